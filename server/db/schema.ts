import type { Generated } from "kysely";

// The database's tables, as Kysely sees them. Lists are stored as JSON text and booleans as
// 0/1 integers, so the same columns and queries work on SQLite and PostgreSQL.

export interface VendorTable {
  id: string;
  slug: string;
  name: string;
  logo_url: string;
  short_blurb: string;
  /** JSON array of strings. */
  services: string;
  rating: number;
  tags: string;
  category: string;
  location: string;
  certifications: string;
  /** Lower-cased name and services, separated by U+001F: what the text search looks in. */
  search_text: string;
  /** Lower-cased location, for the partial match. */
  location_search: string;
  position: number;
  /** The member who registered the company; null for the sample vendors. */
  owner_id: string | null;
  /** One of VENDOR_STATUSES; only "approved" vendors are public. */
  status: Generated<string>;
  /** The trimmed, lower-cased name: one company per name, whatever its case. */
  name_key: string | null;
  /** The company's own site (http or https), or null. */
  website: string | null;
  /** The uploaded logo's file in the logos folder; null: a monogram, or a sample's image. */
  logo_file: string | null;
  /** Why an operator rejected it, shown to the owner. */
  rejection_reason: string | null;
  /** ISO times; null for the sample vendors. */
  created_at: string | null;
  updated_at: string | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  /** Published (not hidden) reviews. */
  review_count: Generated<number>;
  /** Their average rating, to one decimal; null while there are none. */
  review_average: number | null;
}

/** One saved edit of a company: `changes` is JSON of `FieldChange[]` (app/domain/company-schema). */
export interface CompanyEditTable {
  id: string;
  vendor_id: string;
  editor_id: string;
  edited_at: string;
  changes: string;
  reverted_at: string | null;
  reverted_by: string | null;
}

export interface ProjectTable {
  id: string;
  title: string;
  description: string;
  region: string;
  sector: string;
  budget: number;
  status: string;
  position: number;
}

export interface JobTable {
  id: string;
  title: string;
  company: string;
  location: string;
  budget_min: number;
  budget_max: number;
  duration: string;
  category: string;
  tags: string;
  is_remote: number;
  /** The long fields: JSON of JobDetails, or null for short listings. */
  details: string | null;
  position: number;
}

export interface MemberTable {
  id: string;
  name: string;
  name_search: string;
  avatar_url: string;
  role: string;
  region: string;
  position: number;
}

export interface ArticleTable {
  id: string;
  slug: string;
  title: string;
  image_url: string;
  excerpt: string;
  author: string;
  date: string;
  position: number;
}

export interface TemplateTable {
  id: string;
  title: string;
  description: string;
  file_url: string;
  file_type: string;
  category: string;
  position: number;
}

