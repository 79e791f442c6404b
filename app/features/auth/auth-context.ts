import { createContext, useContext, type ComponentType } from "react";
import type { AuthUserView } from "./user-view";

// The one interface the header and the mobile menu use. Which provider stands behind it (the
// hosted one, or our built-in accounts) is decided once, in AuthProvider.

export interface MemberLink {
  label: string;
  to: string;
}

/** The member's pages on our server, and the operator console for operators. */
export function memberLinksFor(isOperator: boolean): MemberLink[] {
  return [
    { label: "My companies", to: "/account/companies" },
    ...(isOperator ? [{ label: "Console", to: "/admin" }] : []),
  ];
}

export type AuthStatus = "loading" | "signed-out" | "signed-in";

export interface AuthContextValue {
  status: AuthStatus;
  /** Set when signed in. */
  user: AuthUserView | null;
  openSignIn(): void;
  openSignUp(): void;
  /** The signed-in user's profile screen. */
  openProfile(): void;
  /** Ends the session, then goes to the home page. */
  signOut(): void;
  /** Starts loading the sign-in screens (on hover or focus of the buttons). */
  preload(): void;
  /** The signed-in member's own pages (My companies; the console for operators). */
  memberLinks: readonly MemberLink[];
  /** The provider's signed-in control for the header: an avatar that opens a user menu. */
  UserButton: ComponentType;
}

const noop = () => {};

const SIGNED_OUT: AuthContextValue = {
  status: "loading",
  user: null,
  openSignIn: noop,
  openSignUp: noop,
  openProfile: noop,
  signOut: noop,
  preload: noop,
  memberLinks: [],
  UserButton: () => null,
};

export const AuthContext = createContext<AuthContextValue>(SIGNED_OUT);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
