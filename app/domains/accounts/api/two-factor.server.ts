import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Hono } from "hono";
import { AUTH_BASE_PATH } from "../library.server";
import {
  AUTH_MESSAGES,
  isAppCode,
  validatePasswordConfirm,
  validateTwoFactorCode,
} from "../schema";
import {
  fail,
  forward,
  invalid,
  otherFailure,
  passwordRefusal,
  publicUser,
  readJson,
  reply,
  signedOut,
  type AccountsApi,
} from "./kit.server";
import { CODE_USED } from "../code-once.server";
import { memberOf, securityEvent } from "./security.server";
import { userFor } from "./sessions.server";

// Two-step sign-in (docs/decisions/156): turning it on and off on the account page, the code
// that finishes a sign-in, and confirming it is the member (password, then code) before what
// needs it again (a change of address, leaving).

/** What the two-factor endpoints say besides the common messages. */
export const TWO_FACTOR_TEXT = {
  alreadyOn: "Two-step sign-in is already on.",
} as const;

/** Whether a password (and, with a second factor on, a code) are the signed-in member's. */
export type Confirmation = "ok" | "signed-out" | "wrong-password" | "code-needed" | "wrong-code";

export function mountTwoFactor(app: Hono, api: AccountsApi) {
  const base = AUTH_BASE_PATH;
  // Turning it on needs the password and gives the authenticator app's address (with its
  // secret) and the recovery codes, to this member only; it is on once a first code is confirmed.
  app.post(`${base}/two-factor/enable`, async (c) => {
    const result = validatePasswordConfirm((await readJson(c)) ?? {});
    if (!result.ok) return invalid(api, c, result);
    const session = await userFor(api, c.req.raw.headers);
    if (!session) return signedOut(api, c);
    if (session.twoFactorEnabled) {
      return fail(api, c, 409, { code: "ALREADY_ENABLED", message: TWO_FACTOR_TEXT.alreadyOn });
    }
    const from = await forward(api, c, { password: result.value.password, method: "totp" });
    if (from.status === 200 && typeof from.body?.totpURI === "string") {
      const codes = Array.isArray(from.body.backupCodes) ? from.body.backupCodes : [];
      const enrolment = { totpURI: from.body.totpURI, recoveryCodes: codes.map(String) };
      return reply(api, c, 200, enrolment, from);
    }
    return passwordRefusal(api, c, from);
  });

  app.post(`${base}/two-factor/disable`, async (c) => {
    const result = validatePasswordConfirm((await readJson(c)) ?? {});
    if (!result.ok) return invalid(api, c, result);
    const session = await userFor(api, c.req.raw.headers);
    if (!session) return signedOut(api, c);
    const from = await forward(api, c, { password: result.value.password });
    if (from.status === 200) {
      await securityEvent(api, session, "two-factor-off", c.req.raw.headers);
      return reply(api, c, 200, { ok: true }, from);
    }
    return passwordRefusal(api, c, from);
  });

  // A code: the first one confirms the app on /account; at sign-in, the second step (the
  // pending sign-in's cookie says whose). Six digits are the app's; anything else is tried as
  // a recovery code, which works once.
  app.post(`${base}/two-factor/verify`, async (c) => {
    const result = validateTwoFactorCode((await readJson(c)) ?? {});
    if (!result.ok) return invalid(api, c, result);
    const { code } = result.value;
    const path = isAppCode(code) ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
    // Signed in, the code confirms the app (it turns on); signed out, it finishes a sign-in.
    const member = await userFor(api, c.req.raw.headers);
    const from = await forward(api, c, { code, trustDevice: false }, path);
    if (from.status === 200) {
      const user = publicUser(from.body?.user);
      const headers = c.req.raw.headers;
      if (!member) await securityEvent(api, memberOf(from.body?.user), "signed-in", headers);
      else if (!member.twoFactorEnabled) await securityEvent(api, member, "two-factor-on", headers);
      return reply(api, c, 200, { user }, from);
    }
    const code_ = String(from.body?.code ?? "");
    if (code_ === CODE_USED) {
      const message = AUTH_MESSAGES.codeUsed;
      return fail(api, c, 400, { code: "CODE_USED", message, fields: { code: message } }, from);
    }
    if (
      code_ === "INVALID_TWO_FACTOR_COOKIE" ||
      (from.status === 401 && !code_.startsWith("INVALID_"))
    ) {
      const expired = { code: "SIGNED_OUT", message: AUTH_MESSAGES.twoFactorExpired };
      return fail(api, c, 401, expired, from);
    }
    if (from.status === 429 || code_.startsWith("TOO_MANY") || code_.includes("LOCKED")) {
      const limited = { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts };
      return fail(api, c, 429, limited, from);
    }
    if (from.status === 400 || from.status === 401) {
      const message = AUTH_MESSAGES.wrongCode;
      return fail(api, c, 400, { code: "WRONG_CODE", message, fields: { code: message } }, from);
    }
    return otherFailure(api, c, from);
  });
}

/**
 * Whether `password` is the signed-in member's and, when their second factor is on, `code` is
 * a current code of their app or an unused recovery code (which is then used up).
 */
export async function confirmIdentity(
  api: AccountsApi,
  headers: Headers,
  password: string,
  code: string,
): Promise<Confirmation> {
  const { auth } = api.accounts;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return "signed-out";
  try {
    await auth.api.verifyPassword({ headers, body: { password } });
  } catch {
    return "wrong-password";
  }
  if (session.user.twoFactorEnabled !== true) return "ok";
  const given = code.replace(/\s+/g, "");
  if (!given) return "code-needed";
  try {
    const answer = isAppCode(given)
      ? await auth.api.verifyTOTP({ headers, body: { code: given } })
      : await auth.api.verifyBackupCode({ headers, body: { code: given } });
    return answer ? "ok" : "wrong-code";
  } catch {
    return "wrong-code";
  }
}

/** Two-step sign-in being set up: the app's address (with its key) and the recovery codes. */
export interface Enrolment {
  totpURI: string;
  recoveryCodes: string[];
}

/**
 * The signed-in member's set-up that no code has confirmed yet, read again from the library's
 * row (its key decrypted), so that a wrong first code keeps the key and recovery codes on the
 * page; null when two-step sign-in is on already or was never started.
 */
export async function pendingEnrolment(
  api: AccountsApi,
  headers: Headers,
): Promise<Enrolment | null> {
  const { auth } = api.accounts;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session || session.user.twoFactorEnabled === true) return null;
  const context = await auth.$context;
  const row = await context.adapter.findOne<{ secret: string }>({
    model: "twoFactor",
    where: [{ field: "userId", value: session.user.id }],
  });
  if (!row) return null;
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret });
  const totpURI = createOTP(secret, { digits: 6, period: 30 }).url(
    context.appName,
    session.user.email,
  );
  const codes = await auth.api
    .viewBackupCodes({ body: { userId: session.user.id } })
    .catch(() => ({ backupCodes: [] as string[] }));
  return { totpURI, recoveryCodes: codes.backupCodes };
}
