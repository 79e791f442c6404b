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
import { MAX_REQUEST_BYTES } from "~/domain/form-rules";
import type { FormId } from "~/domain/form-schemas";
import { endpointUrl, interpretReply, sendForm, type Outcome } from "./submission";

// A form posted to its route without JavaScript: read within the size limit, checked with the
// form's schema, and delivered to our inbox in-process or, when the build sends forms to the
// hosted service, relayed to it as the browser would have sent it.

export interface Delivery {
  inbox: AppLoadContext["forms"];
  endpoint?: string;
  mailbox?: string;
  fetch?: typeof fetch;
}

export interface ActionAnswer {
  result: FormResult;
  status: number;
}

/**
 * The request's form data, read only while it stays within `max` bytes: the declared length is
 * checked before anything is read, and the bytes are counted as they arrive.
 */
export async function readFormData(
  request: Request,
  max = MAX_REQUEST_BYTES,
): Promise<FormData | "too-large" | "malformed"> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > max) return "too-large";
  if (!request.body) return "malformed";
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) controller.error(new RangeError("The form is too large."));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: counted,
      duplex: "half",
    } as RequestInit);
    return await copy.formData();
  } catch {
    return seen > max ? "too-large" : "malformed";
  }
}

async function deliver(body: FormData, post: FormPost, delivery: Delivery): Promise<Outcome> {
  const endpoint = delivery.endpoint ?? FORM_ENDPOINT;
  const mailbox = delivery.mailbox ?? FORM_MAILBOX;
  if (isHostedEndpoint(endpoint)) {
    return sendForm(endpointUrl(endpoint, mailbox), body, delivery.fetch);
  }
  try {
    return await interpretReply(await delivery.inbox.submit(mailbox, withAttempt(body, post)));
  } catch (error) {
    console.error("Forms inbox: a submission from a form page failed:", error);
    return { ok: false, reason: "failed", message: String(error) };
  }
}

/** Everything a form route's action does, returning what to show and the HTTP status. */
export async function receiveForm(
  form: FormId,
  request: Request,
  subject: FormSubject,
  delivery: Delivery,
): Promise<ActionAnswer> {
  const data = await readFormData(request);
  if (data === "too-large") return { result: refusal(form, data), status: 413 };
  if (data === "malformed") return { result: refusal(form, data), status: 400 };
  const post = readFormPost(form, data);
  const prepared = preparePost(form, subject, post, delivery.mailbox ?? FORM_MAILBOX);
  if (!prepared.ok) return { result: prepared.result, status: prepared.status };
  const outcome = await deliver(prepared.body, post, delivery);
  return { result: resultOf(form, outcome, post), status: outcome.ok ? 200 : 502 };
}

/**
 * A form route's action: the form about `subject` (the job or vendor the address names; 404 once
 * it is gone) received and answered with what the page shows.
 */
export async function formRouteAction(
  form: FormId,
  subject: FormSubject | null | undefined,
  request: Request,
  inbox: Delivery["inbox"],
) {
  if (!subject) return data(refusal(form, "malformed"), { status: 404 });
  const { result, status } = await receiveForm(form, request, subject, { inbox });
  return data(result, { status });
}
