import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { AuthContext, useAuth, type AuthContextValue, type AuthStatus } from "../auth-context";
import type { AuthUserView } from "../user-view";
import type { AuthDialogView } from "./auth-dialog";
import { checkSession, type SessionCheck } from "./session";

// Our own accounts. The first load carries only this file and a plain fetch of the session;
// the modal, its forms and the user menu load when a visitor reaches for them.

const loadDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadDialog);
const loadUserMenu = () => import("./user-menu");
const UserMenu = lazy(loadUserMenu);

interface BuiltinSession {
  status: AuthStatus;
  user: AuthUserView | null;
  /** False when the accounts service did not answer; null before the first check. */
  reachable: boolean | null;
}

const sessionFrom = (result: SessionCheck): BuiltinSession => ({
  status: result.user ? "signed-in" : "signed-out",
  user: result.user,
  reachable: result.reachable,
});

function BuiltinUserButton() {
  const auth = useAuth();
  // A placeholder of the avatar's size holds the slot while the menu's code arrives.
  return (
    <Suspense fallback={<span className="size-9 rounded-full bg-slate-200" />}>
      <UserMenu auth={auth} />
    </Suspense>
  );
}

export function BuiltinAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<BuiltinSession>({
    status: "loading",
    user: null,
    reachable: null,
  });
  const [view, setView] = useState<AuthDialogView | null>(null);
  const openDialog = (next: AuthDialogView) => {
    setView(next);
    // Whoever opens Sign In or Join is likely to need the user menu next.
    if (next !== "profile") void loadUserMenu();
  };

  // Who is signed in is known only in the browser, after hydration: the prerendered page shows
  // the signed-out buttons until then.
  // The check starts in a task of its own, after the commit that hydrated the page.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      checkSession().then((result) => {
        if (live) setSession(sessionFrom(result));
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  const setUser = (user: AuthUserView | null) =>
    setSession({ status: user ? "signed-in" : "signed-out", user, reachable: true });

  const value: AuthContextValue = {
    status: session.status,
    user: session.user,
    openSignIn: () => openDialog("sign-in"),
    openSignUp: () => openDialog("sign-up"),
    openProfile: () => openDialog("profile"),
    signOut: async () => {
      const result = await (await import("./accounts-api")).signOut();
      if (!result.ok && result.kind === "unavailable") return setView("unavailable");
      setUser(null);
      setView(null);
      navigate("/");
    },
    preload: () => void loadDialog(),
    UserButton: BuiltinUserButton,
  };

  return (
    <AuthContext value={value}>
      {children}
      {view ? (
        <Suspense fallback={null}>
          <AuthDialog
            view={view}
            onViewChange={setView}
            user={session.user}
            reachable={session.reachable}
            onUserChange={setUser}
            onRecheck={async () => {
              const result = await checkSession();
              setSession(sessionFrom(result));
              return result;
            }}
          />
        </Suspense>
      ) : null}
    </AuthContext>
  );
}
