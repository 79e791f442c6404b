import { clientAddress, isHttps, publicRequestUrl } from "../shared/client-address";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  AUTH_MESSAGES,
  isAppCode,
  validatePasswordChange,
  validatePasswordConfirm,
  validateTwoFactorCode,
  validateProfileName,
  validatePasswordReset,
  validatePasswordResetRequest,
  validateSignIn,
  validateSignUp,
  type AuthErrorBody,
  type PublicUser,
  type Validation,
} from "../../app/domain/auth-schema";
import type { Db } from "../db/database";
import type { ServerConfig } from "../config";
import type { ServerModule } from "../modules";
import { requestIdOf } from "../request-log";
import {
  AUTH_BASE_PATH,
  CLIENT_IP_HEADER,
  openAccounts,
  type AccountMail,
  type Accounts,
  type RateRule,
} from "./accounts";
import { classifyOrigin, trustedOriginsFor } from "./origins";
import { loadOrCreateSharedSecret } from "./secret";
import type { SharedState } from "../shared/shared-state";
import { clusterPeer } from "../shared/cluster-state";
import { SignInGuard, type Outcome, type SignInLimiter } from "./sign-in-guard";
import { SIGN_UP_LIMITS, signUpLimiter, type SignUpLimits } from "./sign-up-limits";

// Our accounts API, in front of the auth library. Only the endpoints the site uses are open;
// every request body is checked with the same rules as the browser's forms; requests from other
// origins are refused; answers carry only what the header shows (never tokens or hashes).

type Status = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

interface Forwarded {
  status: number;
  body: Record<string, unknown> | null;
  setCookies: string[];
  retryAfter: string | null;
}

const MAX_BODY_BYTES = 16 * 1024;

export interface AuthModuleOptions {
  config: Pick<ServerConfig, "dataDir" | "siteOrigin" | "trustProxy">;
  /** The site's database, where the accounts are kept. */
  db: Db;
  secret?: string;
  /** For tests: the clock of the sign-in limits, and lower per-IP limits. */
  now?: () => number;
  /** Redis, when the servers share one: the sign-in limits and the per-IP limits live there. */
  shared?: SharedState | null;
  /** How failed sign-ins are slowed down; a SignInGuard by default. */
  signInLimiter?: SignInLimiter;
  ipRateLimits?: Readonly<Record<string, RateRule>>;
  /** New accounts per address and network block; null: not limited (tests that sign up many). */
  signUpLimits?: SignUpLimits | null;
  /** The accounts' e-mails (verification and reset links); null or left out without mail. */
  mail?: AccountMail | null;
}

