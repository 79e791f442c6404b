import { data, redirect, type AppLoadContext } from "react-router";

// Who may see or change what, checked in loaders and actions (hiding a button is not a
// permission): the pieces the route pipeline (route-policy.server.ts, decision 221) enforces;
// routes declare their policy there rather than calling these. A page for members sends a signed-out visitor to sign in and back; a page for
// operators, or for one owner, does not exist for anyone else (404).

export type Viewer = NonNullable<AppLoadContext["user"]>;

/** Where the sign-in page sends a visitor back to: a path on this site, never another host. */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return fallback;
  if (value.includes("\\") || !PRINTABLE_ASCII.test(value)) return fallback;
  return value;
}

/**
 * A path as a Location header carries it: printable ASCII only (the site's own links are
 * percent-encoded). A raw "/é" or a control character is refused here, rather than making the
 * redirect itself throw (a 500).
 */
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;

/** The sign-in page's address, coming back to `returnTo` afterwards. */
export function signInPath(returnTo: string): string {
  return `/sign-in?${new URLSearchParams({ next: safeReturnPath(returnTo) })}`;
}

/** The signed-in member, or a redirect to sign in that comes back to this request's page. */
export function requireMember(context: AppLoadContext, request: Request): Viewer {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(signInPath(url.pathname + url.search));
}

/** A 404, as for a page that does not exist: what anyone gets who may not see something. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Why an operator without two-step sign-in is refused the console (REQUIRE_OPERATOR_2FA). */
export const OPERATOR_TWO_FACTOR_MESSAGE =
  "This site requires operators to use two-step sign-in. Turn it on in Account and security, then come back to the console.";

/**
 * Why an unconfirmed member may not publish (docs/decisions/151). Shared code imports no domain:
 * the accounts' AUTH_MESSAGES.unverified says the same, and their schema test keeps the two equal.
 */
export const UNVERIFIED_MESSAGE =
  "Confirm your e-mail address before you publish: open the link we sent you, or ask for a new one on your account page.";

/**
 * Whether this member must still confirm their e-mail address before publishing: only when the
 * site requires it (REQUIRE_VERIFIED_EMAIL, on by default when mail is configured).
 */
export function mustVerify(context: AppLoadContext, viewer: Viewer): boolean {
  return context.requireVerifiedEmail === true && viewer.emailVerified !== true;
}
