import type { Hono } from "hono";
import { clientAddress } from "../../../../server/shared/client-address";
import { AUTH_BASE_PATH } from "../library.server";
import { AUTH_MESSAGES, validateSignUp } from "../schema";
import { guessableFirst } from "../new-password.server";
import { textOf } from "~/lib/form-data";
import {
  fail,
  forward,
  invalid,
  otherFailure,
  publicUser,
  readJson,
  reply,
  tooMany,
  weakPassword,
  weakRefusal,
  type AccountsApi,
} from "./kit.server";
import { memberOf, securityEvent } from "./security.server";

// Joining: a name, an address and a password that is long and hard enough to guess, a limited
// number of new accounts per address and network block, and a signed-in session at once.

/** Whether the account that has this address never confirmed it. */
async function unconfirmedHolder(api: AccountsApi, email: string): Promise<boolean> {
  const context = await api.accounts.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  return found !== null && !found.user.emailVerified;
}

export function mountSignUp(app: Hono, api: AccountsApi) {
  app.post(`${AUTH_BASE_PATH}/sign-up/email`, async (c) => {
    const body = (await readJson(c)) ?? {};
    const result = validateSignUp(body);
    if (!result.ok) {
      const inputs = [textOf(body.name), textOf(body.email)];
      const errors = await guessableFirst(result.errors, "password", textOf(body.password), inputs);
      return invalid(api, c, { ok: false, errors });
    }
    const { name, email, password } = result.value;
    const weak = await weakPassword(password, [name, email]);
    if (weak) return weakRefusal(api, c, "password", weak);
    const wait = api.signUps ? await api.signUps(clientAddress(c, api.config.trustProxy)) : 0;
    if (wait > 0) return tooMany(api, c, wait);
    const from = await forward(api, c, { ...result.value });
    const user = from.status === 200 ? publicUser(from.body?.user) : null;
    if (user) {
      // Joining signs the member in: the log's first entry says so (docs/decisions/460).
      if (from.setCookies.length > 0)
        await securityEvent(api, memberOf(from.body?.user), "joined", c.req.raw.headers);
      return reply(api, c, 200, { user }, from);
    }
    const code = String(from.body?.code ?? "");
    if (code.startsWith("USER_ALREADY_EXISTS")) {
      // An account nobody confirmed does not hold its address (decision 302): its mailbox gets
      // a link to choose the password and take it.
      if (api.mail && (await unconfirmedHolder(api, email))) {
        await forward(api, c, { email }, "/request-password-reset");
        const message = AUTH_MESSAGES.emailUnconfirmed;
        return fail(api, c, 409, {
          code: "EMAIL_UNCONFIRMED",
          message,
          fields: { email: message },
        });
      }
      const message = AUTH_MESSAGES.emailTaken;
      return fail(api, c, 409, { code: "EMAIL_TAKEN", message, fields: { email: message } });
    }
    if (code === "INVALID_EMAIL") {
      const message = AUTH_MESSAGES.emailInvalid;
      return fail(api, c, 400, { code: "INVALID_INPUT", message, fields: { email: message } });
    }
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
      const message =
        code === "PASSWORD_TOO_SHORT"
          ? AUTH_MESSAGES.passwordTooShort
          : AUTH_MESSAGES.passwordTooLong;
      return fail(api, c, 400, { code: "INVALID_INPUT", message, fields: { password: message } });
    }
    return otherFailure(api, c, from);
  });
}