export interface ChallengeTable {
  id: string;
  title: string;
  status: string;
  description: string;
  reward: string;
  position: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

// The forms inbox (docs/decisions/051): mailboxes, submissions with their fields and attachment
// records, the mail queue (columns of submissions) and the idempotency keys of stored
// submissions. Times are ISO 8601 text; `mail_next_at` is milliseconds since the epoch.

export interface MailboxTable {
  address: string;
  status: "pending" | "active";
  activation_token: string | null;
  created_at: string;
  activated_at: string | null;
  activation_mailed_at: string | null;
  activation_mail_count: Generated<number>;
}

export interface SubmissionTable {
  id: string;
  mailbox: string;
  form: string;
  received_at: string;
  mail_status: "off" | "pending" | "sent" | "failed";
  mail_attempts: Generated<number>;
  mail_next_at: number | null;
  mail_error: string | null;
  /** When an operator marked it handled in the console, and who. */
  handled_at: string | null;
  handled_by: string | null;
}

export interface SubmissionFieldTable {
  submission_id: string;
  position: number;
  name: string;
  value: string;
}

export interface AttachmentTable {
  id: string;
  submission_id: string;
  position: number;
  field: string;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  stored_name: string;
}

export interface IdempotencyKeyTable {
  mailbox: string;
  key: string;
  /** SHA-256 of the submission's fields and files: a retry must carry the same. */
  fingerprint: string;
  submission_id: string;
  created_at: string;
}

export interface CompanyRequestTable {
  submission_id: string;
  vendor_id: string;
  /** The signed-in member who sent it; null when sent signed out. */
  buyer_id: string | null;
  /** Where replies are e-mailed: the form's e-mail, or the member's. */
  buyer_email: string | null;
  /** One of REQUEST_STATUSES. */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface RequestReplyTable {
  id: string;
  submission_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: string;
  /** "company" (its owner) or "buyer". */
  author_side: Generated<string>;
}

export interface OperatorTable {
  user_id: string;
  granted_at: string;
}

export interface ReviewTable {
  id: string;
  vendor_id: string;
  author_id: string;
  /** The author's display name when they last saved the review. */
  author_name: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  /** One of REVIEW_RELATIONSHIPS. */
  relationship: string;
  created_at: string;
  updated_at: string;
  /** Set while an operator has hidden the review. */
  hidden_at: string | null;
  /** The vendor owner's public reply, if any. */
  reply_body: string | null;
  reply_at: string | null;
}

export interface ReviewReportTable {
  review_id: string;
  reporter_id: string;
  /** One of REPORT_REASONS. */
  reason: string;
  created_at: string;
  /** When an operator hid or kept the review: the report is closed. */
  resolved_at: string | null;
}

/** A private file kept in the database (server/files/file-store.ts). */
export interface StoredFileTable {
  /** Which store: "inbox/files", "logos", ... */
  area: string;
  name: string;
  size: number;
  sha256: string;
  created_at: string;
}

export interface StoredFileChunkTable {
  area: string;
  name: string;
  seq: number;
  data: Uint8Array;
}

/** The columns we read of the accounts' own table (better-auth creates and writes it). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
}

export interface Database {
  operators: OperatorTable;
  company_requests: CompanyRequestTable;
  request_replies: RequestReplyTable;
  reviews: ReviewTable;
  review_reports: ReviewReportTable;
  user: UserTable;
  mailboxes: MailboxTable;
  submissions: SubmissionTable;
  submission_fields: SubmissionFieldTable;
  attachments: AttachmentTable;
  idempotency_keys: IdempotencyKeyTable;
  vendors: VendorTable;
  company_edits: CompanyEditTable;
  projects: ProjectTable;
  jobs: JobTable;
  members: MemberTable;
  articles: ArticleTable;
  templates: TemplateTable;
  challenges: ChallengeTable;
  meta: MetaTable;
  stored_files: StoredFileTable;
  stored_file_chunks: StoredFileChunkTable;
  request_reply_files: RequestReplyFileTable;
  request_tokens: RequestTokenTable;
  notifications: NotificationTable;
  notification_settings: NotificationSettingTable;
  outbox: OutboxTable;
}

/** A file sent with a reply (server/requests.ts), kept in the "requests/files" file store. */
export interface RequestReplyFileTable {
  /** Also its name in the file store. */
  id: string;
  reply_id: string;
  submission_id: string;
  position: number;
  original_name: string;
  content_type: string;
  size: number;
}

/** A private link to a thread for a buyer without an account: only its SHA-256 is kept. */
export interface RequestTokenTable {
  token_hash: string;
  submission_id: string;
  /** Whom it was e-mailed to. */
  email: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One notice to a member (server/outbox.ts): the bell, /account/notifications. */
export interface NotificationTable {
  id: string;
  user_id: string;
  /** One of NOTIFICATION_KINDS (app/domain/notifications.ts). */
  kind: string;
  title: string;
  body: string;
  /** A path on this site. */
  link: string;
  /** Set when one event must notify once only (a new request: `request-new:<id>`). */
  dedupe_key: string | null;
  read_at: string | null;
  created_at: string;
}

/** A member's choice of e-mail for one kind of notice (no row: e-mail on). */
export interface NotificationSettingTable {
  user_id: string;
  kind: string;
  /** 1: e-mail me, 0: only on the site. */
  email: number;
}

/** An e-mail to send, written with the event, sent and retried by the outbox worker. */
export interface OutboxTable {
  id: string;
  notification_id: string | null;
  mail_from: string;
  mail_to: string;
  subject: string;
  body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  /** Given up on (a day of failures). */
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

export type { Generated };
