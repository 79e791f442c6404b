import { data, redirect, type AppLoadContext } from "react-router";
import { sameEmail, validateSignUp } from "~/domains/accounts/index.server";
import { readAccountsReply } from "~/domains/accounts/index.server";
import { notFound, type Viewer } from "~/lib/access.server";
import { fieldText } from "~/lib/form-data";
import type { KeepOutcome } from "./data/keeping.server";
import type { JoinAnswer, KeepAnswer } from "./thread-messages";

// Keeping the thread a private link opens in an account (docs/decisions/230): signed in, or by
// joining from the link's page. Only the address the request was sent from may keep it, at once
// when that address is confirmed, else by a link e-mailed to it; the link lets its holder read
// and answer, never take the thread to another account.

const JOIN_WITH_SENDER =
  "Join with the e-mail address this request was sent from to keep it in your account.";

/** Where a keeping leads: the thread in the account, or the page saying a link was e-mailed. */
function kept(outcome: KeepOutcome | null, headers?: Headers) {
  if (outcome && "sent" in outcome)
    return data<KeepAnswer>({ keep: { sent: outcome.sent } }, { headers });
  throw redirect(outcome ? `/account/requests/${outcome.kept}` : "/account/requests", { headers });
}

/**
 * Keeps the thread in the signed-in member's account and opens it there, or e-mails the link that
 * does it (an address not confirmed yet); 404 if the member may not keep it.
 */
export async function keepThread(context: AppLoadContext, token: string) {
  if (!context.user) notFound();
  return kept((await context.requests.keep(token, context.user)) ?? notFound());
}

/**
 * The link e-mailed to keep a thread (/requests/keep/<token>): opened signed in to the account
 * that asked, it keeps the thread there and opens it; signed out, sign in first; else 404.
 */
export async function openKeepLink(context: AppLoadContext, member: Viewer, token: string) {
  const id = await context.requests.confirmKeep(token, member);
  if (!id) return data(null, { status: 404 });
  throw redirect(`/account/requests/${id}`);
}

/** Makes the account from the link's page and keeps the thread in it, or says what stopped it. */
export async function joinAndKeep(context: AppLoadContext, token: string, form: FormData) {
  const text = (name: string) => fieldText(form, name);
  const input = { name: text("name"), email: text("email"), password: text("password") };
  const values = { name: input.name, email: input.email };
  const thread = (await context.requests.thread(token)) ?? notFound();
  const checked = validateSignUp(input);
  if (!checked.ok) {
    return data<JoinAnswer>(
      { join: { message: null, fields: checked.errors, values } },
      { status: 400 },
    );
  }
  // Only the address the request was sent from may keep it (the link lets its holder read and
  // answer, never take the thread to another account).
  if (!sameEmail(checked.value.email, thread.buyerEmail)) {
    return data<JoinAnswer>(
      { join: { message: null, fields: { email: JOIN_WITH_SENDER }, values } },
      { status: 400 },
    );
  }
  if (!context.accounts) {
    return data<JoinAnswer>(
      { join: { message: "Accounts are not available here.", fields: {}, values } },
      { status: 503 },
    );
  }
  const answer = await context.accounts.post("/sign-up/email", checked.value);
  const result = await readAccountsReply(answer.clone());
  if (!result.ok) {
    const fields = result.fields as JoinAnswer["join"]["fields"];
    const message = Object.keys(fields).length > 0 ? null : result.message;
    return data<JoinAnswer>({ join: { message, fields, values } }, { status: answer.status });
  }
  const outcome = await context.requests.keepForNewAccount(token, checked.value.email);
  const headers = new Headers();
  for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return kept(outcome, headers);
}
