import * as z from "zod/mini";
import {
  fileSchema,
  filesSchema,
  textSchema,
  type FileInfo,
  type FileRule,
  type Problem,
  type TextRule,
} from "./field-schemas";
import { parseForm } from "./form-parse";
import {
  ADDITIONAL_MESSAGE_MAX,
  DELIVERY_TIMELINES,
  MAX_FILES,
  MESSAGES,
  QUOTE_CATEGORIES,
} from "./form-rules";

// One zod schema per dialog form, used by the browser (on picking a file and on sending), by the
// forms' route actions and by our forms inbox, so the three can never disagree
// (docs/decisions/053). Each field's rule is also plain data, for the inputs' maxLength.

export type FormId = "job-application" | "contact-vendor" | "quote-request";

export {
  extensionOf,
  fileKindOf,
  fileSchema,
  isAllowedFileType,
  isEmail,
  isWebAddress,
  textSchema,
  type FileInfo,
  type FileRule,
  type Problem,
  type TextRule,
} from "./field-schemas";

/** A text field's schema, typed by its rule: a required field is a string, others optional. */
type TextFieldSchema<R extends TextRule> = R extends { required: true }
  ? z.ZodMiniString<string>
  : z.ZodMiniOptional<z.ZodMiniString<string>>;

type FieldsShape<F extends Record<string, TextRule>> = { [K in keyof F]: TextFieldSchema<F[K]> };

function defineForm<const F extends Record<string, TextRule>>(
  id: FormId,
  fields: F,
  files: FileRule | null,
) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([name, rule]) => [name, textSchema(rule)]),
  ) as FieldsShape<F>;
  return {
    id,
    fields: fields as Readonly<Record<string, TextRule>>,
    files,
    /** A submission: `fields` by part name (others are dropped) and the attachments' `files`. */
    zod: z.object({ fields: z.object(shape), files: filesSchema(files) }),
  };
}

/** Any of the forms, as the inbox handles them all. */
export interface FormSchema {
  id: FormId;
  fields: Readonly<Record<string, TextRule>>;
  files: FileRule | null;
  zod: z.ZodMiniType<{ fields: Record<string, string | undefined>; files: FileInfo[] }>;
}

/** Fields of the hosted form-to-email service that any form may carry. */
export const SERVICE_FIELDS = {
  _subject: { label: "Subject", max: 300 },
  _replyto: { label: "Reply-to", max: 254 },
  _template: { label: "Template", max: 20 },
  _captcha: { label: "Captcha", max: 10 },
} as const satisfies Record<string, TextRule>;

const NAME = 200;
const EMAIL = 254;
const PHONE = 50;
const URL_MAX = 2048;

const JOB_APPLICATION_FIELDS = {
  to: { label: "Recipient", max: EMAIL },
  subject: { label: "Subject", max: 300 },
  jobTitle: { label: "Job title", max: NAME },
  company: { label: "Company", max: NAME },
  fullName: { label: "Full Name", max: NAME, required: true },
  email: { label: "Email", max: EMAIL, required: true, format: "email" },
  phoneNumber: { label: "Phone Number", max: PHONE },
  coverLetter: { label: "Cover Letter", max: 10000, multiline: true },
  linkedinProfile: { label: "LinkedIn Profile", max: URL_MAX, format: "url" },
  portfolioWebsite: { label: "Portfolio Website", max: URL_MAX, format: "url" },
  ...SERVICE_FIELDS,
} as const satisfies Record<string, TextRule>;

const CV_FILE = {
  naming: "single",
  min: 1,
  max: 1,
  tooLarge: () => MESSAGES.fileTooLarge,
  badType: () => MESSAGES.fileType,
} as const satisfies FileRule;

export const jobApplicationSchema = defineForm("job-application", JOB_APPLICATION_FIELDS, CV_FILE);

/** A signed-in member's application that sends the CV of their last one again: no file needed. */
const jobApplicationWithPreviousCvSchema = defineForm("job-application", JOB_APPLICATION_FIELDS, {
  ...CV_FILE,
  min: 0,
});

