import type { Hono } from "hono";
import { AUTH_BASE_PATH } from "../library.server";
import { guessableFirst } from "../new-password.server";
import { textOf } from "~/lib/form-data";
import { AUTH_MESSAGES, validatePasswordReset, validatePasswordResetRequest } from "../schema";
import {
  commonFailure,
  fail,
  forward,
  invalid,
  otherFailure,
  readJson,
  reply,
  weakPassword,
  weakRefusal,
  type AccountsApi,
} from "./kit.server";

// A forgotten password: a link by e-mail, then a new password on the page the link opens.

/** The name and e-mail of the member a reset link is for (guessable in their new password). */
async function resettingMember(api: AccountsApi, token: string): Promise<string[]> {
  if (!token) return [];
  const context = await api.accounts.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const user = found ? await context.internalAdapter.findUserById(found.value) : null;
  return user ? [user.name, user.email] : [];
}

/** Whether a reset link's token can still set a password: not used yet, and within its hour. */
export async function resetLinkValid(api: AccountsApi, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const context = await api.accounts.auth.$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && new Date(found.expiresAt).getTime() > Date.now());
}

export function mountRecovery(app: Hono, api: AccountsApi) {
  // Forgot password: the same answer whatever the address, so it tells no one who has an account.
  app.post(`${AUTH_BASE_PATH}/request-password-reset`, async (c) => {
    const result = validatePasswordResetRequest((await readJson(c)) ?? {});
    if (!result.ok) return invalid(api, c, result);
    const from = await forward(api, c, { email: result.value.email });
    const failure = from.status === 200 ? null : commonFailure(api, c, from);
    if (failure) return failure;
    if (from.status !== 200) {
      console.warn(`[accounts] password reset request answered ${from.status}`);
    }
    return reply(api, c, 200, { ok: true, message: AUTH_MESSAGES.resetRequested });
  });

  // The reset link's page posts here: once, within the hour; every session of the account ends.
  app.post(`${AUTH_BASE_PATH}/reset-password`, async (c) => {
    const body = (await readJson(c)) ?? {};
    const result = validatePasswordReset(body);
    const inputs = await resettingMember(api, textOf(body.token));
    if (!result.ok) {
      const password = textOf(body.newPassword);
      const errors = await guessableFirst(result.errors, "newPassword", password, inputs);
      return invalid(api, c, { ok: false, errors });
    }
    const weak = await weakPassword(result.value.newPassword, inputs);
    if (weak) return weakRefusal(api, c, "newPassword", weak);
    const from = await forward(api, c, { ...result.value });
    if (from.status === 200) return reply(api, c, 200, { ok: true });
    if (from.status === 400) {
      return fail(api, c, 400, {
        code: "INVALID_TOKEN",
        message: AUTH_MESSAGES.resetLinkInvalid,
      });
    }
    return otherFailure(api, c, from);
  });
}
