import { createContext, useContext, type ComponentType } from "react";
import type { AuthUserView } from "./user-view";

// The one interface the header and the mobile menu use. Which provider stands behind it (the
// hosted one, or our built-in accounts) is decided once, in AuthProvider.

export interface MemberLink {
  label: string;
  to: string;
  /** How many new things wait there (new requests in the company inbox). */
  count?: number;
}

/** What the root loader tells about a member's pages. */
export interface MemberPages {
  isOperator: boolean;
  /** Set for members who own a company: the company inbox, with its new requests. */
  inbox: { unread: number } | null;
}

/** The member's pages on our server, and the operator console for operators. */
export function memberLinksFor({ isOperator, inbox }: MemberPages): MemberLink[] {
  return [
    ...(inbox ? [{ label: "Company inbox", to: "/account/inbox", count: inbox.unread }] : []),
    { label: "Directory profile", to: "/account/profile" },
    { label: "My companies", to: "/account/companies" },
    { label: "Your requests", to: "/account/requests" },
    { label: "Shortlists", to: "/account/shortlists" },
    { label: "Saved jobs", to: "/account/saved-jobs" },
    { label: "My tenders", to: "/account/tenders" },
    { label: "My bids", to: "/account/bids" },
    { label: "Tenders for you", to: "/account/tenders-for-you" },
    { label: "Saved tender searches", to: "/account/tender-searches" },
    { label: "My jobs", to: "/account/jobs" },
    { label: "My applications", to: "/account/applications" },
    { label: "Job alerts", to: "/account/job-alerts" },
    { label: "My freelance posts", to: "/account/freelance" },
    { label: "My proposals", to: "/account/proposals" },
    { label: "Account and security", to: "/account" },
    ...(isOperator ? [{ label: "Console", to: "/admin" }] : []),
  ];
}

/** A link's accessible name: its label, and how many new things wait there. */
export function memberLinkName({ label, count }: MemberLink): string {
  return count ? `${label} (${count} new)` : label;
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
