import { data, redirect, type AppLoadContext } from "react-router";
import { canModerate, checkReason } from "~/domains/companies/index.server";
import { notFound } from "~/lib/access.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";

// What operators do from the console, each a small HTML form posted to the page it is on:
// approve, reject (with a reason for the owner), unlist and relist a company, revert an edit,
// mark a submission handled. Their routes admit operators only (who: "operator", with
// CONSOLE_FORM: a form that cannot be read is a 400, whatever its size); the answer is a
// redirect back to the page with what was done, or the reason's problem with what was typed.

export const CONSOLE_INTENTS = [
  "approve",
  "reject",
  "unlist",
  "relist",
  "revert",
  "handled",
  "unhandled",
] as const;
export type ConsoleIntent = (typeof CONSOLE_INTENTS)[number];

export interface ConsoleRefusal {
  id: string;
  reason: string;
  error: string;
}

/** The notice shown after each intent (`?done=`). */
export const DONE_MESSAGES: Record<ConsoleIntent | "stale", string> = {
  approve: "Approved: the company is listed in the directory, and its owner is told.",
  reject: "Rejected: the owner sees your reason.",
  unlist: "Unlisted: the company is no longer in the directory.",
  relist: "Relisted: the company is back in the directory.",
  revert: "Reverted: the company's details are back to what they were before that edit.",
  handled: "Marked as handled.",
  unhandled: "Marked as new again.",
  stale: "Nothing changed: someone else has dealt with it already.",
};

/** How a console form is read: the action answers 400 itself when it cannot be read. */
export const CONSOLE_FORM = { max: 64 * 1024, refusals: "handler" } as const;

function back(request: Request, done: ConsoleIntent | "stale") {
  const url = new URL(request.url);
  url.searchParams.set("done", done);
  return redirect(`${url.pathname}?${url.searchParams}`);
}

export async function consoleAction(
  context: AppLoadContext,
  { viewer: operator, form: posted }: Posted<FormOutcome>,
  request: Request,
) {
  if (!canModerate(operator)) notFound();
  if (typeof posted === "string") return data(null, { status: 400 });
  const intent = String(posted.get("intent") ?? "") as ConsoleIntent;
  const id = String(posted.get("id") ?? "");
  if (!CONSOLE_INTENTS.includes(intent) || id === "") return data(null, { status: 400 });
  const review = { by: operator.id };
  const { companies } = context.repo;

  switch (intent) {
    case "approve":
    case "reject": {
      let reason: string | undefined;
      if (intent === "reject") {
        const checked = checkReason(posted.get("reason"));
        if (!checked.ok) {
          const typed = String(posted.get("reason") ?? "");
          return data<ConsoleRefusal>({ id, reason: typed, error: checked.error }, { status: 400 });
        }
        reason = checked.reason;
      }
      const company = await context.companies.decide(intent, id, { ...review, reason });
      return back(request, company ? intent : "stale");
    }
    case "unlist":
    case "relist": {
      const company = await companies[intent](id, review);
      return back(request, company ? intent : "stale");
    }
    case "revert": {
      const company = await companies.revertEdit(id, operator.id);
      return back(request, company ? "revert" : "stale");
    }
    case "handled":
    case "unhandled": {
      const done = await context.inbox.markHandled(id, intent === "handled" ? operator.id : null);
      if (!done) notFound();
      return back(request, intent);
    }
  }
}

/** The notice for `?done=` on a console page, if any. */
export function doneMessage(url: URL): string | null {
  const done = url.searchParams.get("done");
  return done && Object.hasOwn(DONE_MESSAGES, done)
    ? DONE_MESSAGES[done as keyof typeof DONE_MESSAGES]
    : null;
}
