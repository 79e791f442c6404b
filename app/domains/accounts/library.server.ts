import { betterAuth, type BetterAuthOptions } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { twoFactor } from "better-auth/plugins/two-factor";
import { passkey } from "@better-auth/passkey";
import path from "node:path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./schema";
import { accountEmail } from "../../../server/db/accounts";
import { exclusively, isPostgres, type Db } from "../../../server/db/database";
import { importLegacySqlite } from "../../../server/db/legacy-import";
import { windowCounter } from "../../../server/shared/limits";
import type { SharedState } from "../../../server/shared/shared-state";
import { codeOnce } from "./code-once.server";
import { claimedByReset } from "./data/emails.server";

// The built-in accounts: better-auth with e-mail and password, its users, sessions and
// accounts in the site's database (server/db), through the same Kysely instance. Only our
// module's routes reach it (see api/auth-module.server.ts).

export const AUTH_BASE_PATH = "/api/auth";
/** Where the accounts were kept before they joined the site's database (imported once). */
export const LEGACY_AUTH_DB_FILE = "auth.sqlite";
/** The library's tables, parents first. */
export const AUTH_TABLES = ["user", "session", "account", "verification"] as const;
/** The passkeys' table (the passkey plugin's, made by getMigrations with the others). */
export const PASSKEY_TABLE = "passkey";
/** Set by our server from the socket (or the trusted proxy): never taken from the client. */
export const CLIENT_IP_HEADER = "x-procureconnect-client-ip";

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

/** Requests per client IP that the library allows, by path (the session check is not limited). */
export const IP_RATE_LIMITS: Readonly<Record<string, RateRule>> = {
  "/sign-in/email": { window: 60, max: 30 },
  "/sign-up/email": { window: 60, max: 30 },
  "/change-password": { window: 60, max: 10 },
  "/update-user": { window: 60, max: 30 },
  "/request-password-reset": { window: 60, max: 5 },
  "/reset-password": { window: 60, max: 10 },
  "/send-verification-email": { window: 60, max: 5 },
  "/two-factor/enable": { window: 60, max: 10 },
  "/two-factor/disable": { window: 60, max: 10 },
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
  "/passkey/generate-register-options": { window: 60, max: 10 },
  "/passkey/verify-registration": { window: 60, max: 10 },
  "/passkey/generate-authenticate-options": { window: 60, max: 30 },
  "/passkey/verify-authentication": { window: 60, max: 30 },
};

/** How long a password reset link works (seconds): an hour, and once. */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an e-mail verification link works (seconds): three days. */
export const VERIFY_LINK_SECONDS = 3 * 24 * 60 * 60;

