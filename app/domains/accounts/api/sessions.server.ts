import type { Hono } from "hono";
import { AUTH_BASE_PATH } from "../library.server";
import {
  commonFailure,
  forward,
  publicUser,
  reply,
  type AccountsApi,
  type AccountUser,
} from "./kit.server";

// Sessions: who is signed in (the header asks, every page's loader asks), signing out, and the
// account page's list of the member's sessions, where they end one or every other.

/** The cookie that carries a built-in account's session. */
export const SESSION_COOKIE = "procureconnect.session_token";

/** Whether a request carries a session cookie (signed in, or a stale session to check). */
export function hasSessionCookie(headers: Headers): boolean {
  return (headers.get("cookie") ?? "")
    .split(";")
    .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Whether the library refused the session (a bad or expired cookie: signed out), as opposed to
 * failing to look it up (the database away), which is thrown on: a member whose session cannot
 * be read is told to try again, not asked to sign in (docs/decisions/281).
 */
function refusedSession(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status < 500;
}

/** The member signed in with these request headers' session cookie, or null. */
export async function userFor(api: AccountsApi, headers: Headers): Promise<AccountUser | null> {
  if (!hasSessionCookie(headers)) return null;
  try {
    const session = await api.accounts.auth.api.getSession({ headers });
    const user = publicUser(session?.user);
    const id = session?.user.id;
    if (!user || typeof id !== "string") return null;
    return {
      ...user,
      id,
      emailVerified: session?.user.emailVerified === true,
      twoFactorEnabled: session?.user.twoFactorEnabled === true,
    };
  } catch (error) {
    if (refusedSession(error)) return null;
    throw error;
  }
}

export function mountSessions(app: Hono, api: AccountsApi) {
  app.get(`${AUTH_BASE_PATH}/get-session`, async (c) => {
    const from = await forward(api, c);
    const failure = commonFailure(api, c, from);
    if (failure) return failure;
    return reply(
      api,
      c,
      200,
      { user: from.status === 200 ? publicUser(from.body?.user) : null },
      from,
    );
  });

  app.post(`${AUTH_BASE_PATH}/sign-out`, async (c) => {
    const from = await forward(api, c, {});
    return commonFailure(api, c, from) ?? reply(api, c, 200, { user: null }, from);
  });
}

/** A session as the account page lists it. */
export interface SessionView {
  id: string;
  /** The browser and system, from its user agent: "Firefox on Windows". */
  device: string;
  /** ISO time of its last use (renewed at most once a day). */
  lastSeen: string;
  current: boolean;
}

/** The signed-in member's sessions, this one first (never their tokens). */
export async function sessionsOf(api: AccountsApi, headers: Headers): Promise<SessionView[]> {
  const { auth } = api.accounts;
  const current = await auth.api.getSession({ headers }).catch(() => null);
  if (!current) return [];
  const list = await auth.api.listSessions({ headers });
  return list
    .map((session) => ({
      id: session.id,
      device: deviceOf(session.userAgent ?? null),
      lastSeen: new Date(session.updatedAt).toISOString(),
      current: session.id === current.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeen.localeCompare(a.lastSeen));
}

/** Ends one of the signed-in member's own sessions; false when it is not one of theirs. */
export async function endSession(api: AccountsApi, headers: Headers, id: string) {
  const { auth } = api.accounts;
  const current = await auth.api.getSession({ headers }).catch(() => null);
  if (!current) return false;
  const list = await auth.api.listSessions({ headers });
  // Only the member's own sessions are found: another's id ends nothing.
  const session = list.find((s) => s.id === id);
  if (!session) return false;
  await auth.api.revokeSession({ headers, body: { token: session.token } });
  return true;
}

/** Ends every session of the signed-in member but this one. */
export async function endOtherSessions(api: AccountsApi, headers: Headers) {
  const { auth } = api.accounts;
  const current = await auth.api.getSession({ headers }).catch(() => null);
  if (!current) return false;
  await auth.api.revokeOtherSessions({ headers });
  return true;
}

/** "Chrome on macOS", from a user agent; "Unknown device" when it says nothing we know. */
export function deviceOf(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser =
    [
      [/Edg\//, "Edge"],
      [/OPR\//, "Opera"],
      [/Firefox\//, "Firefox"],
      [/Chrom(e|ium)\//, "Chrome"],
      [/Safari\//, "Safari"],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  const system =
    [
      [/Android/, "Android"],
      [/iPhone|iPad/, "iOS"],
      [/Windows/, "Windows"],
      [/Mac OS X|Macintosh/, "macOS"],
      [/CrOS/, "ChromeOS"],
      [/Linux/, "Linux"],
    ].find(([pattern]) => (pattern as RegExp).test(ua))?.[1] ?? null;
  if (browser && system) return `${browser as string} on ${system as string}`;
  return (browser ?? system ?? "Unknown device") as string;
}
