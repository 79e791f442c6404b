import {
  IDEMPOTENCY_FIELD,
  isAttemptKey,
  JOB_FIELD,
  MESSAGES,
  PREVIOUS_CV_FIELD,
  PREVIOUS_CV_ID,
  VENDOR_FIELD,
} from "~/domain/form-rules";
import {
  FILE_INPUT,
  schemaOf,
  validateSubmission,
  visitorValues,
  VISITOR_FIELDS,
  withPreviousCv,
  withSender,
  type FormId,
} from "~/domain/form-schemas";
import {
  FORM_TEXT,
  contactVendorParts,
  jobApplicationParts,
  outcomeText,
  quoteRequestParts,
  toFormData,
  type Outcome,
  type TextParts,
} from "./submission";
import { fieldText } from "~/lib/form-data";

// A form as its route receives it (spec section 7 is what it sends on): the visitor's fields and
// files, read from the posted form data, turned into the payload, checked with the form's zod
// schema, and the answer the visitor sees. The route's server action (no JavaScript) and its
// client action (the dialogs and the form pages in the browser) both go through here.

/**
 * What the form is about: the job applied for, or the vendor written to (by its slug, the
 * address of the page the form was sent from: a request reaches its company by that, never by
 * its name; docs/decisions/106).
 */
export type FormSubject =
  { title: string; company: string; id?: string } | { name: string; slug?: string };

/**
 * The subject as the browser sends it along, under the payload's own names (`jobTitle` and
 * `company`, or `vendorName`). The server action ignores these and reads the database.
 */
export function subjectFields(subject: FormSubject): Record<string, string> {
  if ("title" in subject) {
    return subject.id
      ? { jobTitle: subject.title, company: subject.company, [JOB_FIELD]: subject.id }
      : { jobTitle: subject.title, company: subject.company };
  }
  return subject.slug
    ? { vendorName: subject.name, [VENDOR_FIELD]: subject.slug }
    : { vendorName: subject.name };
}

export function subjectOfPost(form: FormId, data: FormData): FormSubject {
  const text = (name: string) => fieldText(data, name);
  return form === "job-application"
    ? { title: text("jobTitle"), company: text("company"), id: text(JOB_FIELD) || undefined }
    : { name: text("vendorName"), slug: text(VENDOR_FIELD) || undefined };
}

export interface FormPost {
  /** Each visitor field as typed ("" when it was not sent). */
  values: Record<string, string>;
  files: File[];
  /** The attempt's idempotency key, when the form sent a well-formed one. */
  attempt?: string;
  /**
   * The CV of the member's last application, sent again (`_cv`, an attachment id): used only
   * when no file is attached (a new file wins), and only by our inbox, which checks it is theirs.
   */
  previousCv?: string;
}

/** An empty file input still sends a part: a file with no name and no bytes. It is no file. */
function isChosenFile(value: FormDataEntryValue): value is File {
  return typeof value !== "string" && (value.name !== "" || value.size > 0);
}

export function readFormPost(form: FormId, data: FormData): FormPost {
  const values: Record<string, string> = {};
  for (const name of VISITOR_FIELDS[form]) {
    values[name] = fieldText(data, name);
  }
  const input = FILE_INPUT[form];
  const files = input === null ? [] : data.getAll(input).filter(isChosenFile);
  const attempt = data.get(IDEMPOTENCY_FIELD);
  const post: FormPost = isAttemptKey(attempt) ? { values, files, attempt } : { values, files };
  const previousCv = form === "job-application" ? fieldText(data, PREVIOUS_CV_FIELD) : "";
  if (files.length === 0 && PREVIOUS_CV_ID.test(previousCv)) post.previousCv = previousCv;
  return post;
}

/** The form data the browser sends to the route: the visitor's fields, files and the subject. */
export function postOf(
  form: FormId,
  subject: FormSubject,
  values: Readonly<Record<string, string>>,
  files: readonly File[],
  attempt?: string,
  previousCv?: string,
): FormData {
  const data = new FormData();
  if (attempt) data.append(IDEMPOTENCY_FIELD, attempt);
  if (previousCv && files.length === 0) data.append(PREVIOUS_CV_FIELD, previousCv);
  for (const [name, value] of Object.entries(subjectFields(subject))) data.append(name, value);
  for (const name of VISITOR_FIELDS[form]) data.append(name, values[name] ?? "");
  const input = FILE_INPUT[form];
  if (input !== null) for (const file of files) data.append(input, file, file.name);
  return data;
}

