import type { Hono } from "hono";
import { textOf } from "~/lib/form-data";
import { guessableFirst } from "../new-password.server";
import { AUTH_BASE_PATH } from "../library.server";
import { AUTH_MESSAGES, validatePasswordChange, validateProfileName } from "../schema";
import {
  fail,
  forward,
  invalid,
  otherFailure,
  publicUser,
  readJson,
  reply,
  signedOut,
  weakPassword,
  weakRefusal,
  type AccountsApi,
} from "./kit.server";
import { securityEvent } from "./security.server";
import { userFor } from "./sessions.server";

// The signed-in member's own name and password (the profile dialog and the account page).

export function mountProfile(app: Hono, api: AccountsApi) {
  app.post(`${AUTH_BASE_PATH}/update-user`, async (c) => {
    const result = validateProfileName((await readJson(c)) ?? {});
    if (!result.ok) return invalid(api, c, result);
    const from = await forward(api, c, { name: result.value.name });
    if (from.status === 401) return signedOut(api, c, from);
    if (from.status !== 200) return otherFailure(api, c, from);
    const session = await api.accounts.auth.api.getSession({ headers: c.req.raw.headers });
    return reply(api, c, 200, { user: publicUser(session?.user) }, from);
  });

  app.post(`${AUTH_BASE_PATH}/change-password`, async (c) => {
    const body = (await readJson(c)) ?? {};
    const result = validatePasswordChange(body);
    const session = await userFor(api, c.req.raw.headers);
    if (!result.ok) {
      const inputs = session ? [session.name, session.email] : [];
      const password = textOf(body.newPassword);
      const errors = await guessableFirst(result.errors, "newPassword", password, inputs);
      return invalid(api, c, { ok: false, errors });
    }
    if (!session) return signedOut(api, c);
    const weak = await weakPassword(result.value.newPassword, [session.name, session.email]);
    if (weak) return weakRefusal(api, c, "newPassword", weak);
    const from = await forward(api, c, { ...result.value, revokeOtherSessions: true });
    if (from.status === 200) {
      await securityEvent(api, session, "password-changed", c.req.raw.headers);
      return reply(api, c, 200, { user: publicUser(from.body?.user) }, from);
    }
    if (from.status === 401) return signedOut(api, c, from);
    if (from.status === 400 && from.body?.code === "INVALID_PASSWORD") {
      const message = AUTH_MESSAGES.wrongCurrentPassword;
      return fail(api, c, 400, {
        code: "WRONG_CURRENT_PASSWORD",
        message,
        fields: { currentPassword: message },
      });
    }
    return otherFailure(api, c, from);
  });
}
