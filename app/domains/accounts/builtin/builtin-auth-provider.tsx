import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { useNavigate, useRevalidator, useRouteLoaderData } from "react-router";
import { AuthContext, memberLinksFor, useAuth, type AuthContextValue } from "../auth-context";
import type { PublicUser } from "../schema";
import type { AuthUserView } from "../user-view";
import type { AuthDialogView } from "./auth-dialog";
import { checkSession, userFromBody } from "./session";
import { loadedUserMenu, loadForSignedInPage, loadUserMenu } from "./user-menu-loader";

// Our own accounts. Who is signed in comes from the root loader (our server reads the session),
// so the server renders the header right. The modal, its forms and the user menu load when a
// visitor reaches for them; after a sign-in, a profile change or a sign-out the page's data is
// loaded again, so the header stays what the server would render.

const loadDialog = () => import("./auth-dialog");
const AuthDialog = lazy(loadDialog);
// The server renders a signed-in visitor's avatar in the page; signed-out visitors load the
// menu's code when they sign in (user-menu-loader.ts).
const ServerUserMenu = import.meta.env.SSR ? (await loadUserMenu()).default : null;
const LazyUserMenu = lazy(loadUserMenu);
if (!import.meta.env.SSR) loadForSignedInPage(document);

/** What the root loader tells about the visitor. */
interface RootAuthData {
  user?: PublicUser | null;
  isOperator?: boolean;
  inbox?: { unread: number } | null;
}

function BuiltinUserButton() {
  const auth = useAuth();
  // A signed-in page's menu is rendered with its code at hand, on the server and as the page
  // hydrates (which waits for the code): no Suspense boundary, which React could stream out of
  // place (after the page) when it grows past its size for inlining, out of reach without
  // JavaScript.
  const Ready = ServerUserMenu ?? loadedUserMenu;
  if (Ready && auth.user) return <Ready auth={auth} />;
  const UserMenu = Ready ?? LazyUserMenu;
  // A placeholder of the avatar's size holds the slot while the menu's code arrives.
  return (
    <Suspense fallback={<span className="size-9 rounded-full bg-slate-200" />}>
      <UserMenu auth={auth} />
    </Suspense>
  );
}

export function BuiltinAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = useRouteLoaderData("root") as RootAuthData | undefined;
  const serverUser = useMemo(() => userFromBody({ user: data?.user }), [data]);
  // What the modal has just changed, shown until the page's data has been loaded again.
  const [changed, setChanged] = useState<{ user: AuthUserView | null; basis: unknown } | null>(
    null,
  );
  const user = changed && changed.basis === data ? changed.user : serverUser;
  /** False when the accounts service did not answer; null before anyone asked. */
  const [reachable, setReachable] = useState<boolean | null>(null);
  const [view, setView] = useState<AuthDialogView | null>(null);

  const recheck = async () => {
    const result = await checkSession();
    setReachable(result.reachable);
    return result;
  };
  const openDialog = (next: AuthDialogView) => {
    setView(next);
    if (next === "profile") return;
    // Whoever opens Sign In or Join is likely to need the user menu next.
    void loadUserMenu();
    if (reachable !== true) void recheck();
  };
  const setUser = (next: AuthUserView | null) => {
    setChanged({ user: next, basis: data });
    setReachable(true);
    void revalidator.revalidate();
  };

  const value: AuthContextValue = {
    status: user ? "signed-in" : "signed-out",
    user,
    openSignIn: () => openDialog("sign-in"),
    openSignUp: () => openDialog("sign-up"),
    openProfile: () => openDialog("profile"),
    signOut: async () => {
      const result = await (await import("./accounts-api")).signOut();
      if (!result.ok && result.kind === "unavailable") return setView("unavailable");
      setChanged({ user: null, basis: data });
      setView(null);
      await navigate("/");
      await revalidator.revalidate();
    },
    preload: () => {
      void loadDialog();
      if (reachable === null) void recheck();
    },
    memberLinks: user
      ? memberLinksFor({ isOperator: data?.isOperator === true, inbox: data?.inbox ?? null })
      : [],
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
            user={user}
            reachable={reachable}
            onUserChange={setUser}
            onRecheck={recheck}
          />
        </Suspense>
      ) : null}
    </AuthContext>
  );
}