/** The text parts of spec section 7, for this form. */
export function partsOf(
  form: FormId,
  subject: FormSubject,
  values: Readonly<Record<string, string>>,
  mailbox: string,
): TextParts {
  if (form === "job-application" && "title" in subject) {
    return jobApplicationParts(subject, visitorValues(form, values), mailbox);
  }
  const vendor = { name: "name" in subject ? subject.name : "" };
  return form === "contact-vendor"
    ? contactVendorParts(vendor, visitorValues(form, values))
    : quoteRequestParts(vendor, visitorValues("quote-request", values));
}

/** The attachments under their payload names: `file`, or file0, file1, ... */
export function filePartsOf(form: FormId, files: readonly File[]): [string, File][] {
  return form === "job-application"
    ? files.slice(0, 1).map((file) => ["file", file])
    : files.map((file, i) => [`file${i}`, file]);
}

/** What the visitor is told, and (after an error) what to show again in the form. */
export type FormResult =
  | { kind: "success"; text: string }
  | {
      kind: "error";
      text: string;
      /** The field the message is about, for focus and aria-invalid. */
      field?: string;
      /** What was typed, for a page rendered again by the server. */
      values?: Record<string, string>;
      /** Files that were sent: a browser cannot put them back in the file input. */
      fileNames?: string[];
    };

export type Prepared =
  { ok: true; body: FormData } | { ok: false; result: FormResult; status: 400 | 413 | 415 };

/** The payload to send, or the first problem with it (checked with the form's zod schema). */
export function preparePost(
  form: FormId,
  subject: FormSubject,
  post: FormPost,
  mailbox: string,
  { askSender = false }: { askSender?: boolean } = {},
): Prepared {
  const parts = partsOf(form, subject, post.values, mailbox);
  const asked = askSender ? withSender(schemaOf(form)) : schemaOf(form);
  const schema = post.previousCv && post.files.length === 0 ? withPreviousCv(asked) : asked;
  const problem = validateSubmission(schema, parts, post.files);
  if (problem) {
    return {
      ok: false,
      status: problem.status,
      result: {
        kind: "error",
        text: problem.message,
        field: problem.field,
        values: post.values,
        fileNames: post.files.map((f) => f.name),
      },
    };
  }
  return { ok: true, body: toFormData(parts, filePartsOf(form, post.files)) };
}

/**
 * The payload as it goes to our own inbox: with the attempt's key, so that a retry is not
 * stored twice, and the last application's CV when it is sent again. (The hosted service is sent
 * the payload alone: both are ours.)
 */
export function withAttempt(body: FormData, post: FormPost): FormData {
  if (post.attempt) body.set(IDEMPOTENCY_FIELD, post.attempt);
  if (post.previousCv && post.files.length === 0) body.set(PREVIOUS_CV_FIELD, post.previousCv);
  return body;
}

/**
 * The payload as the browser sends it to our own inbox: with the attempt's key and, for a
 * vendor, the slug of the page it was sent from (which company of the network it is for), for
 * a job, its id.
 */
export function forOurInbox(body: FormData, post: FormPost, subject: FormSubject): FormData {
  withAttempt(body, post);
  if ("slug" in subject && subject.slug) body.set(VENDOR_FIELD, subject.slug);
  if ("id" in subject && subject.id) body.set(JOB_FIELD, subject.id);
  return body;
}

/** The spec's success, verification or failure text for a delivery's outcome. */
export function resultOf(form: FormId, outcome: Outcome, post?: FormPost): FormResult {
  if (outcome.ok) return { kind: "success", text: outcomeText(form, outcome) };
  return {
    kind: "error",
    text: outcomeText(form, outcome),
    values: post?.values,
    fileNames: post?.files.map((f) => f.name),
  };
}

/** A refusal before the form could be read: too large, or not a form at all. */
export function refusal(form: FormId, reason: "too-large" | "malformed"): FormResult {
  if (reason === "malformed") return { kind: "error", text: FORM_TEXT[form].failure };
  if (form === "contact-vendor") return { kind: "error", text: FORM_TEXT[form].failure };
  const text = form === "job-application" ? MESSAGES.fileTooLarge : MESSAGES.totalTooLarge;
  return { kind: "error", text, field: "file" };
}
