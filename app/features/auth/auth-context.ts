import { createContext, useContext, type ComponentType } from "react";
import type { AuthUserView } from "./user-view";

// The one interface the header and the mobile menu use. Which provider stands behind it (the
// hosted one, or our built-in accounts) is decided once, in AuthProvider.

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
  UserButton: () => null,
};

export const AuthContext = createContext<AuthContextValue>(SIGNED_OUT);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