export const contactVendorSchema = defineForm(
  "contact-vendor",
  {
    vendorName: { label: "Vendor", max: NAME },
    name: { label: "Name", max: NAME, required: true },
    email: { label: "Email", max: EMAIL, required: true, format: "email" },
    phone: { label: "Phone", max: PHONE },
    company: { label: "Company", max: NAME },
    message: { label: "Message", max: 5000, required: true, multiline: true },
    ...SERVICE_FIELDS,
  },
  null,
);

/** Who sends a request to a company of the network, when they are not signed in. */
const SENDER_FIELDS = {
  name: { label: "Name", max: NAME },
  email: { label: "Email", max: EMAIL, format: "email" },
} as const satisfies Record<string, TextRule>;

const QUOTE_FIELDS = {
  vendorName: { label: "Vendor", max: NAME },
  // Asked only of a signed-out visitor writing to a company of the network (its owner answers
  // by e-mail); optional otherwise, and then left out of the payload.
  ...SENDER_FIELDS,
  // Never asked: filled in by our inbox with the company a signed-in sender owns.
  company: { label: "Company", max: NAME },
  category: { label: "Category", max: 100, required: true, oneOf: QUOTE_CATEGORIES },
  itemService: { label: "Item / Service", max: 500, required: true },
  quantity: { label: "Quantity", max: 100 },
  deliveryTimeline: { label: "Delivery Timeline", max: 100, oneOf: DELIVERY_TIMELINES },
  additionalMessage: {
    label: "Additional Message",
    max: ADDITIONAL_MESSAGE_MAX,
    multiline: true,
  },
  ...SERVICE_FIELDS,
} as const satisfies Record<string, TextRule>;

const QUOTE_FILES: FileRule = {
  naming: "numbered",
  min: 0,
  max: MAX_FILES,
  tooLarge: MESSAGES.namedFileTooLarge,
  badType: MESSAGES.namedFileType,
};

export const quoteRequestSchema = defineForm("quote-request", QUOTE_FIELDS, QUOTE_FILES);

/**
 * The quote request of a signed-out visitor to a company of the network: the same form, with
 * their name and e-mail required, so that its owner can answer. The browser (which knows from
 * the page), the form's route action and our inbox (which know from the database) all check it.
 */
export const quoteRequestWithSenderSchema = defineForm(
  "quote-request",
  {
    ...QUOTE_FIELDS,
    name: { ...SENDER_FIELDS.name, required: true },
    email: { ...SENDER_FIELDS.email, required: true },
  },
  QUOTE_FILES,
);

export const FORM_SCHEMAS: readonly FormSchema[] = [
  jobApplicationSchema,
  contactVendorSchema,
  quoteRequestSchema,
];

export function schemaOf(id: FormId): FormSchema {
  return FORM_SCHEMAS.find((s) => s.id === id)!;
}

/**
 * The form as a signed-out visitor sends it to a company of the network: with their name and
 * e-mail required (the message to a vendor asks for them anyway).
 */
export function withSender(schema: FormSchema): FormSchema {
  return schema.id === "quote-request" ? quoteRequestWithSenderSchema : schema;
}

/** The form as it is checked when it names the CV of the member's last application (`_cv`). */
export function withPreviousCv(schema: FormSchema): FormSchema {
  return schema.id === "job-application" ? jobApplicationWithPreviousCvSchema : schema;
}

/** The fields the visitor fills in, in the form's order. */
export const VISITOR_FIELDS = {
  "job-application": [
    "fullName",
    "email",
    "phoneNumber",
    "coverLetter",
    "linkedinProfile",
    "portfolioWebsite",
  ],
  "contact-vendor": ["name", "email", "phone", "company", "message"],
  "quote-request": [
    "category",
    "itemService",
    "quantity",
    "deliveryTimeline",
    "additionalMessage",
    "name",
    "email",
  ],
} as const satisfies Record<FormId, readonly string[]>;

/**
 * The fields that name the sender: a signed-in member's request fills them with the account's
 * name and e-mail, whatever was posted (docs/decisions/231).
 */
export const SENDER_IDENTITY = {
  "job-application": { name: "fullName", email: "email" },
  "contact-vendor": { name: "name", email: "email" },
  "quote-request": { name: "name", email: "email" },
} as const satisfies Record<FormId, { name: string; email: string }>;

/** The name of the form's file input: one CV, or any number of quote attachments. */
export const FILE_INPUT = {
  "job-application": "file",
  "contact-vendor": null,
  "quote-request": "files",
} as const satisfies Record<FormId, string | null>;

