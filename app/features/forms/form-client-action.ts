import { FORM_ENDPOINT, FORM_MAILBOX, FORM_URL, isHostedEndpoint } from "./form-config";
import {
  forOurInbox,
  preparePost,
  readFormPost,
  resultOf,
  subjectOfPost,
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
  const subject = subjectOfPost(form, data);
  const prepared = preparePost(form, subject, post, FORM_MAILBOX);
  if (!prepared.ok) return prepared.result;
  // The attempt key and the vendor page are our inbox's business, never the hosted service's.
  const body = isHostedEndpoint(FORM_ENDPOINT)
    ? prepared.body
    : forOurInbox(prepared.body, post, subject);
  return resultOf(form, await send(FORM_URL, body));
}
