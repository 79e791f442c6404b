import { data, redirect, type AppLoadContext } from "react-router";
import type { Posted } from "~/lib/route-policy.server";

// The console's unconfirmed members (docs/decisions/157): an operator confirms a member's
// address by hand when the site sends no e-mail. Operators only, as the route declares
// (app/domains/accounts/routes/admin-members.tsx); each confirmation is written to the server's log with the operator's id.

export const MEMBERS_DONE = {
  verified: "Confirmed: the member may publish now.",
  stale: "Nothing changed: that member has confirmed already or left.",
} as const;

/** The console's Confirm form's limit. */
export const MEMBERS_FORM_LIMIT = 8 * 1024;

export async function loadUnverifiedMembers(context: AppLoadContext, url: URL) {
  const done = url.searchParams.get("done");
  return {
    members: await context.repo.accountEmails.unverified(),
    done:
      done && Object.hasOwn(MEMBERS_DONE, done)
        ? MEMBERS_DONE[done as keyof typeof MEMBERS_DONE]
        : null,
  };
}

export async function verifyMemberAction(
  context: AppLoadContext,
  { viewer: operator, form }: Posted,
  url: URL,
) {
  const email = String(form.get("id") ?? "").trim();
  if (form.get("intent") !== "verify" || email === "") return data(null, { status: 400 });
  const pending = (await context.repo.accountEmails.unverified()).some((m) => m.email === email);
  const verified = pending && (await context.repo.accountEmails.verify(email));
  if (verified) {
    // Who decided, not whose address: the member's e-mail stays out of the log.
    console.log(`[console] operator ${operator.id} confirmed a member's e-mail address`);
  }
  url.searchParams.set("done", verified ? "verified" : "stale");
  return redirect(`${url.pathname}?${url.searchParams}`);
}
