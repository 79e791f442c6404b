import { data, redirect, type AppLoadContext } from "react-router";
import { requireOperator } from "~/lib/access.server";
import { readFormData } from "~/lib/form-data.server";

// The console's unconfirmed members (docs/decisions/157): an operator confirms a member's
// address by hand when the site sends no e-mail. Operators only, checked here on the server;
// each confirmation is written to the server's log with the operator's id.

export const MEMBERS_DONE = {
  verified: "Confirmed: the member may publish now.",
  stale: "Nothing changed: that member has confirmed already or left.",
} as const;

const FORM_LIMIT = 8 * 1024;

export async function loadUnverifiedMembers(context: AppLoadContext, request: Request) {
  requireOperator(context);
  const done = new URL(request.url).searchParams.get("done");
  return {
    members: await context.repo.accountEmails.unverified(),
    done:
      done && Object.hasOwn(MEMBERS_DONE, done)
        ? MEMBERS_DONE[done as keyof typeof MEMBERS_DONE]
        : null,
  };
}

export async function verifyMemberAction(context: AppLoadContext, request: Request) {
  const operator = requireOperator(context);
  const posted = await readFormData(request, FORM_LIMIT);
  if (typeof posted === "string") return data(null, { status: 400 });
  const email = String(posted.get("id") ?? "").trim();
  if (posted.get("intent") !== "verify" || email === "") return data(null, { status: 400 });
  const pending = (await context.repo.accountEmails.unverified()).some((m) => m.email === email);
  const verified = pending && (await context.repo.accountEmails.verify(email));
  if (verified) {
    // Who decided, not whose address: the member's e-mail stays out of the log.
    console.log(`[console] operator ${operator.id} confirmed a member's e-mail address`);
  }
  const url = new URL(request.url);
  url.searchParams.set("done", verified ? "verified" : "stale");
  return redirect(`${url.pathname}?${url.searchParams}`);
}
