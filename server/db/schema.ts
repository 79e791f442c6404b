import type { ColumnType } from "kysely";
import type { DB } from "./generated";

// The database's tables, as Kysely sees them: generated from the migrated schema into
// generated.ts (`npm run db:types`, docs/decisions/111), checked against the migrations by
// generated.test.ts. Here they keep the names the code uses, with what the columns hold.
//
// Lists are stored as JSON text and booleans as 0/1 integers, so the same columns and queries
// work on SQLite and PostgreSQL. Times are ISO 8601 text, except `submissions.mail_next_at`
// (milliseconds since the epoch).

/**
 * A company. `services`, `tags` and `certifications` are JSON arrays of strings; `search_text`
 * is the lower-cased name and services separated by U+001F (what the text search looks in);
 * `location_search` the lower-cased location. `owner_id` is the member who registered it (null
 * for the sample vendors); `status` one of VENDOR_STATUSES (only "approved" ones are public);
 * `name_key` the trimmed, lower-cased name (one company per name, whatever its case);
 * `logo_file` the uploaded logo in the logos folder (null: a monogram, or a sample's image);
 * `review_count` and `review_average` (to one decimal; null while there are none) cover the
 * published reviews.
 */
export type VendorTable = DB["vendors"];
/** One saved edit of a company: `changes` is JSON of `FieldChange[]` (app/domains/companies/schema.ts). */
export type CompanyEditTable = DB["company_edits"];
export type ProjectTable = DB["projects"];
/**
 * `details`: the long fields, JSON of JobDetails, or null for short listings. Posted jobs
 * (issue 30) carry `vendor_id` and `owner_id` (null for the samples), `status` (one of
 * JOB_STATUSES: only "published" ones are on the board), `closes_on` (YYYY-MM-DD) and
 * `published_at` / `updated_at` (ISO times).
 */
export type JobTable = DB["jobs"];
export type MemberTable = DB["members"];
export type ArticleTable = DB["articles"];
export type TemplateTable = DB["templates"];
export type ChallengeTable = DB["challenges"];
export type MetaTable = DB["meta"];

// The forms inbox (docs/decisions/051): mailboxes, submissions with their fields and attachment
// records, the mail queue (columns of submissions) and the idempotency keys of stored
// submissions.
export type MailboxTable = DB["mailboxes"];
/** `handled_at` / `handled_by`: when an operator marked it handled in the console, and who. */
export type SubmissionTable = DB["submissions"];
export type SubmissionFieldTable = DB["submission_fields"];
export type AttachmentTable = DB["attachments"];
/** `fingerprint`: SHA-256 of the submission's fields and files; a retry must carry the same. */
export type IdempotencyKeyTable = DB["idempotency_keys"];
/**
 * `buyer_id`: the signed-in member who sent it (null when sent signed out); `buyer_email` where
 * replies are e-mailed; `status` one of REQUEST_STATUSES. An application to a posted job carries
 * its `job_id`, the employer's `applicant_status` (APPLICANT_STATUSES) and private `employer_note`.
 */
export type CompanyRequestTable = DB["company_requests"];
export type RequestReplyTable = DB["request_replies"];
export type OperatorTable = DB["operators"];
/**
 * `author_name`: the author's display name when they last saved it; `rating` 1 to 5 stars;
 * `relationship` one of REVIEW_RELATIONSHIPS; `hidden_at` set while an operator has hidden it;
 * `reply_body` / `reply_at` the vendor owner's public reply.
 */
export type ReviewTable = DB["reviews"];
/** `reason`: one of REPORT_REASONS; `resolved_at` when an operator hid or kept the review. */
export type ReviewReportTable = DB["review_reports"];
/** A private file kept in the database (server/files/file-store.ts); `area` names its store. */
export type StoredFileTable = DB["stored_files"];
export type StoredFileChunkTable = DB["stored_file_chunks"];

/**
 * The columns we read of the accounts' own table: better-auth creates and writes it, not our
 * migrations, so it is not generated.
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** SQLite keeps it as 0 or 1, PostgreSQL as a boolean. */
  emailVerified: ColumnType<boolean | number | null, boolean | undefined, boolean>;
  createdAt: ColumnType<Date | string, Date | string | undefined, never>;
}

export interface Database extends DB {
  user: UserTable;
}

export type { Generated } from "./generated";
export type VendorClaimTable = DB["vendor_claims"];
/** A tender (issue 24): its phase follows from its dates (app/domains/tenders/rules.ts). */
export type TenderTable = DB["tenders"];
/**
 * The network's groups and forums (issue 29): `members.user_id` is the member's account (the
 * sample members' `sample-member:<id>`), `listed` 1 when they appear in the directory;
 * `forum_threads.group_id` null for an idea discussion (`challenge_id` the challenge it answers).
 */
export type GroupTable = DB["groups"];
export type ForumThreadTable = DB["forum_threads"];
export type ForumReplyTable = DB["forum_replies"];
export type ForumReportTable = DB["forum_reports"];
/** A member's job alert (issue 30): the Job Board's filters they saved, keyword included (null: any). */
export type JobAlertTable = DB["job_alerts"];
/**
 * A job that was in a member's daily job alert digest (docs/decisions/206): one row per member
 * and job; `day` (YYYY-MM-DD, UTC) is the digest's day.
 */
export type JobAlertDigestTable = DB["job_alert_digests"];
/**
 * Freelance work (issue 30, docs/decisions/205): a post's `budget_type` is "fixed" or "hourly"
 * and `budget` whole US dollars (a total, or a rate an hour); `skills` a JSON array of strings;
 * `status` one of FREELANCE_POST_STATUSES; `owner_id` null for the samples. A proposal's `price`
 * is in its post's terms; `status` one of PROPOSAL_STATUSES; one proposal per member per post.
 */
export type FreelancePostTable = DB["freelance_posts"];
export type FreelanceProposalTable = DB["freelance_proposals"];
export type FreelanceProposalFileTable = DB["freelance_proposal_files"];
