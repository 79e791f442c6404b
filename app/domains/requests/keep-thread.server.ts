import { data, redirect, type AppLoadContext } from "react-router";
import { sameEmail, validateSignUp } from "~/domains/accounts/index.server";
import { readAccountsReply } from "~/domains/accounts/index.server";
import { notFound } from "~/lib/access.server";
import { fieldText } from "~/lib/form-data";
import type { JoinAnswer } from "./thread-messages";

// Keeping the thread a private link opens in an account (docs/decisions/120): signed in, or by
// joining from the link's page. Only the address the request was sent from may keep it; the link
// lets its holder read and answer, never take the thread to another account.

const JOIN_WITH_SENDER =
  "Join with the e-mail address this request was sent from to keep it in your account.";

/** Keeps the thread in the signed-in member's account and opens it there; 404 if it may not. */
export async function keepThread(context: AppLoadContext, token: string): Promise<never> {
  if (!context.user) notFound();
  const id = (await context.requests.keep(token, context.user.id)) ?? notFound();
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
  const id = await context.requests.keepForNewAccount(token, checked.value.email);
  const headers = new Headers();
  for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  throw redirect(id ? `/account/requests/${id}` : "/account/requests", { headers });
}
