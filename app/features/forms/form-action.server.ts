import { data, type AppLoadContext } from "react-router";
import { FORM_ENDPOINT, FORM_MAILBOX, isHostedEndpoint } from "./form-config";
import {
  preparePost,
  readFormPost,
  refusal,
  resultOf,
  withAttempt,
  type FormPost,
  type FormResult,
  type FormSubject,
} from "./form-post";
import { SENDER_IDENTITY, type FormId } from "~/domain/form-schemas";
import { MAX_REQUEST_BYTES } from "~/domain/form-rules";
import type { FormOutcome } from "~/lib/route-policy.server";
import { endpointUrl, sendForm, type Outcome } from "./submission";

// A form posted to its route without JavaScript: read by the route's policy within the size limit
// (the pipeline's one reading of a form, decisions 216 and 221), checked with the form's schema, and delivered to our inbox in-process (a function call with a typed answer) or,
// when the build sends forms to the hosted service, relayed to it as the browser would have
// sent it (whose JSON reply `interpretReply` reads).

export interface Delivery {
  inbox: AppLoadContext["forms"];
  endpoint?: string;
  mailbox?: string;
  fetch?: typeof fetch;
}

export interface ActionAnswer {
  result: FormResult;
  status: number;
  /** Seconds before the visitor may send again (with a 429). */
  retryAfter?: number;
}

type InboxAnswer = Awaited<ReturnType<Delivery["inbox"]["submit"]>>;

/** What our inbox's typed answer means for the visitor (no HTTP reply to read back). */
export function outcomeOfAnswer(
  answer: Pick<InboxAnswer, "kind" | "reply" | "status" | "retryAfter">,
): Outcome {
  const { message } = answer.reply;
  if (answer.kind === "stored" || answer.kind === "replayed") return { ok: true, message };
  const reason = answer.kind === "activation" ? "activation" : "failed";
  // The inbox's refusal keeps its own status on the page (413, 415, 429...), not a 502.
  if (answer.status < 400) return { ok: false, reason, message };
  return { ok: false, reason, message, status: answer.status, retryAfter: answer.retryAfter };
}

async function deliver(
  body: FormData,
  post: FormPost,
  subject: FormSubject,
  delivery: Delivery,
): Promise<Outcome> {
  const endpoint = delivery.endpoint ?? FORM_ENDPOINT;
  const mailbox = delivery.mailbox ?? FORM_MAILBOX;
  if (isHostedEndpoint(endpoint)) {
    return sendForm(endpointUrl(endpoint, mailbox), body, delivery.fetch);
  }
  // The vendor is the one of the page's address: the inbox routes a request to its company by it.
  // A job application goes to the company that posted the job, by the job's id.
  const from =
    "slug" in subject && subject.slug
      ? { vendor: subject.slug }
      : "id" in subject && subject.id
        ? { job: subject.id }
        : undefined;
  try {
    return outcomeOfAnswer(await delivery.inbox.submit(mailbox, withAttempt(body, post), from));
  } catch (error) {
    console.error("Forms inbox: a submission from a form page failed:", error);
    return { ok: false, reason: "failed", message: String(error) };
  }
}

/** How the form routes' policies read their form: the dialog forms' limit, its refusal shown. */
export const FORM_PAGE_BODY = { max: MAX_REQUEST_BYTES, refusals: "handler" } as const;

/** How a form route takes its form: who must give a name and e-mail, who is known already. */
interface FormOptions {
  askSender?: boolean;
  sender?: { name: string; email: string } | null;
}

/** Everything a form route's action does, returning what to show and the HTTP status. */
export async function receiveForm(
  form: FormId,
  data: FormOutcome,
  subject: FormSubject,
  delivery: Delivery,
  options: FormOptions = {},
): Promise<ActionAnswer> {
  if (data === "too-large") return { result: refusal(form, data), status: 413 };
  if (data === "malformed") return { result: refusal(form, data), status: 400 };
  const post = readFormPost(form, data);
  // A signed-in member's request carries the account's name and e-mail, whatever was typed.
  const { sender, ...checks } = options;
  if (sender) {
    for (const [key, name] of Object.entries(SENDER_IDENTITY[form])) {
      if (name in post.values) post.values[name] = sender[key as "name" | "email"];
    }
  }
  const prepared = preparePost(form, subject, post, delivery.mailbox ?? FORM_MAILBOX, checks);
  if (!prepared.ok) return { result: prepared.result, status: prepared.status };
  const outcome = await deliver(prepared.body, post, subject, delivery);
  const result = resultOf(form, outcome, post);
  if (outcome.ok) return { result, status: 200 };
  return { result, status: outcome.status ?? 502, retryAfter: outcome.retryAfter };
}

/**
 * A form route's action: the form (as its policy read it, FORM_PAGE_BODY) about `subject` (the job or vendor the address names; 404 once
 * it is gone) received and answered with what the page shows. `askSender`: the visitor is signed
 * out and writes to a company of the network, so their name and e-mail are required; `sender`:
 * the signed-in member, whose name and e-mail the request carries.
 */
export async function formRouteAction(
  form: FormId,
  subject: FormSubject | null | undefined,
  posted: FormOutcome,
  inbox: Delivery["inbox"],
  options: FormOptions = {},
) {
  if (!subject) return data(refusal(form, "malformed"), { status: 404 });
  const { result, status, retryAfter } = await receiveForm(
    form,
    posted,
    subject,
    { inbox },
    options,
  );
  const headers = retryAfter ? { "Retry-After": String(retryAfter) } : undefined;
  return data(result, { status, headers });
}
