import type {
  ContactVendorValues,
  FormId,
  JobApplicationValues,
  QuoteRequestValues,
} from "~/domain/form-schemas";

// Sending a dialog form: the multipart payload with exactly the field names of spec section 7,
// and the reading of the reply (spec section 8). React-free, so it is tested on its own.

/** The text parts of a submission, in the order they are sent. */
export type TextParts = Record<string, string>;

export function jobApplicationParts(
  job: { title: string; company: string },
  values: JobApplicationValues,
  mailbox: string,
): TextParts {
  return {
    to: mailbox,
    subject: `Job Application: ${job.title} at ${job.company}`,
    jobTitle: job.title,
    company: job.company,
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    coverLetter: values.coverLetter.trim(),
    linkedinProfile: values.linkedinProfile.trim(),
    portfolioWebsite: values.portfolioWebsite.trim(),
  };
}

export function contactVendorParts(
  vendor: { name: string },
  values: ContactVendorValues,
): TextParts {
  return {
    _subject: `Message for ${vendor.name}`,
    vendorName: vendor.name,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
  };
}

/**
 * A quote request's parts. The sender's name and e-mail are sent only when given: the form asks
 * for them only of a signed-out visitor writing to a company of the network.
 */
export function quoteRequestParts(vendor: { name: string }, values: QuoteRequestValues): TextParts {
  const sender = { name: (values.name ?? "").trim(), email: (values.email ?? "").trim() };
  return {
    _subject: `Quote request for ${vendor.name}`,
    vendorName: vendor.name,
    category: values.category,
    itemService: values.itemService.trim(),
    quantity: values.quantity.trim(),
    deliveryTimeline: values.deliveryTimeline,
    additionalMessage: values.additionalMessage.trim(),
    ...Object.fromEntries(Object.entries(sender).filter(([, value]) => value !== "")),
  };
}

/** The job application's single attachment is `file`; a quote's are file0, file1, ... */
export function toFormData(
  parts: TextParts,
  files: readonly (readonly [string, Blob & { name: string }])[],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) body.append(name, value);
  for (const [name, file] of files) body.append(name, file, file.name);
  return body;
}

/** The endpoint for a mailbox: `<base>/<mailbox>`, as the hosted service's AJAX API has it. */
export function endpointUrl(base: string, mailbox: string): string {
  return `${base.replace(/\/+$/, "")}/${encodeURIComponent(mailbox).replace(/%40/g, "@")}`;
}

export type Outcome =
  | { ok: true; message: string }
  | {
      ok: false;
      reason: "activation" | "failed";
      message: string;
      /** The refusal's own status when our inbox gave one (413, 415, 429...). */
      status?: number;
      /** Seconds to wait before sending again, with a 429. */
      retryAfter?: number;
    };

/** The hosted service sends `success` as the string "true"; accept the boolean as well. */
export function isSuccessFlag(value: unknown): boolean {
  return value === true || value === "true";
}

/** A reply is a success only when the response is ok and `success` is true (spec section 8). */
export async function interpretReply(response: Response): Promise<Outcome> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: "failed", message: `HTTP ${response.status}, not JSON` };
  }
  const reply = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof reply.message === "string" ? reply.message : "";
  if (response.ok && isSuccessFlag(reply.success)) return { ok: true, message };
  if (/activate/i.test(message)) return { ok: false, reason: "activation", message };
  return { ok: false, reason: "failed", message: message || `HTTP ${response.status}` };
}

export async function sendForm(
  url: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
  } catch (error) {
    return { ok: false, reason: "failed", message: String(error) };
  }
  return interpretReply(response);
}

const VERIFY_HINT =
  "If this is the first time the form is used, check the mailbox for the verification e-mail from the form service.";

export const FORM_TEXT: Record<
  FormId,
  { submit: string; pending: string; success: string; failure: string }
> = {
  "job-application": {
    submit: "Submit Application",
    pending: "Submitting...",
    success: "Application submitted successfully! We will be in touch soon.",
    failure: `Failed to submit application. Please try again. ${VERIFY_HINT}`,
  },
  "contact-vendor": {
    submit: "Send Message",
    pending: "Sending...",
    success: "Message sent successfully! The vendor will get back to you soon.",
    failure: `Failed to send message. Please try again. ${VERIFY_HINT}`,
  },
  "quote-request": {
    submit: "Submit Request",
    pending: "Submitting...",
    success: "Quote request submitted successfully! The vendor will reply with a quote.",
    failure: `Failed to submit request. Please try again. ${VERIFY_HINT}`,
  },
};

export const ACTIVATION_TEXT =
  "E-mail verification is required before this form can deliver. Please check the mailbox for a confirmation e-mail from the form service, click its activation link, and then try again.";

/** What the user is told after sending. */
export function outcomeText(form: FormId, outcome: Outcome): string {
  if (outcome.ok) return FORM_TEXT[form].success;
  // A conflict is ours to explain (a second application to one job): its own words.
  if (outcome.status === 409) return outcome.message;
  return outcome.reason === "activation" ? ACTIVATION_TEXT : FORM_TEXT[form].failure;
}
