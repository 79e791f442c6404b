import { useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import type { AuthUserView } from "../user-view";
import type { AccountScreen } from "./account-screens";
import { CredentialView } from "./credential-view";
import { ProfileView } from "./profile-view";
import type { SessionCheck } from "./session";
import { UnavailableView } from "./unavailable-view";

// The built-in accounts' modal: Sign In and Join (switching between the two keeps the e-mail
// typed), the profile screen, and the notice shown when the accounts service is unreachable;
// each view is a file of its own.

export type AuthDialogView = "sign-in" | "sign-up" | "profile" | "unavailable";

export interface AuthDialogProps {
  view: AuthDialogView | null;
  onViewChange(view: AuthDialogView | null): void;
  user: AuthUserView | null;
  reachable: boolean | null;
  onUserChange(user: AuthUserView | null): void;
  onRecheck(): Promise<SessionCheck>;
}

/** On the page, displayed and visible (the signed-out buttons stay, invisible, under the avatar). */
const isShown = (el: HTMLElement | null): el is HTMLElement =>
  !!el?.isConnected && el.checkVisibility({ visibilityProperty: true });

/**
 * Focuses the avatar (or, on phones, the menu button) when the modal's opener is gone. The
 * avatar's menu may still be loading, so this waits a few frames for it, unless focus has
 * moved on meanwhile.
 */
function focusAuthSlot(framesLeft = 60) {
  if (document.activeElement && document.activeElement !== document.body) return;
  const target = [
    ...document.querySelectorAll<HTMLElement>(
      "[data-auth-slot] [data-testid='user-button'], button[aria-label='Open menu']",
    ),
  ].find(isShown);
  if (target) target.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusAuthSlot(framesLeft - 1));
}

export default function AuthDialog({
  view,
  onViewChange,
  user,
  reachable,
  onUserChange,
  onRecheck,
}: AuthDialogProps) {
  const [email, setEmail] = useState("");
  // The button that opened the modal; the library only returns focus to its own triggers.
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  const open = view !== null;
  const screen: AccountScreen = view === "sign-up" ? "join" : "sign-in";
  const unavailable =
    view === "unavailable" || (reachable === false && (view === "sign-in" || view === "sign-up"));

  const switchTo = (next: AuthDialogView) => {
    onViewChange(next);
    // Move focus into the new form, as opening the modal does.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>("[data-auth-dialog] input")?.focus(),
    );
  };

  const signedIn = (next: AuthUserView | null) => {
    onUserChange(next);
    onViewChange(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onViewChange(null))}>
      {open ? (
        <DialogContent
          data-auth-dialog
          className="sm:max-w-md"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After signing in (or from the closed mobile menu) the opener is gone.
            requestAnimationFrame(() => (isShown(opener) ? opener.focus() : focusAuthSlot()));
          }}
        >
          {unavailable ? (
            <UnavailableView
              onRetry={async () => {
                const result = await onRecheck();
                if (!result.reachable) return false;
                onViewChange(view === "unavailable" ? null : view);
                return true;
              }}
              onClose={() => onViewChange(null)}
            />
          ) : view === "profile" && user ? (
            <ProfileView user={user} onUserChange={onUserChange} />
          ) : (
            // Sign In or Join; Sign In is also where the profile lands if the session ended
            // meanwhile. Each starts afresh (but for the e-mail) when the visitor switches.
            <CredentialView
              key={screen}
              screen={screen}
              email={email}
              onEmailChange={setEmail}
              onSignedIn={signedIn}
              onSwitch={() => switchTo(screen === "join" ? "sign-in" : "sign-up")}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
