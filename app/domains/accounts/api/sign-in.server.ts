import type { Hono } from "hono";
import type { Outcome } from "../../../../server/auth/sign-in-guard";
import { clientAddress } from "../../../../server/shared/client-address";
import { AUTH_BASE_PATH } from "../library.server";
import { AUTH_MESSAGES, validateSignIn } from "../schema";
import {
  fail,
  forward,
  invalid,
  otherFailure,
  publicUser,
  readJson,
  reply,
  tooMany,
  type AccountsApi,
} from "./kit.server";
import { memberOf, securityEvent } from "./security.server";

// Signing in with an address and a password: failed attempts are slowed down per address and
// client (server/auth/sign-in-guard.ts); with two-step sign-in on, a right password leads to
// the second step (two-factor.server.ts) instead of a session.

export function mountSignIn(app: Hono, api: AccountsApi) {
  app.post(`${AUTH_BASE_PATH}/sign-in/email`, async (c) => {
    const result = validateSignIn((await readJson(c)) ?? {});
    if (!result.ok) return invalid(api, c, result);
    const { email, password } = result.value;
    const admission = await api.guard.admit(email, clientAddress(c, api.config.trustProxy));
    if (!admission.allowed) return tooMany(api, c, admission.retryAfter);
    let outcome: Outcome = "error";
    try {
      const from = await forward(api, c, { email, password, rememberMe: true });
      const user = from.status === 200 ? publicUser(from.body?.user) : null;
      if (user) {
        outcome = "success";
        await securityEvent(api, memberOf(from.body?.user), "signed-in", c.req.raw.headers);
        return reply(api, c, 200, { user }, from);
      }
      if (from.status === 200 && from.body?.twoFactorRedirect === true) {
        // The password is right; the second factor's page finishes the sign-in (its cookie
        // names the pending sign-in for ten minutes; no session exists yet).
        outcome = "success";
        return reply(api, c, 200, { user: null, twoFactor: true }, from);
      }
      if (from.status === 401 || from.status === 400) {
        outcome = "failure";
        return fail(api, c, 401, {
          code: "WRONG_CREDENTIALS",
          message: AUTH_MESSAGES.wrongCredentials,
        });
      }
      return otherFailure(api, c, from);
    } finally {
      await admission.settle(outcome);
    }
  });
}