/** A signed-in member as our server sees them: what the browser sees, and the account's id. */
export interface AccountUser extends PublicUser {
  id: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

/** Whether a password (and, with a second factor on, a code) are the signed-in member's. */
export type Confirmation = "ok" | "signed-out" | "wrong-password" | "code-needed" | "wrong-code";
/** What a member's request to change their address came to. */
export type EmailChangeRequest = Exclude<Confirmation, "ok"> | "sent" | "same" | "no-mail";
export type EmailVerification = "verified" | "invalid" | "sign-in";

/** Loaded when a password is set, never before (the estimator is large). */
async function weakPassword(password: string, userInputs: string[]): Promise<string | null> {
  const { weakPasswordMessage } = await import("../../app/lib/password-strength");
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

export async function createAuthModule(options: AuthModuleOptions): Promise<AuthModule> {
  const { dataDir, siteOrigin, trustProxy } = options.config;
  const accounts: Accounts = await openAccounts({
    db: options.db,
    dataDir,
    siteOrigin,
    ipRateLimits: options.ipRateLimits,
    shared: options.shared ?? null,
    mail: options.mail ?? null,
    secret:
      options.secret ??
      (await loadOrCreateSharedSecret(options.db, dataDir, process.env.BETTER_AUTH_SECRET)),
    trustedOrigins: (request) =>
      request
        ? trustedOriginsFor(
            siteOrigin,
            publicRequestUrl(request, trustProxy),
            request.headers.get("host") ?? undefined,
          )
        : [siteOrigin],
  });
  const guard: SignInLimiter =
    options.signInLimiter ?? new SignInGuard(options.now, options.shared ?? null, clusterPeer());
  const signUps =
    options.signUpLimits === null
      ? null
      : signUpLimiter(options.signUpLimits ?? SIGN_UP_LIMITS, options.shared ?? null);

  /** Passes the request (with a checked body) to the library and reads its answer. */
  async function forward(
    c: Context,
    body?: Record<string, unknown>,
    libraryPath?: string,
  ): Promise<Forwarded> {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete("content-length");
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
    if (body) headers.set("content-type", "application/json");
    const url = libraryPath ? new URL(`${AUTH_BASE_PATH}${libraryPath}`, c.req.url) : c.req.url;
    const request = new Request(url, {
      method: c.req.method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const response = await accounts.auth.handler(request);
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

  function reply(c: Context, status: Status, payload: object, from?: Forwarded) {
    const https = isHttps(c.req.raw, trustProxy);
    for (const cookie of from?.setCookies ?? []) {
      c.header("Set-Cookie", secureCookie(cookie, https), { append: true });
    }
    if (from?.retryAfter) c.header("Retry-After", from.retryAfter);
    c.header("Cache-Control", "no-store");
    return c.json(payload, status);
  }

  // A refusal names the request, so that the operator can find it in the log.
  const fail = (c: Context, status: Status, error: AuthErrorBody, from?: Forwarded) => {
    const requestId = requestIdOf(c);
    return reply(c, status, requestId ? { ...error, requestId } : error, from);
  };

  const invalid = <T>(c: Context, result: Extract<Validation<T>, { ok: false }>) => {
    const fields = result.errors as Record<string, string>;
    return fail(c, 400, {
      code: "INVALID_INPUT",
      message: Object.values(fields)[0] ?? AUTH_MESSAGES.generic,
      fields,
    });
  };

  /** Answers common to every endpoint: rate limits, refusals, outages. */
  function commonFailure(c: Context, from: Forwarded) {
    if (from.status === 429) {
      return fail(c, 429, { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts }, from);
    }
    if (from.status === 403) return crossOrigin(c);
    if (from.status >= 500) {
      return fail(c, 503, { code: "UNAVAILABLE", message: AUTH_MESSAGES.unavailable });
    }
    return null;
  }

  const crossOrigin = (c: Context) =>
    fail(c, 403, {
      code: "CROSS_ORIGIN",
      message: "Requests from other sites are not accepted.",
    });

  const signedOut = (c: Context, from?: Forwarded) =>
    fail(c, 401, { code: "SIGNED_OUT", message: AUTH_MESSAGES.signedOut }, from);

  async function readJson(c: Context): Promise<Record<string, unknown> | null> {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }

  function mount(app: Hono) {
    const base = AUTH_BASE_PATH;

    app.use(`${base}/*`, async (c, next) => {
      c.header("Cache-Control", "no-store");
      if (c.req.method !== "GET" && c.req.method !== "HEAD") {
        const trusted = trustedOriginsFor(
          siteOrigin,
          publicRequestUrl(c.req.raw, trustProxy),
          c.req.header("host"),
        );
        const verdict = classifyOrigin(
          { origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") },
          trusted,
        );
        if (verdict === "cross-origin") return crossOrigin(c);
        if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
          return fail(c, 415, { code: "UNSUPPORTED", message: "Send the form as JSON." });
        }
      }
      try {
        await next();
      } catch (err) {
        console.error(
          `[accounts] request failed: ${err instanceof Error ? err.message : "unknown"}`,
        );
        return fail(c, 503, { code: "UNAVAILABLE", message: AUTH_MESSAGES.unavailable });
      }
    });
    app.use(
      `${base}/*`,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) => fail(c, 413, { code: "TOO_LARGE", message: AUTH_MESSAGES.generic }),
      }),
    );

    app.get(`${base}/get-session`, async (c) => {
      const from = await forward(c);
      const failure = commonFailure(c, from);
      if (failure) return failure;
      return reply(
        c,
        200,
        { user: from.status === 200 ? publicUser(from.body?.user) : null },
        from,
      );
    });

    app.post(`${base}/sign-up/email`, async (c) => {
      const result = validateSignUp((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const { name, email, password } = result.value;
      const weak = await weakPassword(password, [name, email]);
      if (weak) return weakRefusal(c, "password", weak);
      const wait = signUps ? await signUps(clientAddress(c, trustProxy)) : 0;
      if (wait > 0) {
        c.header("Retry-After", String(wait));
        return fail(c, 429, { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts });
      }
      const from = await forward(c, { ...result.value });
      const user = from.status === 200 ? publicUser(from.body?.user) : null;
      if (user) return reply(c, 200, { user }, from);
      const code = String(from.body?.code ?? "");
      if (code.startsWith("USER_ALREADY_EXISTS")) {
        const message = AUTH_MESSAGES.emailTaken;
        return fail(c, 409, { code: "EMAIL_TAKEN", message, fields: { email: message } });
      }
      if (code === "INVALID_EMAIL") {
        const message = AUTH_MESSAGES.emailInvalid;
        return fail(c, 400, { code: "INVALID_INPUT", message, fields: { email: message } });
      }
      if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
        const message =
          code === "PASSWORD_TOO_SHORT"
            ? AUTH_MESSAGES.passwordTooShort
            : AUTH_MESSAGES.passwordTooLong;
        return fail(c, 400, { code: "INVALID_INPUT", message, fields: { password: message } });
      }
      return (
        commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
      );
    });

    app.post(`${base}/sign-in/email`, async (c) => {
      const result = validateSignIn((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const { email, password } = result.value;
      const admission = await guard.admit(email, clientAddress(c, trustProxy));
      if (!admission.allowed) {
        c.header("Retry-After", String(admission.retryAfter));
        return fail(c, 429, { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts });
      }
      let outcome: Outcome = "error";
      try {
        const from = await forward(c, { email, password, rememberMe: true });
        const user = from.status === 200 ? publicUser(from.body?.user) : null;
        if (user) {
          outcome = "success";
          return reply(c, 200, { user }, from);
        }
        if (from.status === 200 && from.body?.twoFactorRedirect === true) {
          // The password is right; the second factor's page finishes the sign-in (its cookie
          // names the pending sign-in for ten minutes; no session exists yet).
          outcome = "success";
          return reply(c, 200, { user: null, twoFactor: true }, from);
        }
        if (from.status === 401 || from.status === 400) {
          outcome = "failure";
          return fail(c, 401, {
            code: "WRONG_CREDENTIALS",
            message: AUTH_MESSAGES.wrongCredentials,
          });
        }
        return (
          commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
        );
      } finally {
        await admission.settle(outcome);
      }
    });

    app.post(`${base}/sign-out`, async (c) => {
      const from = await forward(c, {});
      return commonFailure(c, from) ?? reply(c, 200, { user: null }, from);
    });

    app.post(`${base}/update-user`, async (c) => {
      const result = validateProfileName((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const from = await forward(c, { name: result.value.name });
      if (from.status === 401) return signedOut(c, from);
      if (from.status !== 200) {
        return (
          commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
        );
      }
      const session = await accounts.auth.api.getSession({ headers: c.req.raw.headers });
      return reply(c, 200, { user: publicUser(session?.user) }, from);
    });

    app.post(`${base}/change-password`, async (c) => {
      const result = validatePasswordChange((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const session = await sessionOf(c);
      if (!session) return signedOut(c);
      const weak = await weakPassword(result.value.newPassword, [session.name, session.email]);
      if (weak) return weakRefusal(c, "newPassword", weak);
      const from = await forward(c, { ...result.value, revokeOtherSessions: true });
      if (from.status === 200) return reply(c, 200, { user: publicUser(from.body?.user) }, from);
      if (from.status === 401) return signedOut(c, from);
      if (from.status === 400 && from.body?.code === "INVALID_PASSWORD") {
        const message = AUTH_MESSAGES.wrongCurrentPassword;
        return fail(c, 400, {
          code: "WRONG_CURRENT_PASSWORD",
          message,
          fields: { currentPassword: message },
        });
      }
      return (
        commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
      );
    });

    // Forgot password: the same answer whatever the address, so it tells no one who has an account.
    app.post(`${base}/request-password-reset`, async (c) => {
      const result = validatePasswordResetRequest((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const from = await forward(c, { email: result.value.email });
      const failure = from.status === 200 ? null : commonFailure(c, from);
      if (failure) return failure;
      if (from.status !== 200) {
        console.warn(`[accounts] password reset request answered ${from.status}`);
      }
      return reply(c, 200, { ok: true, message: AUTH_MESSAGES.resetRequested });
    });

    // The reset link's page posts here: once, within the hour; every session of the account ends.
    app.post(`${base}/reset-password`, async (c) => {
      const result = validatePasswordReset((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const weak = await weakPassword(result.value.newPassword, []);
      if (weak) return weakRefusal(c, "newPassword", weak);
      const from = await forward(c, { ...result.value });
      if (from.status === 200) return reply(c, 200, { ok: true });
      if (from.status === 400) {
        return fail(c, 400, { code: "INVALID_TOKEN", message: AUTH_MESSAGES.resetLinkInvalid });
      }
      return (
        commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
      );
    });

    // "Resend": a new confirmation link to the signed-in member's own address.
    app.post(`${base}/send-verification-email`, async (c) => {
      const session = await sessionOf(c);
      if (!session) return signedOut(c);
      if (session.emailVerified) {
        return fail(c, 409, { code: "ALREADY_VERIFIED", message: AUTH_MESSAGES.alreadyVerified });
      }
      if (!options.mail) {
        return fail(c, 503, { code: "NO_MAIL", message: AUTH_MESSAGES.mailUnavailable });
      }
      const from = await forward(c, { email: session.email });
      if (from.status === 200) return reply(c, 200, { ok: true });
      return (
        commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
      );
    });

    // Two-factor (docs/decisions/156). Turning it on needs the password and gives the
    // authenticator app's address (with its secret) and the recovery codes, to this member only;
    // it is on once a first code is confirmed.
    app.post(`${base}/two-factor/enable`, async (c) => {
      const result = validatePasswordConfirm((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const session = await sessionOf(c);
      if (!session) return signedOut(c);
      if (session.twoFactorEnabled) {
        return fail(c, 409, { code: "ALREADY_ENABLED", message: TWO_FACTOR_TEXT.alreadyOn });
      }
      const from = await forward(c, { password: result.value.password, method: "totp" });
      if (from.status === 200 && typeof from.body?.totpURI === "string") {
        const codes = Array.isArray(from.body.backupCodes) ? from.body.backupCodes : [];
        return reply(
          c,
          200,
          { totpURI: from.body.totpURI, recoveryCodes: codes.map(String) },
          from,
        );
      }
      return passwordRefusal(c, from);
    });

    app.post(`${base}/two-factor/disable`, async (c) => {
      const result = validatePasswordConfirm((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const session = await sessionOf(c);
      if (!session) return signedOut(c);
      const from = await forward(c, { password: result.value.password });
      if (from.status === 200) return reply(c, 200, { ok: true }, from);
      return passwordRefusal(c, from);
    });

    // A code: the first one confirms the app on /account; at sign-in, the second step (the
    // pending sign-in's cookie says whose). Six digits are the app's; anything else is tried as
    // a recovery code, which works once.
    app.post(`${base}/two-factor/verify`, async (c) => {
      const result = validateTwoFactorCode((await readJson(c)) ?? {});
      if (!result.ok) return invalid(c, result);
      const { code } = result.value;
      const path = isAppCode(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
      const from = await forward(c, { code, trustDevice: false }, path);
      if (from.status === 200) {
        const user = publicUser(from.body?.user);
        return reply(c, 200, { user }, from);
      }
      const code_ = String(from.body?.code ?? "");
      if (
        code_ === "INVALID_TWO_FACTOR_COOKIE" ||
        (from.status === 401 && !code_.startsWith("INVALID_"))
      ) {
        return fail(c, 401, { code: "SIGNED_OUT", message: AUTH_MESSAGES.twoFactorExpired }, from);
      }
      if (from.status === 429 || code_.startsWith("TOO_MANY") || code_.includes("LOCKED")) {
        return fail(c, 429, { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts }, from);
      }
      if (from.status === 400 || from.status === 401) {
        const message = AUTH_MESSAGES.wrongCode;
        return fail(c, 400, { code: "WRONG_CODE", message, fields: { code: message } }, from);
      }
      return (
        commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
      );
    });

    app.all(`${base}/*`, (c) => fail(c, 404, { code: "NOT_FOUND", message: "Not found." }));
  }

  /** The library's answer to a request that needed the password, when it was not a yes. */
  function passwordRefusal(c: Context, from: Forwarded) {
    if (from.status === 401) return signedOut(c, from);
    if (from.status === 400 && from.body?.code === "INVALID_PASSWORD") {
      const message = AUTH_MESSAGES.wrongPassword;
      return fail(c, 400, { code: "WRONG_PASSWORD", message, fields: { password: message } });
    }
    return (
      commonFailure(c, from) ?? fail(c, 500, { code: "FAILED", message: AUTH_MESSAGES.generic })
    );
  }

  const weakRefusal = (c: Context, field: string, message: string) =>
    fail(c, 400, { code: "WEAK_PASSWORD", message, fields: { [field]: message } });

  /** The member this request's session cookie belongs to, or null. */
  async function sessionOf(c: Context): Promise<AccountUser | null> {
    return userFor(c.req.raw.headers);
  }

  async function userFor(headers: Headers): Promise<AccountUser | null> {
    if (!hasSessionCookie(headers)) return null;
    try {
      const session = await accounts.auth.api.getSession({ headers });
      const user = publicUser(session?.user);
      const id = session?.user.id;
      if (!user || typeof id !== "string") return null;
      return {
        ...user,
        id,
        emailVerified: session?.user.emailVerified === true,
        twoFactorEnabled: session?.user.twoFactorEnabled === true,
      };
    } catch {
      return null;
    }
  }

  async function confirmIdentity(
    headers: Headers,
    password: string,
    code: string,
  ): Promise<Confirmation> {
    const session = await accounts.auth.api.getSession({ headers }).catch(() => null);
    if (!session) return "signed-out";
    try {
      await accounts.auth.api.verifyPassword({ headers, body: { password } });
    } catch {
      return "wrong-password";
    }
    if (session.user.twoFactorEnabled !== true) return "ok";
    const given = code.replace(/\s+/g, "");
    if (!given) return "code-needed";
    try {
      const answer = isAppCode(given)
        ? await accounts.auth.api.verifyTOTP({ headers, body: { code: given } })
        : await accounts.auth.api.verifyBackupCode({ headers, body: { code: given } });
      return answer ? "ok" : "wrong-code";
    } catch {
      return "wrong-code";
    }
  }

  // The same routes, for the site's own sign-in and join pages to call in-process.
  const inProcess = new Hono();
  mount(inProcess);

  return {
    name: "accounts",
    mount,
    post(c, path, body) {
      const headers = new Headers({ "content-type": "application/json" });
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value !== undefined) headers.set(name, value);
      }
      const url = new URL(`${AUTH_BASE_PATH}${path}`, c.req.url);
      const init = { method: "POST", headers, body: JSON.stringify(body) };
      return Promise.resolve(inProcess.request(url.href, init, c.env));
    },
    userFor,
    async sessions(headers) {
      const current = await accounts.auth.api.getSession({ headers }).catch(() => null);
      if (!current) return [];
      const list = await accounts.auth.api.listSessions({ headers });
      return list
        .map((session) => ({
          id: session.id,
          device: deviceOf(session.userAgent ?? null),
          lastSeen: new Date(session.updatedAt).toISOString(),
          current: session.id === current.session.id,
        }))
        .sort(
          (a, b) => Number(b.current) - Number(a.current) || b.lastSeen.localeCompare(a.lastSeen),
        );
    },
    async endSession(headers, id) {
      const current = await accounts.auth.api.getSession({ headers }).catch(() => null);
      if (!current) return false;
      const list = await accounts.auth.api.listSessions({ headers });
      // Only the member's own sessions are found: another's id ends nothing.
      const session = list.find((s) => s.id === id);
      if (!session) return false;
      await accounts.auth.api.revokeSession({ headers, body: { token: session.token } });
      return true;
    },
    async endOtherSessions(headers) {
      const current = await accounts.auth.api.getSession({ headers }).catch(() => null);
      if (!current) return false;
      await accounts.auth.api.revokeOtherSessions({ headers });
      return true;
    },
    confirm: confirmIdentity,
    async changeEmail(headers, password, code, newEmail) {
      const session = await accounts.auth.api.getSession({ headers }).catch(() => null);
      if (!session) return "signed-out";
      const to = newEmail.trim().toLowerCase();
      if (to === session.user.email.toLowerCase()) return "same";
      if (!options.mail) return "no-mail";
      const verdict = await confirmIdentity(headers, password, code);
      if (verdict !== "ok") return verdict;
      // The library answers the same whether or not another account has the address, so the
      // page reveals no accounts; the link goes only to an address nobody has.
      await accounts.auth.api.changeEmail({ headers, body: { newEmail: to } });
      const from = session.user.email;
      await options.mail.send(
        from,
        "Your ProcureConnect e-mail address is changing",
        [
          `Someone signed in to your ProcureConnect account asked to change its e-mail address from ${from} to ${to}.`,
          "",
          "The change happens when the new address is confirmed with the link we sent there.",
          "If this was not you, sign in, change your password and end your other sessions on your account page:",
          `${siteOrigin}/account`,
        ].join("\n"),
      );
      return "sent";
    },
    async verifyEmail(token, headers) {
      // A change of address is confirmed in the member's own session, so that no new session
      // appears in their list for a link opened elsewhere.
      if (changeTokenOf(token) && !(await userFor(headers))) return "sign-in";
      try {
        const answer = await accounts.auth.api.verifyEmail({ query: { token }, headers });
        return answer?.status === true ? "verified" : "invalid";
      } catch {
        return "invalid";
      }
    },
  };
}

/** Whether a verification link's token asks for a change of address (its payload says so). */
export function changeTokenOf(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}

/** What the two-factor endpoints say besides the common messages. */
export const TWO_FACTOR_TEXT = {
  alreadyOn: "Two-step sign-in is already on.",
} as const;

/** The cookie that carries a built-in account's session. */
export const SESSION_COOKIE = "procureconnect.session_token";

/** Whether a request carries a session cookie (signed in, or a stale session to check). */
export function hasSessionCookie(headers: Headers): boolean {
  return (headers.get("cookie") ?? "")
    .split(";")
    .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** What a page's request passes on when it calls the accounts in-process: who and from where. */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "sec-fetch-site",
  "user-agent",
  "x-forwarded-for",
  "x-forwarded-proto",
] as const;

/** The API paths the site's own pages post to. */
export type AccountsPagePath =
  | "/sign-in/email"
  | "/sign-up/email"
  | "/change-password"
  | "/request-password-reset"
  | "/reset-password"
  | "/send-verification-email"
  | "/two-factor/enable"
  | "/two-factor/disable"
  | "/two-factor/verify";

export interface AuthModule extends ServerModule {
  /**
   * Posts `body` to the accounts' API in-process, as from the visitor of the page request `c`:
   * the same origin check, limits and answer (Set-Cookie included) as from the browser.
   */
  post(c: Context, path: AccountsPagePath, body: Record<string, unknown>): Promise<Response>;
  /** The member signed in with this request's session cookie, if any. */
  userFor(headers: Headers): Promise<AccountUser | null>;
  /**
   * Confirms the address a verification link was sent to (with this request's session, for a
   * change of address: "sign-in" when there is none); "invalid" when the link is not valid.
   */
  verifyEmail(token: string, headers: Headers): Promise<EmailVerification>;
  /**
   * Starts a change of the signed-in member's address once their password (and code) confirms
   * it is them: a link goes to the new address and a notice to the old one.
   */
  changeEmail(
    headers: Headers,
    password: string,
    code: string,
    newEmail: string,
  ): Promise<EmailChangeRequest>;
  /**
   * Whether `password` is the signed-in member's and, when their second factor is on, `code` is
   * a current code of their app or an unused recovery code (which is then used up).
   */
  confirm(headers: Headers, password: string, code: string): Promise<Confirmation>;
  /** The signed-in member's sessions, this one first (never their tokens). */
  sessions(headers: Headers): Promise<SessionView[]>;
  /** Ends one of the signed-in member's own sessions; false when it is not one of theirs. */
  endSession(headers: Headers, id: string): Promise<boolean>;
  /** Ends every session of the signed-in member but this one. */
  endOtherSessions(headers: Headers): Promise<boolean>;
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
