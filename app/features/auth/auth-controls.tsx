import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useAuth } from "./auth-context";
import DrawerUserPanel from "./drawer-user-panel";

// The header's and the mobile menu's sign-in controls: Sign In and Join, or the signed-in
// member's avatar in their place without moving anything around it. With built-in accounts
// the server renders either from the session; the hosted provider tells in the browser.

/** `beside`: what a signed-in member sees left of the avatar (the bell), in the same slot. */
export function HeaderAuthControls({ beside }: { beside?: ReactNode }) {
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  // The buttons keep their place (invisible) under a signed-in user's avatar, so the slot keeps
  // its width whatever the fonts.
  return (
    <div data-auth-slot className="relative flex items-center">
      <div className={cn("flex items-center gap-2", signedIn && "invisible")}>
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          onPointerEnter={auth.preload}
          onFocus={auth.preload}
          onClick={auth.openSignIn}
        >
          Sign In
        </Button>
        <Button
          size="sm"
          aria-haspopup="dialog"
          onPointerEnter={auth.preload}
          onFocus={auth.preload}
          onClick={auth.openSignUp}
        >
          Join
        </Button>
      </div>
      {signedIn ? (
        <div className="absolute inset-y-0 right-0 flex items-center gap-1">
          {beside}
          <auth.UserButton />
        </div>
      ) : null}
    </div>
  );
}

export function DrawerAuthControls({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuth();
  // The drawer closes first, so the sign-in screens open over the page.
  const then = (action: () => void) => () => {
    onNavigate?.();
    action();
  };

  if (auth.status === "signed-in") {
    return <DrawerUserPanel auth={auth} onNavigate={onNavigate} />;
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={auth.preload}
        onFocus={auth.preload}
        onClick={then(auth.openSignIn)}
      >
        Sign In
      </Button>
      <Button
        aria-haspopup="dialog"
        onPointerEnter={auth.preload}
        onFocus={auth.preload}
        onClick={then(auth.openSignUp)}
      >
        Join
      </Button>
    </div>
  );
}
