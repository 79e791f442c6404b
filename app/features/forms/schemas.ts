import {
  ADDITIONAL_MESSAGE_MAX,
  DELIVERY_TIMELINES,
  FILE_KINDS,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_TOTAL_FILE_BYTES,
  MESSAGES,
  QUOTE_CATEGORIES,
  type FileKind,
} from "./form-rules";

// One schema per dialog form, in plain TypeScript so the browser pays a few hundred bytes for it
// and the server runs the very same rules over what arrives (docs/decisions/050).

export type FormId = "job-application" | "contact-vendor" | "quote-request";

export interface TextRule {
  label: string;
  /** Characters (UTF-16 code units, as the browser's maxLength counts them). */
  max: number;
  required?: boolean;
  /** Textareas; everything else must be a single line. */
  multiline?: boolean;
  format?: "email" | "url";
  oneOf?: readonly string[];
}

export interface FileRule {
  /** `single`: one part named `file`. `numbered`: parts named file0, file1, ... */
  naming: "single" | "numbered";
  min: number;
  max: number;
  tooLarge: (name: string) => string;
  badType: (name: string) => string;
}

export interface FormSchema {
  id: FormId;
  fields: Readonly<Record<string, TextRule>>;
  files: FileRule | null;
}

export interface FileInfo {
  name: string;
  size: number;
  /** The MIME type the browser reports; may be empty. */
  type?: string;
}

export interface Problem {
  message: string;
  /** The first field the message is about, for focus and aria-invalid. */
  field?: string;
  /** The HTTP status our inbox answers with. */
  status: 400 | 413 | 415;
}

/** Fields of the hosted form-to-email service that any form may carry. */
const SERVICE_FIELDS: Readonly<Record<string, TextRule>> = {
  _subject: { label: "Subject", max: 300 },
  _replyto: { label: "Reply-to", max: 254 },
  _template: { label: "Template", max: 20 },
  _captcha: { label: "Captcha", max: 10 },
};

const NAME = 200;
const EMAIL = 254;
const PHONE = 50;
const URL_MAX = 2048;

export const jobApplicationSchema: FormSchema = {
  id: "job-application",
  fields: {
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
  },
  files: {
    naming: "single",
    min: 1,
    max: 1,
    tooLarge: () => MESSAGES.fileTooLarge,
    badType: () => MESSAGES.fileType,
  },
};

export const contactVendorSchema: FormSchema = {
  id: "contact-vendor",
  fields: {
    vendorName: { label: "Vendor", max: NAME },
    name: { label: "Name", max: NAME, required: true },
    email: { label: "Email", max: EMAIL, required: true, format: "email" },
    phone: { label: "Phone", max: PHONE },
    company: { label: "Company", max: NAME },
    message: { label: "Message", max: 5000, required: true, multiline: true },
    ...SERVICE_FIELDS,
  },
  files: null,
};

export const quoteRequestSchema: FormSchema = {
  id: "quote-request",
  fields: {
    vendorName: { label: "Vendor", max: NAME },
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
  },
  files: {
    naming: "numbered",
    min: 0,
    max: MAX_FILES,
    tooLarge: MESSAGES.namedFileTooLarge,
    badType: MESSAGES.namedFileType,
  },
};

export const FORM_SCHEMAS: readonly FormSchema[] = [
  jobApplicationSchema,
  contactVendorSchema,
  quoteRequestSchema,
];

const EMAIL_PATTERN = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\.]+$/;
// Control characters other than tab, newline and carriage return: C0, DEL and C1 (a terminal
// obeys U+009B as the start of an escape sequence, as it does ESC).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
}

/** The extension of a file name, lower-cased with its dot ("" when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot).toLowerCase();
}

/** Which allowed kind a file name claims to be, by its extension. */
export function fileKindOf(name: string): FileKind | null {
  const ext = extensionOf(name);
  return FILE_KINDS.find((k) => (k.extensions as readonly string[]).includes(ext))?.kind ?? null;
}

const ALLOWED_MIME: readonly string[] = FILE_KINDS.flatMap((k) => k.mimeTypes);

/** Allowed by name, and by the browser's reported type when it reports a specific one. */
export function isAllowedFileType(file: FileInfo): boolean {
  if (fileKindOf(file.name) === null) return false;
  const type = (file.type ?? "").toLowerCase().split(";")[0]!.trim();
  return type === "" || type === "application/octet-stream" || ALLOWED_MIME.includes(type);
}

/** The size and type rules for one file, as checked when it is picked and again on sending. */
export function checkFile(rule: FileRule, file: FileInfo): Problem | null {
  if (file.size > MAX_FILE_BYTES) return { message: rule.tooLarge(file.name), status: 413 };
  if (!isAllowedFileType(file)) return { message: rule.badType(file.name), status: 415 };
  return null;
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === "";
}

function checkText(name: string, rule: TextRule, value: string): Problem | null {
  const bad = (message: string): Problem => ({ message, field: name, status: 400 });
  if (value.length > rule.max) return bad(MESSAGES.tooLong(rule.label, rule.max));
  if (!rule.multiline && /[\r\n]/.test(value)) return bad(MESSAGES.oneLine(rule.label));
  if (CONTROL.test(value)) return bad(MESSAGES.controlCharacters(rule.label));
  if (blank(value)) return null;
  if (rule.format === "email" && !isEmail(value.trim())) return bad(MESSAGES.invalidEmail);
  if (rule.format === "url" && !isWebAddress(value.trim()))
    return bad(MESSAGES.invalidUrl(rule.label));
  if (rule.oneOf && !rule.oneOf.includes(value)) return bad(MESSAGES.notInList(rule.label));
  return null;
}

/**
 * The first problem with a submission, in the order the user should hear about them: missing
 * required fields (and a missing required file), then each field's own rules, then the files.
 * `values` holds only the schema's fields; names the schema does not know are the server's
 * business (see `unexpectedField`).
 */
export function validateSubmission(
  schema: FormSchema,
  values: Readonly<Record<string, string | undefined>>,
  files: readonly FileInfo[] = [],
): Problem | null {
  const entries = Object.entries(schema.fields);
  const missing = entries.find(([name, rule]) => rule.required && blank(values[name]));
  if (missing) return { message: MESSAGES.required, field: missing[0], status: 400 };
  if (schema.files && files.length < schema.files.min) {
    return { message: MESSAGES.required, field: "file", status: 400 };
  }
  for (const [name, rule] of entries) {
    const value = values[name];
    if (value === undefined) continue;
    const problem = checkText(name, rule, value);
    if (problem) return problem;
  }
  if (files.length === 0) return null;
  if (!schema.files) return { message: "This form does not take attachments", status: 400 };
  if (files.length > schema.files.max) {
    return { message: MESSAGES.tooManyFiles, field: "file", status: 413 };
  }
  for (const file of files) {
    const problem = checkFile(schema.files, file);
    if (problem) return { ...problem, field: "file" };
  }
  if (files.reduce((sum, f) => sum + f.size, 0) > MAX_TOTAL_FILE_BYTES) {
    return { message: MESSAGES.totalTooLarge, field: "file", status: 413 };
  }
  return null;
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
