import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { isModifiedClick } from "~/lib/clicks";
import { cn } from "~/lib/utils";
import { useAuth } from "./auth-context";
import DrawerUserPanel from "./drawer-user-panel";

// The header's and the mobile menu's sign-in controls: Sign In and Join, or the signed-in
// member's avatar in their place without moving anything around it. With built-in accounts
// the server renders either from the session; the hosted provider tells in the browser.
//
// Sign In and Join are links to their pages (with `next`, to come back here), so that they work
// before scripts run and without them; once the page is hydrated a click opens the modal over
// the page instead.

type ButtonLook = Pick<ComponentProps<typeof Button>, "variant" | "size">;

function AuthLink({
  screen,
  look,
  before,
  children,
}: {
  screen: "sign-in" | "join";
  look: ButtonLook;
  /** Run before the modal opens (the drawer closes first). */
  before?: () => void;
  children: ReactNode;
}) {
  const auth = useAuth();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const onEntryPage = pathname === "/sign-in" || pathname === "/join";
  const to =
    here === "/" || onEntryPage
      ? `/${screen}`
      : `/${screen}?${new URLSearchParams({ next: here })}`;
  const open = screen === "sign-in" ? auth.openSignIn : auth.openSignUp;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A handler runs only once React has hydrated the link: from then on the modal opens (the
    // hosted provider queues it while its script loads, and says so).
    if (isModifiedClick(event)) return;
    event.preventDefault();
    before?.();
    open();
  };
  return (
    <Button asChild {...look}>
      <Link
        to={to}
        {...(hydrated ? { "aria-haspopup": "dialog" as const } : {})}
        onPointerEnter={auth.preload}
        onFocus={auth.preload}
        onClick={onClick}
      >
        {children}
      </Link>
    </Button>
  );
}

/** `beside`: what a signed-in member sees left of the avatar (the bell), in the same slot. */
export function HeaderAuthControls({ beside }: { beside?: ReactNode }) {
  const auth = useAuth();
  const signedIn = auth.status === "signed-in";
  // The buttons keep their place (invisible) under a signed-in user's avatar, so the slot keeps
  // its width whatever the fonts.
  return (
    <div data-auth-slot className="relative flex items-center">
      <div className={cn("flex items-center gap-2", signedIn && "invisible")}>
        <AuthLink screen="sign-in" look={{ variant: "ghost", size: "sm" }}>
          Sign In
        </AuthLink>
        <AuthLink screen="join" look={{ size: "sm" }}>
          Join
        </AuthLink>
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

  if (auth.status === "signed-in") {
    return <DrawerUserPanel auth={auth} onNavigate={onNavigate} />;
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <AuthLink screen="sign-in" look={{ variant: "outline" }} before={onNavigate}>
        Sign In
      </AuthLink>
      <AuthLink screen="join" look={{}} before={onNavigate}>
        Join
      </AuthLink>
    </div>
  );
}
