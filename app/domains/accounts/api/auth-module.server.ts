import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { classifyOrigin, trustedOriginsFor } from "../../../../server/auth/origins";
import { loadOrCreateSharedSecret } from "../../../../server/auth/secret";
import { SignInGuard, type SignInLimiter } from "../../../../server/auth/sign-in-guard";
import {
  SIGN_UP_LIMITS,
  signUpLimiter,
  type SignUpLimits,
} from "../../../../server/auth/sign-up-limits";
import type { ServerConfig } from "../../../../server/config";
import type { Db } from "../../../../server/db/database";
import type { ServerModule } from "../../../../server/modules";
import { publicRequestUrl } from "../../../../server/shared/client-address";
import { clusterPeer } from "../../../../server/shared/cluster-state";
import type { SharedState } from "../../../../server/shared/shared-state";
import { AUTH_BASE_PATH, openAccounts, type AccountMail, type RateRule } from "../library.server";
import { AUTH_MESSAGES } from "../schema";
import {
  changeEmail,
  mountEmail,
  verifyEmail,
  type EmailChangeRequest,
  type EmailVerification,
} from "./email.server";
import { crossOrigin, fail, type AccountsApi, type AccountUser } from "./kit.server";
import { mountPasskeys, passkeysOf, removePasskey, type PasskeyView } from "./passkeys.server";
import { mountProfile } from "./profile.server";
import { mountRecovery, resetLinkValid } from "./recovery.server";
import type { SecurityEvent } from "../data/security-log.server";
import {
  endOtherSessions,
  endSession,
  mountSessions,
  sessionsOf,
  userFor,
  type SessionView,
} from "./sessions.server";
import { mountSignIn } from "./sign-in.server";
import { mountSignUp } from "./sign-up.server";
import { securityEvent, securityLogOf, securityMail } from "./security.server";
import {
  confirmIdentity,
  mountTwoFactor,
  pendingEnrolment,
  type Confirmation,
  type Enrolment,
} from "./two-factor.server";

// Our accounts API, in front of the auth library. Only the endpoints the site uses are open;
// every request body is checked with the same rules as the browser's forms; requests from other
// origins are refused; answers carry only what the header shows (never tokens or hashes).
// The endpoints are in modules by flow: sessions, sign-up, sign-in, profile, recovery, e-mail
// and two-factor; what they share is in kit.server.ts.

export type {
  AccountUser,
  Confirmation,
  EmailChangeRequest,
  EmailVerification,
  PasskeyView,
  SecurityEvent,
  SessionView,
};

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

/** The accounts library opened on the site's database, and what its endpoints are given. */
async function openApi(options: AuthModuleOptions): Promise<AccountsApi> {
  const { dataDir, siteOrigin, trustProxy } = options.config;
  const now = options.now ?? Date.now;
  // The reset's hook is the library's: it tells the API made below.
  let api: AccountsApi | null = null;
  const accounts = await openAccounts({
    now,
    onPasswordReset: async (user, request) => {
      if (api) await securityEvent(api, user, "password-reset", request?.headers);
    },
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
  api = {
    accounts,
    config: { siteOrigin, trustProxy },
    guard,
    signUps,
    mail: options.mail ?? null,
    db: options.db,
    now,
  };
  return api;
}

/** Every request to the API: never cached; a post only from this site, as JSON, and small. */
function mountChecks(app: Hono, api: AccountsApi) {
  const { siteOrigin, trustProxy } = api.config;
  app.use(`${AUTH_BASE_PATH}/*`, async (c, next) => {
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
      if (verdict === "cross-origin") return crossOrigin(api, c);
      if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
        return fail(api, c, 415, { code: "UNSUPPORTED", message: "Send the form as JSON." });
      }
    }
    try {
      await next();
    } catch (err) {
      console.error(`[accounts] request failed: ${err instanceof Error ? err.message : "unknown"}`);
      return fail(api, c, 503, { code: "UNAVAILABLE", message: AUTH_MESSAGES.unavailable });
    }
  });
  app.use(
    `${AUTH_BASE_PATH}/*`,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => fail(api, c, 413, { code: "TOO_LARGE", message: AUTH_MESSAGES.generic }),
    }),
  );
}

export async function createAuthModule(options: AuthModuleOptions): Promise<AuthModule> {
  const api = await openApi(options);

  function mount(app: Hono) {
    mountChecks(app, api);
    mountSessions(app, api);
    mountSignUp(app, api);
    mountSignIn(app, api);
    mountProfile(app, api);
    mountRecovery(app, api);
    mountEmail(app, api);
    mountTwoFactor(app, api);
    mountPasskeys(app, api);
    app.all(`${AUTH_BASE_PATH}/*`, (c) =>
      fail(api, c, 404, { code: "NOT_FOUND", message: "Not found." }),
    );
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
    userFor: (headers) => userFor(api, headers),
    sessions: (headers) => sessionsOf(api, headers),
    endSession: (headers, id) => endSession(api, headers, id),
    endOtherSessions: (headers) => endOtherSessions(api, headers),
    confirm: (headers, password, code) => confirmIdentity(api, headers, password, code),
    changeEmail: (headers, password, code, newEmail) =>
      changeEmail(api, headers, password, code, newEmail),
    verifyEmail: (token, headers) => verifyEmail(api, token, headers),
    securityLog: (headers) => securityLogOf(api, headers),
    accountDeleted: (email, headers) => securityMail(api, email, "account-deleted", headers),
    resetLinkValid: (token) => resetLinkValid(api, token),
    pendingEnrolment: (headers) => pendingEnrolment(api, headers),
    passkeys: (headers) => passkeysOf(api, headers),
    removePasskey: (headers, id) => removePasskey(api, headers, id),
  };
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
  | "/two-factor/verify"
  | "/sign-out";

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
  /** The signed-in member's own security log, newest first; null when signed out. */
  securityLog(headers: Headers): Promise<SecurityEvent[] | null>;
  /** Tells the address of an account just deleted that it was (after its rows are gone). */
  accountDeleted(email: string, headers: Headers): Promise<void>;
  /** Whether a password reset link's token can still set a password (unused, in its hour). */
  resetLinkValid(token: string): Promise<boolean>;
  /** Two-step sign-in set up but not confirmed by a first code yet (its key and codes). */
  pendingEnrolment(headers: Headers): Promise<Enrolment | null>;
  /** The signed-in member's passkeys; null when signed out. */
  passkeys(headers: Headers): Promise<PasskeyView[] | null>;
  /** Removes one of the signed-in member's own passkeys; false when it is not one of theirs. */
  removePasskey(headers: Headers, id: string): Promise<boolean>;
}
