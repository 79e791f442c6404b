import { createHash } from "node:crypto";
import {
  JOB_FIELD,
  PREVIOUS_CV_FIELD,
  PREVIOUS_CV_ID,
  VENDOR_FIELD,
} from "../../app/domain/form-rules";
import {
  detectForm,
  fileKindOf,
  unexpectedPart,
  validateSubmission,
  withPreviousCv,
  type FormSchema,
} from "../../app/domain/form-schemas";
import { MIME_OF, sniffKind } from "../shared/sniff";
import type { NewAttachment } from "./attachments";
import { Rejection, type Received } from "./receive";

// A submission as the forms inbox received it, checked: one of our forms, no unexpected part,
// valid fields, files whose bytes are what their names say, at most one idempotency key, vendor
// and job; and the fingerprint that tells a retry from another submission under the same key.

/** The form field that may carry a submission's idempotency key (or the header does). */
export const IDEMPOTENCY_FIELD = "_idempotency";
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_CONFLICT_MESSAGE =
  "This Idempotency-Key was already used for a different submission. Send it with a new key.";
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const VENDOR_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const JOB_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export interface Checked {
  schema: FormSchema;
  fields: [string, string][];
  attachments: NewAttachment[];
  /** The sender's idempotency key, when it gave one. */
  key?: string;
  /** The slug of the vendor page it was sent from (`_vendor`), when it said. */
  vendor?: string;
  /** The id of the job page it was sent from (`_job`), when it said. */
  job?: string;
  /**
   * The attachment id of the CV a member's earlier application sent, to send again (`_cv`): only
   * when no file came; the router checks that it is the sender's own.
   */
  previousCv?: string;
}

/**
 * What is wrong with a received submission, checked against its form's schema. The
 * idempotency key (`headerKey`, or the `_idempotency` field) is taken out of the fields first.
 */
export function checkSubmission(received: Received, headerKey?: string): Checked | Rejection {
  // Browsers send the line breaks of a textarea as CRLF; count and store them as typed.
  let fields = received.fields.map(([name, value]): [string, string] => [
    name,
    value.replace(/\r\n?/g, "\n"),
  ]);
  const keys = fields.filter(([name]) => name === IDEMPOTENCY_FIELD).map(([, value]) => value);
  const vendors = fields.filter(([name]) => name === VENDOR_FIELD).map(([, value]) => value);
  const jobs = fields.filter(([name]) => name === JOB_FIELD).map(([, value]) => value);
  const cvs = fields.filter(([name]) => name === PREVIOUS_CV_FIELD).map(([, value]) => value);
  const ours = [IDEMPOTENCY_FIELD, VENDOR_FIELD, JOB_FIELD, PREVIOUS_CV_FIELD];
  fields = fields.filter(([name]) => !ours.includes(name));
  if (vendors.length > 1 || (vendors[0] !== undefined && !VENDOR_SLUG.test(vendors[0]))) {
    return new Rejection(400, "The vendor field must name one vendor page.");
  }
  if (jobs.length > 1 || (jobs[0] !== undefined && !JOB_ID.test(jobs[0]))) {
    return new Rejection(400, "The job field must name one job page.");
  }
  if (cvs.length > 1 || (cvs[0] !== undefined && !PREVIOUS_CV_ID.test(cvs[0]))) {
    return new Rejection(400, "The CV field must name one earlier CV.");
  }
  if (headerKey !== undefined) keys.push(headerKey);
  const key = keys[0];
  if (keys.some((k) => k !== key)) {
    return new Rejection(400, "The submission carries two different idempotency keys.");
  }
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    return new Rejection(400, "An idempotency key is 1 to 255 visible ASCII characters.");
  }
  const fieldNames = fields.map(([name]) => name);
  const fileNames = received.files.map((f) => f.field);
  const seen = new Set<string>();
  for (const name of [...fieldNames, ...fileNames]) {
    if (seen.has(name)) return new Rejection(400, `Field "${name}" was sent more than once.`);
    seen.add(name);
  }
  const schema = detectForm(fieldNames, fileNames);
  if (!schema) return new Rejection(400, "This submission does not match any of our forms.");
  const unexpected = unexpectedPart(schema, fieldNames, fileNames);
  if (unexpected !== null) {
    return new Rejection(
      400,
      `This form does not take a field named "${unexpected.slice(0, 100)}".`,
    );
  }
  const values = Object.fromEntries(fields);
  const files = received.files.map((f) => ({
    name: f.originalName,
    size: f.size,
    type: f.declaredType,
  }));
  // A file attached is the CV sent; the earlier one only stands in for none.
  const previousCv = files.length === 0 && schema.id === "job-application" ? cvs[0] : undefined;
  const rules = previousCv ? withPreviousCv(schema) : schema;
  const problem = validateSubmission(rules, values, files);
  if (problem) return new Rejection(problem.status, problem.message);
  const attachments: NewAttachment[] = [];
  for (const file of received.files) {
    const claimed = fileKindOf(file.originalName);
    if (claimed === null || sniffKind(file.head) !== claimed) {
      return new Rejection(415, schema.files!.badType(file.originalName));
    }
    attachments.push({
      field: file.field,
      originalName: file.originalName,
      contentType: MIME_OF[claimed],
      size: file.size,
      sha256: file.sha256,
      tmpPath: file.tmpPath,
    });
  }
  return {
    schema,
    fields,
    attachments,
    key,
    ...(vendors[0] === undefined ? {} : { vendor: vendors[0] }),
    ...(jobs[0] === undefined ? {} : { job: jobs[0] }),
    ...(previousCv === undefined ? {} : { previousCv }),
  };
}

/** What a submission says, for telling a retry from another submission under the same key. */
export function fingerprintOf(checked: Omit<Checked, "key">): string {
  const files = checked.attachments.map((a) => [a.field, a.originalName, a.size, a.sha256]);
  const said = checked.previousCv ? [checked.previousCv] : [];
  return createHash("sha256")
    .update(JSON.stringify([checked.schema.id, checked.fields, files, ...said]))
    .digest("hex");
}
