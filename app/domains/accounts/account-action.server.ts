import { data, redirect, type AppLoadContext } from "react-router";
import { tooManyMessage } from "~/domain/limits";
import type { Viewer } from "~/lib/access.server";
import { fieldText } from "~/lib/form-data";
import type { FormOutcome, LimitRule, Posted } from "~/lib/route-policy.server";
import {
  ACCOUNT_TEXT,
  INTENTS,
  SECURITY_INTENTS,
  type AccountAnswer as Answer,
} from "./account-text";
import { readAccountsReply } from "./builtin/accounts-api";
import { enrolmentView } from "./enrolment.server";
import {
  AUTH_MESSAGES,
  validateEmailChange,
  validatePasswordChange,
  validatePasswordConfirm,
  validateTwoFactorCode,
} from "./schema";

// The account page's forms (/account): each a plain POST told apart by `intent`, so that they
// work without JavaScript. What needs the password again is limited per member.

type Accounts = NonNullable<AppLoadContext["accounts"]>;
/** How the password (and code) that confirm it is the member were taken. */
type Confirmation = Awaited<ReturnType<Accounts["leave"]>>;

/** One form's post: the accounts, who posts, what they typed, and how to answer. */
interface Post {
  accounts: Accounts;
  member: Viewer;
  intent: Answer["intent"];
  text: (name: string) => string;
  answer: (result: Omit<Answer, "intent">, status?: number) => ReturnType<typeof data<Answer>>;
}

