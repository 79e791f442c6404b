import { ClerkFailed, ClerkProvider, UserButton, useClerk, useUser } from "@clerk/react";
import { Building2Icon, LoaderCircleIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { AuthContext, type AuthContextValue } from "../auth-context";
import { UnavailableNotice } from "../unavailable-notice";
import { viewFromClerkUser } from "./clerk-user";

// The hosted provider (Clerk) behind our auth interface. Its own modals and user button do the
// work; our part is the wait while its script loads, and a clear notice if it cannot load.

type Screen = "sign-in" | "sign-up" | "profile";

export default function ClerkAuthProvider({
  publishableKey,
  children,
}: {
  publishableKey: string;
  children: ReactNode;
}) {
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ClerkBridge>{children}</ClerkBridge>
    </ClerkProvider>
  );
}

function ClerkUserButton() {
  const clerk = useClerk();
  return (
    <UserButton>
      <UserButton.MenuItems>
        <UserButton.Action
          label="Organizations"
          labelIcon={<Building2Icon className="size-4" aria-hidden="true" />}
          onClick={() =>
            clerk.organization ? clerk.openOrganizationProfile() : clerk.openCreateOrganization()
          }
        />
      </UserButton.MenuItems>
    </UserButton>
  );
}

/** Reports the provider's "could not load" state, which only its own components can read. */
function FailureReporter({ onFailure }: { onFailure(): void }) {
  useEffect(onFailure, [onFailure]);
  return null;
}

function ClerkBridge({ children }: { children: ReactNode }) {
  const clerk = useClerk();
  const { isLoaded, isSignedIn, user } = useUser();
  const [failed, setFailed] = useState(false);
  const [waitingFor, setWaitingFor] = useState<Screen | null>(null);
  const onFailure = useCallback(() => setFailed(true), []);

  // The provider only gives up on its script after a long timeout; a failed script request
  // (offline, blocked) is known at once.
  useEffect(() => {
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes("/npm/@clerk/")) {
        setFailed(true);
      }
    };
    window.addEventListener("error", onError, true);
    return () => window.removeEventListener("error", onError, true);
  }, []);

  const viewUser = useMemo(
    () => (isSignedIn && user ? viewFromClerkUser(user) : null),
    [isSignedIn, user],
  );

  const value = useMemo<AuthContextValue>(() => {
    // Before the provider has loaded, its open calls are queued and replayed once it has;
    // meanwhile our dialog says what is happening.
    const open = (screen: Screen, action: () => void) => () => {
      action();
      if (!clerk.loaded) setWaitingFor(screen);
    };
    return {
      status: !isLoaded ? "loading" : isSignedIn ? "signed-in" : "signed-out",
      user: viewUser,
      openSignIn: open("sign-in", () => clerk.openSignIn({})),
      openSignUp: open("sign-up", () => clerk.openSignUp({})),
      openProfile: open("profile", () => clerk.openUserProfile({})),
      signOut: () => void clerk.signOut({ redirectUrl: "/" }),
      preload: () => {},
      // Hosted accounts are not known to our server: no companies or console.
      memberLinks: [],
      UserButton: ClerkUserButton,
    };
  }, [clerk, isLoaded, isSignedIn, viewUser]);

  const cancelWait = () => {
    clerk.closeSignIn();
    clerk.closeSignUp();
    clerk.closeUserProfile();
    setWaitingFor(null);
  };
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;

  return (
    <AuthContext value={value}>
      {children}
      <ClerkFailed>
        <FailureReporter onFailure={onFailure} />
      </ClerkFailed>
      <Dialog
        open={waitingFor !== null && !isLoaded}
        onOpenChange={(next) => (next ? null : cancelWait())}
      >
        <DialogContent className="sm:max-w-md">
          {failed || offline ? (
            <UnavailableNotice service="sign-in" />
          ) : (
            <DialogHeader>
              <DialogTitle>Connecting to sign-in</DialogTitle>
              <DialogDescription className="flex items-center gap-2">
                <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
                One moment while the sign-in service loads.
              </DialogDescription>
            </DialogHeader>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={cancelWait}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AuthContext>
  );
}
