import { FORM_ENDPOINT, FORM_MAILBOX, FORM_URL, isHostedEndpoint } from "./form-config";
import {
  preparePost,
  readFormPost,
  resultOf,
  subjectOfPost,
  withAttempt,
  type FormResult,
} from "./form-post";
import type { FormId } from "~/domain/form-schemas";
import { sendForm } from "./submission";

/**
 * A form route's client action: in the browser the form goes straight to the form endpoint (our
 * inbox, or the hosted service), as the dialogs always sent it, after the same schema check as
 * the server's.
 */
export async function sendFromBrowser(
  form: FormId,
  request: Request,
  send: typeof sendForm = sendForm,
): Promise<FormResult> {
  const data = await request.formData();
  const post = readFormPost(form, data);
  const prepared = preparePost(form, subjectOfPost(form, data), post, FORM_MAILBOX);
  if (!prepared.ok) return prepared.result;
  const body = isHostedEndpoint(FORM_ENDPOINT) ? prepared.body : withAttempt(prepared.body, post);
  return resultOf(form, await send(FORM_URL, body));
}
