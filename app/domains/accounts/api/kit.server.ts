import type { Context } from "hono";
import { clientAddress, isHttps } from "../../../../server/shared/client-address";
import type { ServerConfig } from "../../../../server/config";
import type { SignInLimiter } from "../../../../server/auth/sign-in-guard";
import type { Db } from "../../../../server/db/database";
import { requestIdOf } from "../../../../server/request-log";
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  type AccountMail,
  type Accounts,
} from "../library.server";
import { AUTH_MESSAGES, type AuthErrorBody, type PublicUser, type Validation } from "../schema";

// What every endpoint of our accounts API shares: passing a checked request to the auth library,
// reading its answer, and answering the browser (refusals name the request, cookies are made
// secure over HTTPS, nothing is cached).

export type Status = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** The accounts API's parts, as each flow's endpoints are given them. */
export interface AccountsApi {
  accounts: Accounts;
  config: Pick<ServerConfig, "siteOrigin" | "trustProxy">;
  /** How failed sign-ins are slowed down. */
  guard: SignInLimiter;
  /** Seconds a new account from this address must wait; null: not limited. */
  signUps: ((address: string) => Promise<number>) | null;
  /** The accounts' e-mails; null without mail. */
  mail: AccountMail | null;
  /** The site's database (the security log). */
  db: Db;
  /** The clock of the security log and of used codes (tests set it). */
  now: () => number;
}

/** The library's answer to a forwarded request. */
export interface Forwarded {
  status: number;
  body: Record<string, unknown> | null;
  setCookies: string[];
  retryAfter: string | null;
}

/** A signed-in member as our server sees them: what the browser sees, and the account's id. */
export interface AccountUser extends PublicUser {
  id: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/** Loaded when a password is set, never before (the estimator is large). */
export async function weakPassword(password: string, userInputs: string[]): Promise<string | null> {
  const { weakPasswordMessage } = await import("~/lib/password-strength");
  return weakPasswordMessage(password, userInputs);
}

export function publicUser(user: unknown): PublicUser | null {
  if (!user || typeof user !== "object") return null;
  const u = user as Record<string, unknown>;
  if (typeof u.email !== "string") return null;
  return {
    name: typeof u.name === "string" ? u.name : "",
    email: u.email,
    image: typeof u.image === "string" && u.image.length > 0 ? u.image : null,
  };
}

function secureCookie(cookie: string, https: boolean): string {
  return https && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie;
}

/** Passes the request (with a checked body) to the library and reads its answer. */
export async function forward(
  api: AccountsApi,
  c: Context,
  body?: Record<string, unknown>,
  libraryPath?: string,
): Promise<Forwarded> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.delete("content-length");
  headers.set(CLIENT_IP_HEADER, clientAddress(c, api.config.trustProxy));
  if (body) headers.set("content-type", "application/json");
  const url = libraryPath ? new URL(`${AUTH_BASE_PATH}${libraryPath}`, c.req.url) : c.req.url;
  const request = new Request(url, {
    method: c.req.method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const response = await api.accounts.auth.handler(request);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return {
    status: response.status,
    body: parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null,
    setCookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get("x-retry-after"),
  };
}

export function reply(
  api: AccountsApi,
  c: Context,
  status: Status,
  payload: object,
  from?: Forwarded,
) {
  const https = isHttps(c.req.raw, api.config.trustProxy);
  for (const cookie of from?.setCookies ?? []) {
    c.header("Set-Cookie", secureCookie(cookie, https), { append: true });
  }
  if (from?.retryAfter) c.header("Retry-After", from.retryAfter);
  c.header("Cache-Control", "no-store");
  return c.json(payload, status);
}

// A refusal names the request, so that the operator can find it in the log.
export const fail = (
  api: AccountsApi,
  c: Context,
  status: Status,
  error: AuthErrorBody,
  from?: Forwarded,
) => {
  const requestId = requestIdOf(c);
  return reply(api, c, status, requestId ? { ...error, requestId } : error, from);
};

export const invalid = <T>(
  api: AccountsApi,
  c: Context,
  result: Extract<Validation<T>, { ok: false }>,
) => {
  const fields = result.errors as Record<string, string>;
  return fail(api, c, 400, {
    code: "INVALID_INPUT",
    message: Object.values(fields)[0] ?? AUTH_MESSAGES.generic,
    fields,
  });
};

/** Answers common to every endpoint: rate limits, refusals, outages. */
export function commonFailure(api: AccountsApi, c: Context, from: Forwarded) {
  if (from.status === 429) {
    return fail(
      api,
      c,
      429,
      { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts },
      from,
    );
  }
  if (from.status === 403) return crossOrigin(api, c);
  if (from.status >= 500) {
    return fail(api, c, 503, { code: "UNAVAILABLE", message: AUTH_MESSAGES.unavailable });
  }
  return null;
}

/** A common failure, or else "something went wrong". */
export const otherFailure = (api: AccountsApi, c: Context, from: Forwarded) =>
  commonFailure(api, c, from) ??
  fail(api, c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic });

export const crossOrigin = (api: AccountsApi, c: Context) =>
  fail(api, c, 403, {
    code: "CROSS_ORIGIN",
    message: "Requests from other sites are not accepted.",
  });

export const signedOut = (api: AccountsApi, c: Context, from?: Forwarded) =>
  fail(api, c, 401, { code: "SIGNED_OUT", message: AUTH_MESSAGES.signedOut }, from);

export const tooMany = (api: AccountsApi, c: Context, retryAfter: number) => {
  c.header("Retry-After", String(retryAfter));
  return fail(api, c, 429, { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts });
};

export const weakRefusal = (api: AccountsApi, c: Context, field: string, message: string) =>
  fail(api, c, 400, { code: "WEAK_PASSWORD", message, fields: { [field]: message } });

/** The library's answer to a request that needed the password, when it was not a yes. */
export function passwordRefusal(api: AccountsApi, c: Context, from: Forwarded) {
  if (from.status === 401) return signedOut(api, c, from);
  if (from.status === 400 && from.body?.code === "INVALID_PASSWORD") {
    const message = AUTH_MESSAGES.wrongPassword;
    return fail(api, c, 400, { code: "WRONG_PASSWORD", message, fields: { password: message } });
  }
  return otherFailure(api, c, from);
}

export async function readJson(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
