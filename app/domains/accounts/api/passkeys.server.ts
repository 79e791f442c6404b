import type { Hono } from "hono";
import { AUTH_BASE_PATH } from "../library.server";
import { AUTH_MESSAGES } from "../schema";
import {
  fail,
  forward,
  otherFailure,
  publicUser,
  readJson,
  reply,
  signedOut,
  type AccountsApi,
} from "./kit.server";
import { memberOf, securityEvent } from "./security.server";
import { userFor } from "./sessions.server";

// Passkeys (docs/decisions/422), with the accounts library's passkey plugin: the browser asks for
// the options of a new passkey or of a sign-in, lets the authenticator answer, and posts the
// answer back. Only these four of the plugin's endpoints are open; the account page lists and
// removes passkeys on the server (AuthModule.passkeys, removePasskey).

/** What the passkey endpoints say besides the common messages. */
export const PASSKEY_TEXT = {
  notAdded: "The passkey could not be added. Try again, or use another authenticator.",
  notSignedIn: "That passkey did not sign you in. Try again, or sign in with your password.",
} as const;

/** A passkey's name as the member typed it: short, plain text. */
const passkeyName = (value: unknown) =>
  typeof value === "string" ? value.trim().slice(0, 60) || undefined : undefined;

/** The authenticator's answer: an object, passed on to the plugin, which checks it. */
const answerOf = (body: Record<string, unknown> | null) =>
  body && typeof body.response === "object" && body.response !== null ? body.response : null;

export function mountPasskeys(app: Hono, api: AccountsApi) {
  const base = `${AUTH_BASE_PATH}/passkey`;
  app.get(`${base}/generate-register-options`, async (c) => {
    const member = await userFor(api, c.req.raw.headers);
    if (!member) return signedOut(api, c);
    const from = await forward(api, c);
    if (from.status === 200 && from.body) return reply(api, c, 200, from.body, from);
    return otherFailure(api, c, from);
  });

  app.post(`${base}/verify-registration`, async (c) => {
    const body = await readJson(c);
    const response = answerOf(body);
    const member = await userFor(api, c.req.raw.headers);
    if (!member) return signedOut(api, c);
    if (!response) return fail(api, c, 400, { code: "INVALID", message: PASSKEY_TEXT.notAdded });
    const from = await forward(api, c, { response, name: passkeyName(body?.name) });
    if (from.status === 200) {
      await securityEvent(api, member, "passkey-added", c.req.raw.headers);
      return reply(api, c, 200, { ok: true }, from);
    }
    if (from.status === 401) return signedOut(api, c, from);
    if (from.status === 400) {
      return fail(api, c, 400, { code: "NOT_ADDED", message: PASSKEY_TEXT.notAdded }, from);
    }
    return otherFailure(api, c, from);
  });

  app.get(`${base}/generate-authenticate-options`, async (c) => {
    const from = await forward(api, c);
    if (from.status === 200 && from.body) return reply(api, c, 200, from.body, from);
    return otherFailure(api, c, from);
  });

  app.post(`${base}/verify-authentication`, async (c) => {
    const response = answerOf(await readJson(c));
    if (!response) {
      return fail(api, c, 400, { code: "INVALID", message: PASSKEY_TEXT.notSignedIn });
    }
    const from = await forward(api, c, { response });
    const user = from.status === 200 ? publicUser(from.body?.user) : null;
    if (user) {
      const headers = c.req.raw.headers;
      await securityEvent(api, memberOf(from.body?.user), "signed-in-passkey", headers);
      return reply(api, c, 200, { user }, from);
    }
    if (from.status === 400 || from.status === 401 || from.status === 404) {
      return fail(api, c, 401, { code: "NOT_SIGNED_IN", message: PASSKEY_TEXT.notSignedIn });
    }
    if (from.status === 429) {
      return fail(api, c, 429, { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyAttempts });
    }
    return otherFailure(api, c, from);
  });
}

/** One of the member's passkeys, as the account page lists it. */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
}

/** The signed-in member's passkeys, oldest first; null when signed out. */
export async function passkeysOf(
  api: AccountsApi,
  headers: Headers,
): Promise<PasskeyView[] | null> {
  const { auth } = api.accounts;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const list = await auth.api.listPasskeys({ headers });
  return list.map((p, i) => ({
    id: p.id,
    name: p.name?.trim() || `Passkey ${i + 1}`,
    createdAt: new Date(p.createdAt).toISOString(),
  }));
}

/** Removes one of the signed-in member's own passkeys; false when it is not one of theirs. */
export async function removePasskey(
  api: AccountsApi,
  headers: Headers,
  id: string,
): Promise<boolean> {
  const { auth } = api.accounts;
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session || !id) return false;
  try {
    await auth.api.deletePasskey({ headers, body: { id } });
  } catch {
    return false;
  }
  await securityEvent(api, session.user, "passkey-removed", headers);
  return true;
}