type FieldsOf<S extends { zod: z.ZodMiniType }> =
  z.output<S["zod"]> extends { fields: infer F } ? Required<F> : never;

/** The names of a form's visitor fields. */
export type VisitorField<F extends FormId> = (typeof VISITOR_FIELDS)[F][number];

// What the visitor typed into each form: its visitor fields, as text, typed by its schema.
export type JobApplicationValues = Pick<
  FieldsOf<typeof jobApplicationSchema>,
  VisitorField<"job-application">
>;
export type ContactVendorValues = Pick<
  FieldsOf<typeof contactVendorSchema>,
  VisitorField<"contact-vendor">
>;
/** A quote request; the sender's name and e-mail only where the form asks for them. */
export type QuoteRequestValues = Pick<
  FieldsOf<typeof quoteRequestSchema>,
  Exclude<VisitorField<"quote-request">, "name" | "email">
> &
  Partial<Pick<FieldsOf<typeof quoteRequestSchema>, "name" | "email">>;

/** A form's visitor fields out of posted text (a field not sent is empty). */
export function visitorValues<F extends FormId>(
  form: F,
  values: Readonly<Record<string, string | undefined>>,
): Record<VisitorField<F>, string> {
  return Object.fromEntries(
    VISITOR_FIELDS[form].map((name: string) => [name, values[name] ?? ""]),
  ) as Record<VisitorField<F>, string>;
}

/** The problem a zod issue describes, with the field it points at and our inbox's status. */
function problemOf(issue: z.core.$ZodIssue): Problem {
  const [part, name] = issue.path;
  const status = issue.code === "custom" ? (issue.params?.status as Problem["status"]) : undefined;
  return {
    message: issue.message,
    field: part === "files" ? "file" : typeof name === "string" ? name : undefined,
    status: status ?? 400,
  };
}

/**
 * The first problem with a submission, in the order the user should hear about them: missing
 * required fields (and a missing required file), then each field's own rules in the form's
 * order, then the files. `values` may hold other names; they are the server's business (see
 * `unexpectedPart`).
 */
export function validateSubmission(
  schema: FormSchema,
  values: Readonly<Record<string, string | undefined>>,
  files: readonly FileInfo[] = [],
): Problem | null {
  const parsed = parseForm(schema.zod, { fields: values, files });
  if (parsed.ok) return null;
  const { issues } = parsed;
  const first = issues.find((issue) => issue.message === MESSAGES.required) ?? issues[0]!;
  return problemOf(first);
}

/** The size and type rules for one file, as checked when it is picked and again on sending. */
export function checkFile(rule: FileRule, file: FileInfo): Problem | null {
  const parsed = parseForm(fileSchema(rule), file);
  return parsed.ok ? null : { ...problemOf(parsed.issues[0]!), field: "file" };
}

/** Whether a multipart part name is one of this form's file parts. */
export function isFilePart(schema: FormSchema, partName: string): boolean {
  if (!schema.files) return false;
  if (schema.files.naming === "single") return partName === "file";
  const match = /^file(\d{1,2})$/.exec(partName);
  return (
    match !== null && Number(match[1]) < schema.files.max && String(Number(match[1])) === match[1]
  );
}

/**
 * Which of the three forms a submission is, from the names of its parts: the schema that knows
 * the most of them (ignoring the service's own `_` fields, which every form takes).
 */
export function detectForm(
  fieldNames: readonly string[],
  fileNames: readonly string[],
): FormSchema | null {
  let best: FormSchema | null = null;
  let bestScore = 0;
  for (const schema of FORM_SCHEMAS) {
    const score =
      fieldNames.filter((n) => !n.startsWith("_") && Object.hasOwn(schema.fields, n)).length +
      fileNames.filter((n) => isFilePart(schema, n)).length;
    if (score > bestScore) {
      best = schema;
      bestScore = score;
    }
  }
  return best;
}

/** The first part name this schema does not take, if any. */
export function unexpectedPart(
  schema: FormSchema,
  fieldNames: readonly string[],
  fileNames: readonly string[],
): string | null {
  return (
    fieldNames.find((n) => !Object.hasOwn(schema.fields, n)) ??
    fileNames.find((n) => !isFilePart(schema, n)) ??
    null
  );
}
