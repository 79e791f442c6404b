// The limits, lists and messages of the three dialog forms (spec sections 5 and 9). The browser
// and our forms inbox (server/inbox) both read them from here, so the two cannot disagree.

/** 10 MB, per file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Attachments a quote request may carry. */
export const MAX_FILES = 10;
/** All attachments of one submission together. */
export const MAX_TOTAL_FILE_BYTES = 50 * 1024 * 1024;
/** A whole request body: the attachments plus room for the text fields and multipart framing. */
export const MAX_REQUEST_BYTES = MAX_TOTAL_FILE_BYTES + 1024 * 1024;
export const ADDITIONAL_MESSAGE_MAX = 2000;
/** The success message shows this long before the dialog closes by itself. */
export const AUTO_CLOSE_MS = 2000;

/** The product's own mailbox: our inbox accepts it without activation. */
export const DEFAULT_FORM_MAILBOX = "applications@procureconnect.example";
/** Same-origin base of our inbox; the hosted service's equivalent is https://formsubmit.co/ajax. */
export const DEFAULT_FORM_ENDPOINT = "/api/forms";

/**
 * The hidden field that carries a form's attempt key to our inbox: a retry of the same attempt
 * (a reload after a lost answer, say) is answered without being stored twice. Each filled-in
 * form is one attempt; changing it or sending it successfully starts another.
 */
export const IDEMPOTENCY_FIELD = "_idempotency";

/**
 * The hidden field that tells our inbox which company of the network a request is for: the slug
 * of the vendor page it was sent from (docs/decisions/106). Like the attempt key it is ours: the
 * hosted service is never sent it, and the inbox does not store it as a field.
 */
export const VENDOR_FIELD = "_vendor";

/**
 * Its counterpart for a job application: the id of the job page it was sent from. An application
 * to a job a company posted goes to that company (issue 30); the samples' go to the mailbox.
 */
export const JOB_FIELD = "_job";

/**
 * The field a signed-in member's job application names the CV of their last application in
 * (its attachment's id), to send it again instead of attaching a file (issue 44): our inbox's
 * business, like `_job`; it is used only when no file is attached.
 */
export const PREVIOUS_CV_FIELD = "_cv";

/** The attachment id `_cv` carries: ours (a UUID), never a visitor's text. */
export const PREVIOUS_CV_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh attempt key. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/** Whether a posted attempt key is one our forms could have made (anything else is dropped). */
export function isAttemptKey(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9-]{8,64}$/.test(value);
}

export const FILE_KINDS = [
  { kind: "pdf", extensions: [".pdf"], mimeTypes: ["application/pdf"] },
  { kind: "doc", extensions: [".doc"], mimeTypes: ["application/msword"] },
  {
    kind: "docx",
    extensions: [".docx"],
    mimeTypes: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  },
  { kind: "jpg", extensions: [".jpg", ".jpeg"], mimeTypes: ["image/jpeg"] },
  { kind: "png", extensions: [".png"], mimeTypes: ["image/png"] },
] as const;

export type FileKind = (typeof FILE_KINDS)[number]["kind"];

/** The `accept` attribute of the file pickers. */
export const FILE_ACCEPT = FILE_KINDS.flatMap((k) => [...k.extensions, ...k.mimeTypes]).join(",");

export const QUOTE_CATEGORIES = [
  "Construction Materials",
  "Equipment",
  "Services",
  "Technology",
  "Consulting",
  "Manufacturing",
  "Other",
] as const;
export type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];

export const DELIVERY_TIMELINES = [
  "Immediate (1-2 weeks)",
  "Short-term (1 month)",
  "Medium-term (2-3 months)",
  "Long-term (3+ months)",
  "Flexible",
] as const;
export type DeliveryTimeline = (typeof DELIVERY_TIMELINES)[number];

export const MESSAGES = {
  required: "Please fill in all required fields",
  fileTooLarge: "File size must be less than 10MB",
  fileType: "Only PDF, DOC, DOCX, JPG, and PNG files are allowed",
  namedFileTooLarge: (name: string) => `File ${name} exceeds 10MB limit`,
  namedFileType: (name: string) => `File ${name} has invalid type`,
  tooManyFiles: `You can attach at most ${MAX_FILES} files`,
  totalTooLarge: `Attachments must total less than ${MAX_TOTAL_FILE_BYTES / 1024 / 1024}MB`,
  invalidEmail: "Please enter a valid email address",
  invalidUrl: (label: string) =>
    `Please enter a valid web address for ${label}, starting with https://`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  oneLine: (label: string) => `${label} must be a single line`,
  controlCharacters: (label: string) => `${label} contains control characters that cannot be sent`,
  notInList: (label: string) => `Please choose one of the listed options for ${label}`,
} as const;