/** The accounts' own e-mails (verification, password reset), sent through the outbox. */
export interface AccountMail {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** The page a reset link opens. */
export const resetPasswordLink = (siteOrigin: string, token: string) =>
  `${siteOrigin}/reset-password?${new URLSearchParams({ token })}`;
/** The page a verification link opens. */
export const verifyEmailLink = (siteOrigin: string, token: string) =>
  `${siteOrigin}/verify-email?${new URLSearchParams({ token })}`;

export interface AccountsOptions {
  /** The site's database. */
  db: Db;
  /** Where an earlier version's `auth.sqlite` may be. */
  dataDir: string;
  secret: string;
  siteOrigin: string;
  trustedOrigins: (request?: Request) => string[];
  ipRateLimits?: Readonly<Record<string, RateRule>>;
  /** Redis, when the servers share one: the per-IP limits count there. */
  shared?: SharedState | null;
  /** Where the accounts' e-mails go; null without mail (nothing is sent: see decision 151). */
  mail?: AccountMail | null;
  /** For tests: the clock that says how long ago a two-step code was used. */
  now?: () => number;
  /** Told when a password reset link set a new password (the security log and its e-mail). */
  onPasswordReset?: (user: { id: string; email: string }, request?: Request) => Promise<void>;
}

/**
 * The passkeys' relying party: the site's host name. A browser offers passkeys only over HTTPS
 * or at `localhost`, so a loopback address (127.0.0.1) is named `localhost`.
 */
export function passkeyRpId(siteOrigin: string): string {
  const host = new URL(siteOrigin).hostname;
  return host === "127.0.0.1" || host === "[::1]" ? "localhost" : host;
}

type Level = "debug" | "info" | "success" | "warn" | "error";

function authOptions(options: AccountsOptions) {
  return {
    appName: "ProcureConnect",
    baseURL: options.siteOrigin,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    database: { db: options.db, type: isPostgres(options.db) ? "postgres" : "sqlite" },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      // The link opens our page, which posts the token with the new password: once, within the
      // hour, and every session of the account ends (docs/decisions/152).
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link proved the mailbox: an address nobody had confirmed is the resetter's now.
      onPasswordReset: async (
        { user }: { user: { id: string; email: string; emailVerified?: boolean | null } },
        request?: Request,
      ) => {
        await claimedByReset({ db: options.db }, user);
        await options.onPasswordReset?.(user, request);
      },
      sendResetPassword: async ({ user, token }: { user: { email: string }; token: string }) => {
        await options.mail?.send(
          user.email,
          "Reset your ProcureConnect password",
          [
            "Someone (we hope you) asked to reset the password of your ProcureConnect account.",
            "",
            "Choose a new password here (the link works once, for an hour):",
            resetPasswordLink(options.siteOrigin, token),
            "",
            "If you did not ask for this, ignore this e-mail: your password stays as it is.",
          ].join("\n"),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: Boolean(options.mail),
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({
        user,
        token,
      }: {
        user: { id: string; email: string };
        token: string;
      }) => {
        // A member changing their address: the link goes to the new one, which is not the
        // account's yet (docs/decisions/158).
        const current = (await accountEmail(options.db, user.id))?.toLowerCase() ?? null;
        if (current !== null && current !== user.email.toLowerCase()) {
          await options.mail?.send(
            user.email,
            "Confirm your new e-mail address for ProcureConnect",
            [
              `You asked to use this address for your ProcureConnect account instead of ${current}.`,
              "",
              "Confirm it by opening this link while signed in (it works for three days):",
              verifyEmailLink(options.siteOrigin, token),
              "",
              "Until you do, your account keeps its old address.",
              "If you did not ask for this, ignore this e-mail.",
            ].join("\n"),
          );
          return;
        }
        await options.mail?.send(
          user.email,
          "Confirm your e-mail address for ProcureConnect",
          [
            "Welcome to ProcureConnect.",
            "",
            "Confirm that this address is yours by opening this link (it works for three days):",
            verifyEmailLink(options.siteOrigin, token),
            "",
            "Until you do, you can browse and edit your profile but not publish.",
            "If you did not join ProcureConnect, ignore this e-mail.",
          ].join("\n"),
        );
      },
    },
    // A member changes their address from the account page: a link to the new address
    // confirms it, and the old one is told (docs/decisions/158).
    user: { changeEmail: { enabled: true } },
    // Optional second factor: an authenticator app's codes, and recovery codes that work once
    // (docs/decisions/156). Its table comes with the others from getMigrations.
    // A code works once (docs/decisions/420). Passkeys are a second way to sign in, with the
    // library's own plugin (docs/decisions/422); its table comes with the others too.
    plugins: [
      twoFactor({ issuer: "ProcureConnect", backupCodeOptions: { amount: 10 } }),
      codeOnce(options.db, options.now),
      passkey({ rpID: passkeyRpId(options.siteOrigin), rpName: "ProcureConnect" }),
    ],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    trustedOrigins: (request) => options.trustedOrigins(request),
    rateLimit: {
      enabled: true,
      ...(options.shared
        ? { customStorage: ipLimitStorage(options.shared) }
        : { storage: "memory" as const }),
      window: 60,
      max: 120,
      customRules: { ...(options.ipRateLimits ?? IP_RATE_LIMITS), "/get-session": false },
    },
    advanced: {
      // Our module adds Secure per request when it arrives over HTTPS (see api/kit.server.ts),
      // so one cookie name works behind a TLS proxy and on plain http://localhost.
      useSecureCookies: false,
      cookiePrefix: "procureconnect",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: "warn",
      // Messages only: the library's extra arguments can hold request bodies.
      log: (level: Level, message: string) => {
        if (level === "error") console.error(`[accounts] ${message}`);
        else if (level === "warn") console.warn(`[accounts] ${message}`);
      },
    },
  } satisfies BetterAuthOptions;
}

function ipLimitStorage(shared: SharedState) {
  const counter = windowCounter("accounts-ip", shared);
  return { consume: (key: string, rule: RateRule) => counter.consume(key, rule) };
}

const createAuth = (options: AccountsOptions) => betterAuth(authOptions(options));

export type Auth = ReturnType<typeof createAuth>;

export interface Accounts {
  auth: Auth;
}

/** Creates the library's tables (for `npm run db -- import`, before the accounts move in). */
export async function createAccountTables(db: Db, siteOrigin: string): Promise<void> {
  const options = authOptions({
    db,
    dataDir: "",
    secret: "only-the-schema-is-created-with-this-key",
    siteOrigin,
    trustedOrigins: () => [siteOrigin],
  });
  await exclusively(db, "accounts-schema", async () => {
    // On SQLite nothing holds the other server processes of the installation (WEB_CONCURRENCY)
    // back: one that finds a table another has just made looks at the schema again.
    for (let attempt = 1; ; attempt++) {
      try {
        const { runMigrations } = await getMigrations(options);
        await runMigrations();
        return;
      } catch (error) {
        if (attempt >= 5 || !/already exists/i.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
}

/**
 * Creates or migrates the library's tables in the site's database (moving in the accounts of an
 * earlier version's `auth.sqlite`, once), then starts the library on them.
 */
export async function openAccounts(options: AccountsOptions): Promise<Accounts> {
  // Tables first, so the library finds its schema complete when it starts.
  // Several servers may start at once on one PostgreSQL: one creates the tables, the others
  // then find them complete.
  await createAccountTables(options.db, options.siteOrigin);
  await importLegacySqlite(
    options.db,
    path.join(options.dataDir, LEGACY_AUTH_DB_FILE),
    AUTH_TABLES,
  );
  return { auth: createAuth(options) };
}