/** The Set-Cookie headers of an accounts answer, for the page's own answer. */
function cookiesOf(reply: Response): Headers {
  const headers = new Headers();
  for (const cookie of reply.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Ends the session cookie in this browser (the session itself is gone with the account). */
const ENDED_SESSION_COOKIE =
  "procureconnect.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax";

/** The account page's forms (passwords, two-step codes, the address): the route declares it. */
export const ACCOUNT_FORM_MAX_BYTES = 8 * 1024;

/** What needs the password again is limited per member, once its form is read. */
export const ACCOUNT_LIMIT: LimitRule = {
  take: Object.fromEntries(SECURITY_INTENTS.map((intent) => [intent, "account-security"])),
  when: "in-handler",
};

export async function accountAction(
  context: AppLoadContext,
  { viewer: member, form, limit: take }: Required<Posted<FormOutcome>>,
) {
  const text = (name: string) => (typeof form === "string" ? "" : fieldText(form, name));
  const intent = INTENTS.find((i) => i === text("intent")) ?? "change-password";
  const answer = (result: Omit<Answer, "intent">, status = 200) =>
    data<Answer>({ intent, ...result }, { status });
  if (!context.accounts) {
    return answer({ ok: false, message: AUTH_MESSAGES.unavailable, fields: {} }, 503);
  }
  {
    // What needs the password again (the route declares which: ACCOUNT_LIMIT).
    const limit = await take();
    if (!limit.allowed) {
      const message = tooManyMessage(limit.retryAfter);
      return answer({ ok: false, message, fields: {} }, 429);
    }
  }
  const post: Post = { accounts: context.accounts, member, intent, text, answer };
  if (intent === "enable-2fa" || intent === "disable-2fa") return switchTwoFactor(post);
  if (intent === "confirm-2fa") return confirmTwoFactor(post);
  if (intent === "delete-account") return leave(post);
  if (intent === "change-email") return changeEmail(post);
  if (intent === "end-session" || intent === "end-others") return endSessions(post);
  if (intent === "remove-passkey") return removePasskey(post);
  if (intent === "resend") return resend(post);
  return changePassword(post);
}

/** A refusal of the accounts API, with its fields' messages or else its message. */
async function refusal({ answer }: Post, reply: Response) {
  const result = await readAccountsReply(reply);
  const fields = result.ok ? {} : (result.fields as Answer["fields"]);
  const message = result.ok || Object.keys(fields).length > 0 ? null : result.message;
  return answer({ ok: false, message, fields }, reply.status);
}

async function switchTwoFactor(post: Post) {
  const { accounts, intent, text, answer } = post;
  const checked = validatePasswordConfirm({ password: text("password") });
  if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
  const path = intent === "enable-2fa" ? "/two-factor/enable" : "/two-factor/disable";
  const reply = await accounts.post(path, checked.value);
  const body = (await reply
    .clone()
    .json()
    .catch(() => null)) as { totpURI?: string; recoveryCodes?: string[] } | null;
  if (reply.ok && intent === "disable-2fa") {
    return data<Answer>(
      { intent, ok: true, message: ACCOUNT_TEXT.turnedOff, fields: {} },
      { headers: cookiesOf(reply) },
    );
  }
  if (reply.ok && typeof body?.totpURI === "string") {
    const enrolment = await enrolmentView(body.totpURI, body.recoveryCodes ?? []);
    return data<Answer>({ intent, ok: true, message: null, fields: {}, enrolment });
  }
  return refusal(post, reply);
}

async function confirmTwoFactor(post: Post) {
  const { accounts, intent, text, answer } = post;
  const checked = validateTwoFactorCode({ code: text("code") });
  if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
  const reply = await accounts.post("/two-factor/verify", checked.value);
  if (reply.ok) {
    return data<Answer>(
      { intent, ok: true, message: ACCOUNT_TEXT.enrolled, fields: {} },
      { headers: cookiesOf(reply) },
    );
  }
  // A wrong code keeps the key and the recovery codes on the page, to try again.
  const refused = await readAccountsReply(reply);
  const pending = await accounts.pendingEnrolment();
  const enrolment = pending
    ? await enrolmentView(pending.totpURI, pending.recoveryCodes)
    : undefined;
  const fields = refused.ok ? {} : (refused.fields as Answer["fields"]);
  const message = refused.ok || Object.keys(fields).length > 0 ? null : refused.message;
  return answer({ ok: false, message, fields, enrolment }, reply.status);
}

/** A refusal of the password or the code that confirms it is the member. */
function unconfirmed(
  { answer }: Post,
  verdict: Exclude<Confirmation, "ok">,
  given?: Answer["given"],
) {
  if (verdict === "wrong-password") {
    const message = AUTH_MESSAGES.wrongPassword;
    return answer({ ok: false, message: null, fields: { password: message }, given }, 400);
  }
  if (verdict === "code-needed" || verdict === "wrong-code") {
    const message = verdict === "code-needed" ? ACCOUNT_TEXT.codeNeeded : AUTH_MESSAGES.wrongCode;
    return answer({ ok: false, message: null, fields: { code: message }, given }, 400);
  }
  return answer({ ok: false, message: AUTH_MESSAGES.signedOut, fields: {} }, 401);
}

async function leave(post: Post) {
  const { accounts, text, answer } = post;
  const checked = validatePasswordConfirm({ password: text("password") });
  if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
  const verdict = await accounts.leave(checked.value.password, text("code"));
  if (verdict === "ok") {
    throw redirect("/account-deleted", { headers: { "Set-Cookie": ENDED_SESSION_COOKIE } });
  }
  return unconfirmed(post, verdict);
}

async function changeEmail(post: Post) {
  const { accounts, member, text, answer } = post;
  const given = { newEmail: text("newEmail").slice(0, 254) };
  const checked = validateEmailChange({ newEmail: given.newEmail, password: text("password") });
  if (!checked.ok) {
    return answer({ ok: false, message: null, fields: checked.errors, given }, 400);
  }
  const { newEmail, password } = checked.value;
  const verdict = await accounts.changeEmail(password, text("code"), newEmail);
  if (verdict === "sent") {
    const message = ACCOUNT_TEXT.emailChangeSent(newEmail, member.email);
    return answer({ ok: true, message, fields: {} });
  }
  if (verdict === "same") {
    const fields = { newEmail: ACCOUNT_TEXT.sameEmail };
    return answer({ ok: false, message: null, fields, given }, 400);
  }
  if (verdict === "no-mail") {
    return answer({ ok: false, message: ACCOUNT_TEXT.emailByOperator, fields: {}, given }, 503);
  }
  return unconfirmed(post, verdict, given);
}

async function endSessions({ accounts, intent, text, answer }: Post) {
  if (intent === "end-session") {
    const ended = await accounts.endSession(text("session"));
    return ended
      ? answer({ ok: true, message: ACCOUNT_TEXT.sessionEnded, fields: {} })
      : answer({ ok: false, message: ACCOUNT_TEXT.sessionGone, fields: {} }, 404);
  }
  await accounts.endOtherSessions();
  return answer({ ok: true, message: ACCOUNT_TEXT.othersEnded, fields: {} });
}

/** Removes one of the member's own passkeys; another member's id removes nothing. */
async function removePasskey({ accounts, text, answer }: Post) {
  const removed = await accounts.removePasskey(text("passkey").slice(0, 200));
  return removed
    ? answer({ ok: true, message: ACCOUNT_TEXT.passkeyRemoved, fields: {} })
    : answer({ ok: false, message: ACCOUNT_TEXT.passkeyGone, fields: {} }, 404);
}

async function resend({ accounts, answer }: Post) {
  const reply = await accounts.post("/send-verification-email", {});
  const result = await readAccountsReply(reply);
  return result.ok
    ? answer({ ok: true, message: ACCOUNT_TEXT.resent, fields: {} })
    : answer({ ok: false, message: result.message, fields: {} }, reply.status);
}

async function changePassword({ accounts, intent, text, answer }: Post) {
  const checked = validatePasswordChange({
    currentPassword: text("currentPassword"),
    newPassword: text("newPassword"),
  });
  if (!checked.ok) return answer({ ok: false, message: null, fields: checked.errors }, 400);
  const reply = await accounts.post("/change-password", checked.value);
  const result = await readAccountsReply(reply.clone());
  if (!result.ok) {
    const fields = result.fields as Answer["fields"];
    const message = Object.keys(fields).length > 0 ? null : result.message;
    return answer({ ok: false, message, fields }, reply.status);
  }
  // The other sessions ended and this one was renewed: its new cookie goes back to the browser.
  return data<Answer>(
    { intent, ok: true, message: ACCOUNT_TEXT.passwordChanged, fields: {} },
    { headers: cookiesOf(reply) },
  );
}
