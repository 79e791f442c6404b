import { data } from "react-router";
import {
  IDEMPOTENCY_FIELD,
  isAttemptKey,
  MAX_REQUEST_BYTES,
  newAttemptKey,
} from "~/domain/form-rules";
import { tooManyMessage } from "~/domain/limits";
import { checkReply } from "./rules";
import { notFound } from "~/lib/access.server";
import { ATTEMPT_CONFLICT_MESSAGE } from "../../../server/db/attempt-keys";
import type { FormOutcome, LimitRule, TakeLimit } from "~/lib/route-policy.server";
import type { ReplyOutcome, ReplyUpload } from "./data/model.server";

// What a thread's page does when posted to, for either side (the owner's inbox, the signed-in
// buyer's request, the private link's page): a reply with its files, closing, reopening, turning
// off the private links. Each page says who the poster is through `ops`; the service refuses
// anyone else, and a refusal is a 404.

import type { ThreadAnswer } from "./thread-messages";

export type { ThreadAnswer } from "./thread-messages";

/** A thread's form: its limit, and its replies' limit, taken once a reply is valid. */
export const THREAD_FORM = { max: MAX_REQUEST_BYTES, refusals: "handler" } as const;
export const THREAD_LIMIT = {
  take: { reply: "request-reply" },
  when: "in-handler",
} as const satisfies LimitRule;

export interface ThreadOps {
  /** The route's declared limit (THREAD_LIMIT), per member, or per `limitKey` when given. */
  limit: TakeLimit;
  /** Who the limit counts against when the poster is not signed in (a private link). */
  limitKey?: string;
  /** `key`: the form's attempt key (decision 290), when it sent one. */
  reply(body: string, files: ReplyUpload[], key?: string): Promise<ReplyOutcome>;
  setOpen(open: boolean): Promise<boolean>;
  revoke(): Promise<boolean>;
}

export const CLOSED_MESSAGE = "This conversation is closed: reopen it to reply.";

const answer = (a: ThreadAnswer, status = 200) =>
  status === 200 ? a : data<ThreadAnswer>(a, { status });

async function uploadsOf(form: FormData): Promise<ReplyUpload[]> {
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string");
  return Promise.all(
    files
      .filter((f) => f.name !== "" || f.size > 0)
      .map(async (f) => ({
        name: f.name,
        type: f.type,
        bytes: new Uint8Array(await f.arrayBuffer()),
      })),
  );
}

/** Does what the posted form asks (the pipeline read it under THREAD_FORM). */
export async function threadAction(posted: FormOutcome, ops: ThreadOps) {
  if (typeof posted === "string") {
    return answer(
      { error: "The reply could not be read. Please try again.", body: "", done: null },
      posted === "too-large" ? 413 : 400,
    );
  }
  const intent = posted.get("intent");
  const body = typeof posted.get("body") === "string" ? (posted.get("body") as string) : "";
  if (intent === "close" || intent === "reopen") {
    if (!(await ops.setOpen(intent === "reopen"))) notFound();
    return answer({ error: null, body, done: intent === "close" ? "closed" : "reopened" });
  }
  if (intent === "revoke") {
    if (!(await ops.revoke())) notFound();
    return answer({ error: null, body: "", done: "revoked" });
  }
  if (intent !== "reply") {
    return answer({ error: "Choose Send reply, Close or Reopen.", body, done: null }, 400);
  }
  const checked = checkReply(body);
  if (!checked.ok) return answer({ error: checked.error, body, done: null }, 400);
  const limit = await ops.limit(ops.limitKey);
  if (!limit.allowed) {
    return data<ThreadAnswer>(
      { error: tooManyMessage(limit.retryAfter), body, done: null },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const key = posted.get(IDEMPOTENCY_FIELD);
  const outcome = await ops.reply(
    checked.body,
    await uploadsOf(posted),
    isAttemptKey(key) ? key : undefined,
  );
  if (!outcome.ok) {
    if (outcome.reason === "not-found") notFound();
    if (outcome.reason === "conflict") {
      // A fresh key with the answer: sending the changed reply again goes through.
      const error = ATTEMPT_CONFLICT_MESSAGE;
      return answer({ error, body, done: null, attempt: newAttemptKey() }, 409);
    }
    const error = outcome.reason === "files" ? outcome.error : CLOSED_MESSAGE;
    return answer({ error, body, done: null }, outcome.reason === "closed" ? 409 : 400);
  }
  return answer({ error: null, body: "", done: "replied" });
}
