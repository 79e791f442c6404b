import type { Hono } from "hono";
import { AUTH_BASE_PATH } from "../library.server";
import { AUTH_MESSAGES } from "../schema";
import { fail, forward, otherFailure, reply, signedOut, type AccountsApi } from "./kit.server";
import { userFor } from "./sessions.server";
import { confirmIdentity, type Confirmation } from "./two-factor.server";

// The member's e-mail address: confirming it with the link we send ("Resend" sends a new one),
// and changing it, which the new address confirms the same way (docs/decisions/151, 158).

/** What a member's request to change their address came to. */
export type EmailChangeRequest = Exclude<Confirmation, "ok"> | "sent" | "same" | "no-mail";
export type EmailVerification = "verified" | "invalid" | "sign-in";

export function mountEmail(app: Hono, api: AccountsApi) {
  // "Resend": a new confirmation link to the signed-in member's own address.
  app.post(`${AUTH_BASE_PATH}/send-verification-email`, async (c) => {
    const session = await userFor(api, c.req.raw.headers);
    if (!session) return signedOut(api, c);
    if (session.emailVerified) {
      return fail(api, c, 409, {
        code: "ALREADY_VERIFIED",
        message: AUTH_MESSAGES.alreadyVerified,
      });
    }
    if (!api.mail) {
      return fail(api, c, 503, { code: "NO_MAIL", message: AUTH_MESSAGES.mailUnavailable });
    }
    const from = await forward(api, c, { email: session.email });
    if (from.status === 200) return reply(api, c, 200, { ok: true });
    return otherFailure(api, c, from);
  });
}

/**
 * Starts a change of the signed-in member's address once their password (and code) confirms
 * it is them: a link goes to the new address and a notice to the old one.
 */
export async function changeEmail(
  api: AccountsApi,
  headers: Headers,
  password: string,
  code: string,
  newEmail: string,
): Promise<EmailChangeRequest> {
  const session = await api.accounts.auth.api.getSession({ headers }).catch(() => null);
  if (!session) return "signed-out";
  const to = newEmail.trim().toLowerCase();
  if (to === session.user.email.toLowerCase()) return "same";
  if (!api.mail) return "no-mail";
  const verdict = await confirmIdentity(api, headers, password, code);
  if (verdict !== "ok") return verdict;
  // The library answers the same whether or not another account has the address, so the
  // page reveals no accounts; the link goes only to an address nobody has.
  await api.accounts.auth.api.changeEmail({ headers, body: { newEmail: to } });
  const from = session.user.email;
  await api.mail.send(
    from,
    "Your ProcureConnect e-mail address is changing",
    [
      `Someone signed in to your ProcureConnect account asked to change its e-mail address from ${from} to ${to}.`,
      "",
      "The change happens when the new address is confirmed with the link we sent there.",
      "If this was not you, sign in, change your password and end your other sessions on your account page:",
      `${api.config.siteOrigin}/account`,
    ].join("\n"),
  );
  return "sent";
}

/**
 * Confirms the address a verification link was sent to (with this request's session, for a
 * change of address: "sign-in" when there is none); "invalid" when the link is not valid.
 */
export async function verifyEmail(
  api: AccountsApi,
  token: string,
  headers: Headers,
): Promise<EmailVerification> {
  // A change of address is confirmed in the member's own session, so that no new session
  // appears in their list for a link opened elsewhere.
  if (changeTokenOf(token) && !(await userFor(api, headers))) return "sign-in";
  try {
    const answer = await api.accounts.auth.api.verifyEmail({ query: { token }, headers });
    return answer?.status === true ? "verified" : "invalid";
  } catch {
    return "invalid";
  }
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
