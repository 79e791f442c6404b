import { createHash } from "node:crypto";
import { PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { sampleAuthorId } from "../../app/data/sample-reviews";
import {
  handleOf as sampleHandle,
  insertSampleCommunity,
} from "../../app/domains/community/index.server";
import { insertSampleFreelance } from "../../app/domains/freelance/index.server";
import { insertSampleReviews } from "../../app/domains/reviews/index.server";
import { insertCpvCodes } from "../../app/domains/classification/index.server";
import {
  createKindDocIndex,
  createSearchIndex,
  createSearchTables,
  flushKindDocIndexes,
} from "./search-indexes";
import type { Database } from "./schema";

// Schema changes, in order. Each runs once per database (Kysely's Migrator records them), on
// SQLite and PostgreSQL alike: only portable column types.

const migrations: Record<string, Migration> = {
  "001-directory": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("vendors")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("logo_url", "text", (c) => c.notNull())
        .addColumn("short_blurb", "text", (c) => c.notNull())
        .addColumn("services", "text", (c) => c.notNull())
        .addColumn("rating", "real", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("location", "text", (c) => c.notNull())
        .addColumn("certifications", "text", (c) => c.notNull())
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("location_search", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("vendors_category_position")
        .on("vendors")
        .columns(["category", "position"])
        .execute();
      await db.schema.createIndex("vendors_position").on("vendors").column("position").execute();

      await db.schema
        .createTable("projects")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("region", "text", (c) => c.notNull())
        .addColumn("sector", "text", (c) => c.notNull())
        .addColumn("budget", "bigint", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("projects_status_position")
        .on("projects")
        .columns(["status", "position"])
        .execute();

      await db.schema
        .createTable("jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("location", "text", (c) => c.notNull())
        .addColumn("budget_min", "integer", (c) => c.notNull())
        .addColumn("budget_max", "integer", (c) => c.notNull())
        .addColumn("duration", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("tags", "text", (c) => c.notNull())
        .addColumn("is_remote", "integer", (c) => c.notNull())
        .addColumn("details", "text")
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("jobs_position").on("jobs").column("position").execute();

      await db.schema
        .createTable("members")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_search", "text", (c) => c.notNull())
        .addColumn("avatar_url", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("region", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("members_position").on("members").column("position").execute();

      await db.schema
        .createTable("articles")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("image_url", "text", (c) => c.notNull())
        .addColumn("excerpt", "text", (c) => c.notNull())
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("date", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("templates")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("file_url", "text", (c) => c.notNull())
        .addColumn("file_type", "text", (c) => c.notNull())
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("challenges")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("reward", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("meta")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
};

migrations["002-forms-inbox"] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mailboxes")
      .addColumn("address", "text", (c) => c.primaryKey())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status IN ('pending', 'active')`))
      .addColumn("activation_token", "text", (c) => c.unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("activated_at", "text")
      .addColumn("activation_mailed_at", "text")
      .addColumn("activation_mail_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("mailboxes_by_status")
      .on("mailboxes")
      .columns(["status", "created_at"])
      .execute();

    await db.schema
      .createTable("submissions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("mailbox", "text", (c) => c.notNull())
      .addColumn("form", "text", (c) => c.notNull())
      .addColumn("received_at", "text", (c) => c.notNull())
      .addColumn("mail_status", "text", (c) =>
        c.notNull().check(sql`mail_status IN ('off', 'pending', 'sent', 'failed')`),
      )
      .addColumn("mail_attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("mail_next_at", "bigint")
      .addColumn("mail_error", "text")
      .execute();
    await db.schema
      .createIndex("submissions_by_mailbox")
      .on("submissions")
      .columns(["mailbox", "id"])
      .execute();
    await db.schema
      .createIndex("submissions_by_form")
      .on("submissions")
      .columns(["form", "id"])
      .execute();
    await db.schema
      .createIndex("submissions_mail_due")
      .on("submissions")
      .column("mail_next_at")
      .where(sql.ref("mail_status"), "=", "pending")
      .execute();

    await db.schema
      .createTable("submission_fields")
      .addColumn("submission_id", "text", (c) =>
        c.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("submission_fields_pk", ["submission_id", "position"])
      .execute();
    await db.schema
      .createIndex("submission_fields_by_value")
      .on("submission_fields")
      .columns(["name", "value"])
      .execute();

    await db.schema
      .createTable("attachments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("submission_id", "text", (c) =>
        c.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("field", "text", (c) => c.notNull())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("stored_name", "text", (c) => c.notNull().unique())
      .execute();
    await db.schema
      .createIndex("attachments_by_submission")
      .on("attachments")
      .columns(["submission_id", "position"])
      .execute();

    await db.schema
      .createTable("idempotency_keys")
      .addColumn("mailbox", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("submission_id", "text", (c) =>
        c.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["mailbox", "key"])
      .execute();
    await db.schema
      .createIndex("idempotency_keys_by_age")
      .on("idempotency_keys")
      .column("created_at")
      .execute();
  },
};

migrations["003-network-roles"] = {
  async up(db: Kysely<unknown>) {
    // Operators are granted by a command (scripts/admin.ts), never through the web.
    await db.schema
      .createTable("operators")
      .addColumn("user_id", "text", (c) => c.primaryKey())
      .addColumn("granted_at", "text", (c) => c.notNull())
      .execute();
    // A company of the network is a vendor with an owner; the sample vendors have none and are
    // approved. Pending, rejected and unlisted companies are shown only to their owner and operators.
    await db.schema.alterTable("vendors").addColumn("owner_id", "text").execute();
    await db.schema
      .alterTable("vendors")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("approved"))
      .execute();
    await db.schema.createIndex("vendors_by_owner").on("vendors").column("owner_id").execute();
    await db.schema
      .createIndex("vendors_status_position")
      .on("vendors")
      .columns(["status", "position"])
      .execute();
  },
};

migrations["004-companies"] = {
  async up(db: Kysely<unknown>) {
    // What a member states about their company, and the moderation's trace. `name_key` is the
    // name as compared for uniqueness (trimmed, lower-cased), filled in here for existing rows.
    for (const [column, type] of [
      ["name_key", "text"],
      ["website", "text"],
      ["logo_file", "text"],
      ["rejection_reason", "text"],
      ["created_at", "text"],
      ["updated_at", "text"],
      ["reviewed_at", "text"],
      ["reviewed_by", "text"],
    ] as const) {
      await db.schema.alterTable("vendors").addColumn(column, type).execute();
    }
    const rows = await sql<{ id: string; name: string }>`select id, name from vendors`.execute(db);
    for (const row of rows.rows) {
      await sql`update vendors set name_key = ${row.name.trim().toLowerCase()} where id = ${row.id}`.execute(
        db,
      );
    }
    await db.schema
      .createIndex("vendors_name_key")
      .on("vendors")
      .column("name_key")
      .unique()
      .execute();

    // Every change an owner saves: who, when, and each field's value before and after (JSON).
    await db.schema
      .createTable("company_edits")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("vendor_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("editor_id", "text", (c) => c.notNull())
      .addColumn("edited_at", "text", (c) => c.notNull())
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("reverted_at", "text")
      .addColumn("reverted_by", "text")
      .execute();
    await db.schema
      .createIndex("company_edits_by_vendor")
      .on("company_edits")
      .columns(["vendor_id", "edited_at"])
      .execute();
    await db.schema
      .createIndex("company_edits_by_time")
      .on("company_edits")
      .column("edited_at")
      .execute();

    // The console's forms inbox: a submission an operator has dealt with.
    await db.schema.alterTable("submissions").addColumn("handled_at", "text").execute();
    await db.schema.alterTable("submissions").addColumn("handled_by", "text").execute();
  },
};

migrations["005-reviews"] = {
  async up(db: Kysely<unknown>) {
    // Members' reviews of vendors (docs/decisions/085). The author's display name is kept with
    // the review, so it shows whichever sign-in the site uses. The owner's one public reply is
    // columns of the review. Hidden reviews (by an operator) stay stored but do not count.
    await db.schema
      .createTable("reviews")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("vendor_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating BETWEEN 1 AND 5`))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("relationship", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("hidden_at", "text")
      .addColumn("reply_body", "text")
      .addColumn("reply_at", "text")
      .execute();
    // One review per member per vendor.
    await db.schema
      .createIndex("reviews_one_per_member")
      .on("reviews")
      .columns(["vendor_id", "author_id"])
      .unique()
      .execute();
    await db.schema
      .createIndex("reviews_by_vendor_newest")
      .on("reviews")
      .columns(["vendor_id", "created_at"])
      .execute();
    await db.schema.createIndex("reviews_newest").on("reviews").column("created_at").execute();

    // One report per member per review; an operator's decision closes the open ones.
    await db.schema
      .createTable("review_reports")
      .addColumn("review_id", "text", (c) =>
        c.notNull().references("reviews.id").onDelete("cascade"),
      )
      .addColumn("reporter_id", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("resolved_at", "text")
      .addPrimaryKeyConstraint("review_reports_pk", ["review_id", "reporter_id"])
      .execute();
    await db.schema
      .createIndex("review_reports_open")
      .on("review_reports")
      .columns(["resolved_at", "created_at"])
      .execute();

    // The shown rating's inputs, kept up to date in the same transaction as each review write,
    // so the directory filters and sorts on plain columns.
    await db.schema
      .alterTable("vendors")
      .addColumn("review_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("vendors").addColumn("review_average", "real").execute();
  },
};

migrations["006-company-requests"] = {
  async up(db: Kysely<unknown>) {
    // A contact message or quote request sent from an owned company's profile: the submission
    // stays in the forms inbox (operators keep it, even if the company goes); this row addresses
    // it to the company and follows it (New, Read, Replied, Closed).
    await db.schema
      .createTable("company_requests")
      .addColumn("submission_id", "text", (c) =>
        c.primaryKey().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("vendor_id", "text", (c) => c.notNull())
      .addColumn("buyer_id", "text")
      .addColumn("buyer_email", "text")
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status IN ('new', 'read', 'replied', 'closed')`),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("company_requests_by_vendor")
      .on("company_requests")
      .columns(["vendor_id", "submission_id"])
      .execute();
    await db.schema
      .createIndex("company_requests_by_buyer")
      .on("company_requests")
      .columns(["buyer_id", "submission_id"])
      .execute();

    await db.schema
      .createTable("request_replies")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("submission_id", "text", (c) =>
        c.notNull().references("company_requests.submission_id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("request_replies_by_request")
      .on("request_replies")
      .columns(["submission_id", "created_at"])
      .execute();
  },
};

migrations["006-file-store"] = {
  async up(db: Kysely<unknown>) {
    // Private files (attachments, logos) kept in the database, so that every server reads them:
    // used on PostgreSQL (server/files), created on SQLite too so both have one schema. The
    // chunks are the one binary column: bytea on PostgreSQL, blob on SQLite.
    const binary = isPostgres(db) ? sql`bytea` : sql`blob`;
    await db.schema
      .createTable("stored_files")
      .addColumn("area", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("stored_files_pk", ["area", "name"])
      .execute();
    await db.schema
      .createTable("stored_file_chunks")
      .addColumn("area", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("data", binary, (c) => c.notNull())
      .addPrimaryKeyConstraint("stored_file_chunks_pk", ["area", "name", "seq"])
      .addForeignKeyConstraint(
        "stored_file_chunks_file",
        ["area", "name"],
        "stored_files",
        ["area", "name"],
        (fk) => fk.onDelete("cascade"),
      )
      .execute();
  },
};

migrations["2026-11-26-ratings-sample-reviews"] = {
  async up(db: Kysely<unknown>) {
    // The sample vendors' listed ratings get the sample reviews behind them (issue 22), once,
    // in installations seeded before; a new database gets them with the sample data (its
    // vendors are not there yet when this runs).
    await insertSampleReviews(db as Kysely<Database>);
  },
};

migrations["2026-11-26-ratings-vendor-claims"] = {
  async up(db: Kysely<unknown>) {
    // Members' claims to sample listings without an owner, decided by operators (issue 22).
    await db.schema
      .createTable("vendor_claims")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("vendor_id", "text", (c) => c.notNull())
      .addColumn("claimant_id", "text", (c) => c.notNull())
      .addColumn("claimant_name", "text", (c) => c.notNull())
      .addColumn("claimant_email", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("website", "text")
      .addColumn("domain_match", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("evidence_file", "text")
      .addColumn("evidence_name", "text")
      .addColumn("evidence_type", "text")
      .addColumn("evidence_size", "bigint")
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status IN ('pending', 'approved', 'refused')`),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("decided_at", "text")
      .addColumn("decided_by", "text")
      .addColumn("refusal_reason", "text")
      .execute();
    await db.schema
      .createIndex("vendor_claims_by_status")
      .on("vendor_claims")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createIndex("vendor_claims_by_vendor")
      .on("vendor_claims")
      .columns(["vendor_id", "claimant_id"])
      .execute();
  },
};

migrations["2026-11-26-shortlists"] = {
  async up(db: Kysely<unknown>) {
    // A member's named lists of suppliers (docs/decisions/125): notes per supplier, and a
    // read-only link while `share_token` is set. Owners are accounts (no foreign key: the
    // accounts' table belongs to the accounts library).
    await db.schema
      .createTable("shortlists")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("owner_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("share_token", "text", (c) => c.unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("shortlists_by_owner")
      .on("shortlists")
      .columns(["owner_id", "created_at"])
      .execute();
    await db.schema
      .createTable("shortlist_items")
      .addColumn("shortlist_id", "text", (c) =>
        c.notNull().references("shortlists.id").onDelete("cascade"),
      )
      .addColumn("vendor_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("added_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("shortlist_items_pk", ["shortlist_id", "vendor_id"])
      .execute();
    await db.schema
      .createIndex("shortlist_items_by_vendor")
      .on("shortlist_items")
      .column("vendor_id")
      .execute();
    // Job ads a member saved for later (docs/decisions/126).
    await db.schema
      .createTable("saved_jobs")
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("job_id", "text", (c) => c.notNull().references("jobs.id").onDelete("cascade"))
      .addColumn("saved_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("saved_jobs_pk", ["user_id", "job_id"])
      .execute();
    await db.schema.createIndex("saved_jobs_by_job").on("saved_jobs").column("job_id").execute();
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

migrations["2026-11-26-threads-conversations-and-notifications"] = {
  async up(db: Kysely<unknown>) {
    // Threads (docs/decisions/120): replies from either side, with files, and the private links
    // a signed-out buyer answers by. Notifications and their e-mail outbox (121, 122).
    await db.schema
      .alterTable("request_replies")
      .addColumn("author_side", "text", (c) => c.notNull().defaultTo("company"))
      .execute();
    await db.schema
      .createTable("request_reply_files")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("reply_id", "text", (c) =>
        c.notNull().references("request_replies.id").onDelete("cascade"),
      )
      .addColumn("submission_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("original_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("request_reply_files_by_reply")
      .on("request_reply_files")
      .columns(["reply_id", "position"])
      .execute();
    await db.schema
      .createTable("request_tokens")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("submission_id", "text", (c) =>
        c.notNull().references("company_requests.submission_id").onDelete("cascade"),
      )
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema
      .createIndex("request_tokens_by_request")
      .on("request_tokens")
      .column("submission_id")
      .execute();

    await db.schema
      .createTable("notifications")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("link", "text", (c) => c.notNull())
      .addColumn("dedupe_key", "text", (c) => c.unique())
      .addColumn("read_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("notifications_by_user")
      .on("notifications")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createTable("notification_settings")
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("email", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("notification_settings_pk", ["user_id", "kind"])
      .execute();
    await db.schema
      .createTable("outbox")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("notification_id", "text")
      .addColumn("mail_from", "text", (c) => c.notNull())
      .addColumn("mail_to", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull())
      .addColumn("sent_at", "text")
      .addColumn("failed_at", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("outbox_due")
      .on("outbox")
      .columns(["sent_at", "failed_at", "next_attempt_at"])
      .execute();
  },
};

migrations["2026-11-26-unique-names-of-listed-companies"] = {
  async up(db: Kysely<unknown>) {
    // Only a listed company holds its name against everyone (decision 145); a pending one no
    // longer blocks, nor reveals, another member's registration.
    await sql`drop index vendors_name_key`.execute(db);
    await sql`create unique index vendors_listed_name_key on vendors (name_key) where status in ('approved', 'unlisted')`.execute(
      db,
    );
  },
};

migrations["2026-11-26-tenders"] = {
  async up(db: Kysely<unknown>) {
    // Tenders, sealed bids and awards (issue 24, docs/decisions/130). A tender's phase is not
    // stored: it follows from these dates and the server's clock (app/domains/tenders/rules.ts). Money
    // is whole cents (budgets whole dollars); buyers and bidders are accounts (no foreign key:
    // the accounts' table belongs to the accounts library).
    await db.schema
      .createTable("tenders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("buyer_id", "text", (c) => c.notNull())
      .addColumn("buyer_name", "text", (c) => c.notNull())
      .addColumn("buyer_vendor_id", "text")
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('tender', 'collaboration')`))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("region", "text", (c) => c.notNull())
      .addColumn("sector", "text", (c) => c.notNull())
      .addColumn("budget", "bigint")
      .addColumn("budget_hidden", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("visibility", "text", (c) =>
        c.notNull().check(sql`visibility IN ('public', 'invited')`),
      )
      .addColumn("question_deadline", "text", (c) => c.notNull())
      .addColumn("bid_deadline", "text", (c) => c.notNull())
      .addColumn("published_at", "text")
      .addColumn("cancelled_at", "text")
      .addColumn("cancel_reason", "text")
      .addColumn("cancelled_by_operator", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("awarded_at", "text")
      .addColumn("award_bid_id", "text")
      .addColumn("award_reason", "text")
      .addColumn("award_amount_shown", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("tenders_listed")
      .on("tenders")
      .columns(["visibility", "published_at", "bid_deadline"])
      .execute();
    await db.schema
      .createIndex("tenders_by_buyer")
      .on("tenders")
      .columns(["buyer_id", "created_at"])
      .execute();
    const child = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn("tender_id", "text", (c) =>
          c.notNull().references("tenders.id").onDelete("cascade"),
        );
    await child("tender_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("item", "text", (c) => c.notNull())
      .addColumn("quantity", "bigint", (c) => c.notNull())
      .addColumn("unit", "text", (c) => c.notNull())
      .addColumn("specification", "text", (c) => c.notNull())
      .execute();
    await child("tender_criteria")
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("weight", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_criteria_pk", ["tender_id", "position"])
      .execute();
    await child("tender_documents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("file", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await child("tender_questions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("asker_id", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("answer", "text")
      .addColumn("asked_at", "text", (c) => c.notNull())
      .addColumn("answered_at", "text")
      .execute();
    await child("tender_addenda")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await child("tender_invitations")
      .addColumn("vendor_id", "text", (c) => c.notNull())
      .addColumn("invited_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_invitations_pk", ["tender_id", "vendor_id"])
      .execute();
    await child("bids")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("vendor_id", "text", (c) => c.notNull())
      .addColumn("owner_id", "text", (c) => c.notNull())
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("delivery_days", "integer", (c) => c.notNull())
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("reconfirm", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("bids_one_per_company", ["tender_id", "vendor_id"])
      .execute();
    await db.schema.createIndex("bids_by_owner").on("bids").columns(["owner_id"]).execute();
    await db.schema
      .createTable("bid_prices")
      .addColumn("bid_id", "text", (c) => c.notNull().references("bids.id").onDelete("cascade"))
      .addColumn("item_id", "text", (c) => c.notNull())
      .addColumn("unit_price", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("bid_prices_pk", ["bid_id", "item_id"])
      .execute();
    await db.schema
      .createTable("bid_documents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("bid_id", "text", (c) => c.notNull().references("bids.id").onDelete("cascade"))
      .addColumn("file", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .execute();
    for (const table of [
      "tender_items",
      "tender_documents",
      "tender_questions",
      "tender_addenda",
    ]) {
      await db.schema.createIndex(`${table}_by_tender`).on(table).column("tender_id").execute();
    }
  },
};

migrations["2026-11-27-community"] = {
  async up(db: Kysely<unknown>) {
    // The people of the network (issue 29): members who list themselves in the directory, with
    // a profile; groups, their members, threads (in a group, or idea discussions), replies,
    // "helpful" marks, follows, reports and members blocked from posting.
    for (const name of ["user_id", "handle", "organisation", "bio", "photo_file"]) {
      await db.schema.alterTable("members").addColumn(name, "text").execute();
    }
    await db.schema
      .alterTable("members")
      .addColumn("listed", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    const kdb = db as Kysely<Database>;
    for (const row of await kdb.selectFrom("members").select(["id", "name"]).execute()) {
      await kdb
        .updateTable("members")
        .set({ handle: sampleHandle(row.name), user_id: sampleAuthorId(row.id) })
        .where("id", "=", row.id)
        .execute();
    }
    await db.schema.createIndex("members_handle").on("members").column("handle").unique().execute();
    await db.schema.createIndex("members_user").on("members").column("user_id").unique().execute();

    await db.schema
      .createTable("groups")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("topic", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("group_members")
      .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("joined_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("group_members_pk", ["group_id", "user_id"])
      .execute();
    await db.schema
      .createTable("forum_threads")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("group_id", "text", (c) => c.references("groups.id").onDelete("cascade"))
      .addColumn("challenge_id", "text")
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("edited_at", "text")
      .addColumn("last_activity_at", "text", (c) => c.notNull())
      .addColumn("reply_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("pinned", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("locked", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("hidden_at", "text")
      .execute();
    await db.schema
      .createIndex("forum_threads_by_group")
      .on("forum_threads")
      .columns(["group_id", "last_activity_at"])
      .execute();
    await db.schema
      .createIndex("forum_threads_by_author")
      .on("forum_threads")
      .column("author_id")
      .execute();
    await db.schema
      .createTable("forum_replies")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("thread_id", "text", (c) =>
        c.notNull().references("forum_threads.id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("edited_at", "text")
      .addColumn("hidden_at", "text")
      .addColumn("helpful_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("forum_replies_by_thread")
      .on("forum_replies")
      .columns(["thread_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("forum_replies_by_author")
      .on("forum_replies")
      .column("author_id")
      .execute();
    await db.schema
      .createTable("forum_helpful")
      .addColumn("reply_id", "text", (c) =>
        c.notNull().references("forum_replies.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("forum_helpful_pk", ["reply_id", "user_id"])
      .execute();
    await db.schema
      .createTable("forum_follows")
      .addColumn("thread_id", "text", (c) =>
        c.notNull().references("forum_threads.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("forum_follows_pk", ["thread_id", "user_id"])
      .execute();
    await db.schema
      .createTable("forum_reports")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("thread_id", "text", (c) =>
        c.notNull().references("forum_threads.id").onDelete("cascade"),
      )
      .addColumn("reply_id", "text", (c) => c.references("forum_replies.id").onDelete("cascade"))
      .addColumn("reporter_id", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("resolved_at", "text")
      .execute();
    await db.schema
      .createTable("forum_blocks")
      .addColumn("user_id", "text", (c) => c.primaryKey())
      .addColumn("blocked_by", "text", (c) => c.notNull())
      .addColumn("blocked_at", "text", (c) => c.notNull())
      .execute();
    // An installation seeded before this change gets the sample groups now; a new one gets them
    // from the seed (the directories are still empty here).
    const seeded = await kdb.selectFrom("members").select("id").limit(1).execute();
    if (seeded.length > 0) await insertSampleCommunity(kdb);
  },
};

// Knowledge with content (issue 31): article bodies and their publication (news, case studies,
// compliance guides), training events and their registrations, curated sourcing channels and the
// team page's members.
migrations["2026-11-27-knowledge"] = {
  async up(db: Kysely<unknown>) {
    const articles = () => db.schema.alterTable("articles");
    await articles()
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("news"))
      .execute();
    await articles()
      .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await articles()
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
      .execute();
    for (const column of ["publish_at", "details", "author_id", "updated_at"]) {
      await articles().addColumn(column, "text").execute();
    }
    await db.schema
      .createIndex("articles_kind_status")
      .on("articles")
      .columns(["kind", "status", "publish_at"])
      .execute();

    await db.schema
      .createTable("training_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("starts_at", "text", (c) => c.notNull())
      .addColumn("duration_minutes", "integer", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("location", "text", (c) => c.notNull())
      .addColumn("level", "text", (c) => c.notNull())
      .addColumn("capacity", "integer", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("recording_url", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("training_registrations")
      .addColumn("event_id", "text", (c) =>
        c.notNull().references("training_events.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("registered_at", "text", (c) => c.notNull())
      .addColumn("reminded_at", "text")
      .addPrimaryKeyConstraint("training_registrations_pk", ["event_id", "user_id"])
      .execute();
    await db.schema
      .createIndex("training_registrations_by_user")
      .on("training_registrations")
      .column("user_id")
      .execute();

    await db.schema
      .createTable("sourcing_channels")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("region", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("team_members")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("bio", "text", (c) => c.notNull())
      .addColumn("photo_url", "text")
      .addColumn("position", "integer", (c) => c.notNull())
      .execute();
  },
};

migrations["2026-11-27-hiring"] = {
  async up(db: Kysely<unknown>) {
    // Hiring on the network (issue 30): jobs posted by the owners of approved companies live in
    // `jobs` beside the samples (which stay published and unowned); an application to a posted
    // job is a request to its company (`company_requests.job_id`), with the employer's status
    // and private note; members' job alerts keep the Job Board's filters.
    for (const name of [
      "vendor_id",
      "owner_id",
      "closes_on",
      "published_at",
      "updated_at",
      "created_at",
    ]) {
      await db.schema.alterTable("jobs").addColumn(name, "text").execute();
    }
    await db.schema
      .alterTable("jobs")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
      .execute();
    await db.schema.createIndex("jobs_by_owner").on("jobs").column("owner_id").execute();
    await db.schema.createIndex("jobs_by_vendor").on("jobs").column("vendor_id").execute();
    await db.schema.alterTable("company_requests").addColumn("job_id", "text").execute();
    await db.schema.alterTable("company_requests").addColumn("applicant_status", "text").execute();
    await db.schema.alterTable("company_requests").addColumn("employer_note", "text").execute();
    await db.schema
      .createIndex("company_requests_by_job")
      .on("company_requests")
      .column("job_id")
      .execute();
    await db.schema
      .createTable("job_alerts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("category", "text")
      .addColumn("duration", "text")
      .addColumn("budget", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("job_alerts_by_user").on("job_alerts").column("user_id").execute();
  },
};

migrations["2026-11-27-search"] = {
  async up(db: Kysely<unknown>) {
    await createSearchTables(db);
    for (const kind of ["vendors", "jobs", "tenders", "members", "articles"] as const) {
      await createSearchIndex(db, kind);
    }
  },
};

migrations["2026-11-28-freelance"] = {
  async up(db: Kysely<unknown>) {
    // Freelance work (issue 30, docs/decisions/205): contract work posted by the owners of
    // approved companies (the samples have a sample vendor and no owner), the proposals members
    // send (one each per post) and the files of those proposals. Money is whole US dollars: a
    // fixed budget or price, or an hourly rate, as the post's `budget_type` says.
    await db.schema
      .createTable("freelance_posts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("vendor_id", "text")
      .addColumn("owner_id", "text")
      .addColumn("company", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("skills", "text", (c) => c.notNull())
      .addColumn("is_remote", "integer", (c) => c.notNull())
      .addColumn("location", "text", (c) => c.notNull())
      .addColumn("budget_type", "text", (c) =>
        c.notNull().check(sql`budget_type IN ('fixed', 'hourly')`),
      )
      .addColumn("budget", "bigint", (c) => c.notNull())
      .addColumn("duration", "text", (c) => c.notNull())
      .addColumn("closes_on", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status IN ('draft', 'published', 'closed', 'awarded')`),
      )
      .addColumn("accepted_proposal_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("published_at", "text")
      .addColumn("updated_at", "text")
      .addColumn("awarded_at", "text")
      .execute();
    await db.schema
      .createIndex("freelance_posts_listed")
      .on("freelance_posts")
      .columns(["status", "closes_on", "published_at"])
      .execute();
    await db.schema
      .createIndex("freelance_posts_by_owner")
      .on("freelance_posts")
      .column("owner_id")
      .execute();
    await db.schema
      .createIndex("freelance_posts_by_vendor")
      .on("freelance_posts")
      .column("vendor_id")
      .execute();
    await db.schema
      .createTable("freelance_proposals")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("post_id", "text", (c) =>
        c.notNull().references("freelance_posts.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("proposer_name", "text", (c) => c.notNull())
      .addColumn("price", "bigint", (c) => c.notNull())
      .addColumn("timeline_days", "integer", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status IN ('submitted', 'accepted', 'declined')`),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("freelance_proposals_one_per_member", ["post_id", "user_id"])
      .execute();
    await db.schema
      .createIndex("freelance_proposals_by_user")
      .on("freelance_proposals")
      .column("user_id")
      .execute();
    await db.schema
      .createTable("freelance_proposal_files")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("proposal_id", "text", (c) =>
        c.notNull().references("freelance_proposals.id").onDelete("cascade"),
      )
      .addColumn("file", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("freelance_proposal_files_by_proposal")
      .on("freelance_proposal_files")
      .column("proposal_id")
      .execute();
    await createSearchIndex(db, "freelance");
    // An installation seeded before this change gets the sample posts now; a new one gets them
    // from the seed (the directories are still empty here).
    const kdb = db as Kysely<Database>;
    const seeded = await kdb.selectFrom("vendors").select("id").limit(1).execute();
    if (seeded.length > 0) await insertSampleFreelance(kdb);
  },
};

migrations["2026-11-29-search-kind-indexes"] = {
  async up(db: Kysely<unknown>) {
    // PostgreSQL: one GIN index per kind (server/db/search-indexes.ts); a no-op on SQLite.
    for (const kind of [
      "vendors",
      "jobs",
      "tenders",
      "members",
      "articles",
      "freelance",
    ] as const) {
      await createKindDocIndex(db, kind);
    }
  },
};

migrations["2026-12-01-verified-buyer-reviews"] = {
  async up(db: Kysely<unknown>) {
    // A review written by the buyer of a tender awarded to the company (docs/decisions/133):
    // the tender it comes from, one review per tender. Null for every other review.
    await db.schema
      .alterTable("reviews")
      .addColumn("tender_id", "text", (c) => c.references("tenders.id").onDelete("set null"))
      .execute();
    await db.schema
      .createIndex("reviews_one_per_tender")
      .on("reviews")
      .column("tender_id")
      .unique()
      .execute();
  },
};

migrations["2026-12-03-running-tenders-indexes"] = {
  async up(db: Kysely<unknown>) {
    // The /projects listing of running tenders (app/domains/tenders/data/listings.server.ts `listed`): published, not
    // cancelled, not awarded, of one kind and visibility, by deadline ("Closing soon") or by
    // publication ("Newest"). Partial indexes on those rows only; both backends read them for
    // the listing's "is null" / "is not null" terms.
    for (const [name, order] of [
      ["tenders_running_by_deadline", "bid_deadline"],
      ["tenders_running_by_published", "published_at"],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on("tenders")
        .columns(["kind", "visibility", order])
        .where(sql.ref("published_at"), "is not", null)
        .where(sql.ref("cancelled_at"), "is", null)
        .where(sql.ref("awarded_at"), "is", null)
        .execute();
    }
  },
};

migrations["2026-12-04-job-alert-digests"] = {
  async up(db: Kysely<unknown>) {
    // Job alerts keep the Job Board's keyword too; the daily e-mail digest of new matching jobs
    // (docs/decisions/206) remembers which jobs each member has had, one row per member and
    // job: a job is in one digest at most, and the day's rows say a member had today's.
    await db.schema.alterTable("job_alerts").addColumn("q", "text").execute();
    await db.schema
      .createTable("job_alert_digests")
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("job_id", "text", (c) => c.notNull())
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("job_alert_digests_pk", ["user_id", "job_id"])
      .execute();
    await db.schema
      .createIndex("job_alert_digests_by_day")
      .on("job_alert_digests")
      .columns(["user_id", "day"])
      .execute();
  },
};

migrations["2026-12-05-shortlist-token-fingerprints"] = {
  async up(db: Kysely<unknown>) {
    // A shared shortlist's token is kept as its SHA-256 only (app/domains/shortlists/data/
    // model.server.ts `shareTokenHash`): the links already given keep working, and a copy of the
    // database opens no list.
    const shared = await sql<{ id: string; share_token: string }>`
      select id, share_token from shortlists where share_token is not null`.execute(db);
    for (const row of shared.rows) {
      const hash = createHash("sha256").update(row.share_token).digest("hex");
      await sql`update shortlists set share_token = ${hash} where id = ${row.id}`.execute(db);
    }
  },
};

migrations["2026-12-06-request-keep-confirmations"] = {
  async up(db: Kysely<unknown>) {
    // A link e-mailed to a request's address to keep its conversation in the account that asked
    // (docs/decisions/230) is a row of request_tokens naming that account; a private link to the
    // thread names none.
    await db.schema.alterTable("request_tokens").addColumn("member_id", "text").execute();
  },
};

migrations["2026-12-06-form-relay-leases"] = {
  async up(db: Kysely<unknown>) {
    // The form relay claims the submissions it e-mails (server/inbox/mail-queue.ts `claim`,
    // docs/decisions/260): the process holding a row's lease, until `mail_next_at`; only it
    // records the outcome, and once the lease has passed another process may take the row.
    await db.schema.alterTable("submissions").addColumn("mail_lease_owner", "text").execute();
  },
};

migrations["2026-12-07-attempt-keys"] = {
  async up(db: Kysely<unknown>) {
    // The attempt keys of replies and bids (server/db/attempt-keys.ts, docs/decisions/290): one
    // row per key a write was made with, claimed in that write's transaction, kept a day.
    await db.schema
      .createTable("attempt_keys")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("fingerprint", "text", (c) => c.notNull())
      .addColumn("result", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("attempt_keys_pk", ["scope", "owner", "key"])
      .execute();
  },
};

migrations["2026-12-07-tender-audit"] = {
  async up(db: Kysely<unknown>) {
    // A tender's audit trail (docs/decisions/291): its events in order, each entry holding the
    // SHA-256 of the one before; every version of each bid; a withdrawn bid is kept, marked.
    await db.schema
      .createTable("tender_audit")
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("actor_id", "text")
      .addColumn("actor_role", "text", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("prev_hash", "text", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_audit_pk", ["tender_id", "seq"])
      .execute();
    await db.schema
      .createTable("bid_versions")
      .addColumn("bid_id", "text", (c) => c.notNull().references("bids.id").onDelete("cascade"))
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("total", "bigint", (c) => c.notNull())
      .addColumn("delivery_days", "integer", (c) => c.notNull())
      .addColumn("valid_until", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("prices", "text", (c) => c.notNull())
      .addColumn("documents", "text", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("bid_versions_pk", ["bid_id", "version"])
      .execute();
    await db.schema.alterTable("bids").addColumn("withdrawn_at", "text").execute();
  },
};

migrations["2026-12-07-tender-currency-and-time-zone"] = {
  async up(db: Kysely<unknown>) {
    // A tender's currency (ISO 4217) and the buyer's time zone (IANA) its deadlines were set in
    // (issue 41, decisions 310 and 311). The tenders already published were in US dollars, their
    // deadlines read in UTC or the browser's offset: USD and UTC.
    await db.schema
      .alterTable("tenders")
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
      .execute();
    await db.schema
      .alterTable("tenders")
      .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("UTC"))
      .execute();
  },
};

migrations["2026-12-10-background-jobs"] = {
  async up(db: Kysely<unknown>) {
    // The SQLite job runner's queue (server/jobs/sqlite-runner.ts, docs/decisions/270). On
    // PostgreSQL pg-boss keeps its jobs in a schema of its own, and this table stays empty.
    await db.schema
      .createTable("background_jobs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("key", "text")
      .addColumn("data", "text", (c) => c.notNull())
      // queued, active, done or dead
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("max_attempts", "integer", (c) => c.notNull())
      .addColumn("run_at", "bigint", (c) => c.notNull())
      .addColumn("locked_by", "text")
      .addColumn("locked_until", "bigint")
      .addColumn("last_error", "text")
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("finished_at", "bigint")
      .execute();
    await db.schema
      .createIndex("background_jobs_key")
      .on("background_jobs")
      .columns(["name", "key"])
      .unique()
      .execute();
    await db.schema
      .createIndex("background_jobs_due")
      .on("background_jobs")
      .columns(["state", "run_at"])
      .execute();
  },
};

migrations["2026-12-20-evaluation-panels"] = {
  async up(db: Kysely<unknown>) {
    // Criteria and evaluators (issue 41, docs/decisions/320). Each criterion has a method: the
    // price by formula, or scored 0-10 by the tender's panel. Criteria stored before were scored
    // by their names: price-like ones keep the formula, the others (delivery, rating) go to the
    // panel. Every tender's panel holds its buyer (position 0), and the members they name.
    await db.schema
      .alterTable("tender_criteria")
      .addColumn("method", "text", (c) => c.notNull().defaultTo("scored"))
      .execute();
    await sql`update tender_criteria set method = 'price'
      where lower(name) like '%price%' or lower(name) like '%cost%'`.execute(db);
    await db.schema
      .createTable("tender_panel")
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("member_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("declared_at", "text")
      .addColumn("submitted_at", "text")
      .addColumn("notified_at", "text")
      .addPrimaryKeyConstraint("tender_panel_pk", ["tender_id", "member_id"])
      .execute();
    await db.schema
      .createIndex("tender_panel_by_member")
      .on("tender_panel")
      .column("member_id")
      .execute();
    await sql`insert into tender_panel (tender_id, member_id, position)
      select id, buyer_id, 0 from tenders`.execute(db);
    await db.schema
      .createTable("tender_scores")
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("member_id", "text", (c) => c.notNull())
      .addColumn("bid_id", "text", (c) => c.notNull().references("bids.id").onDelete("cascade"))
      .addColumn("criterion", "integer", (c) => c.notNull())
      // null: a draft's comment without its score yet
      .addColumn("score", "integer")
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_scores_pk", [
        "tender_id",
        "member_id",
        "bid_id",
        "criterion",
      ])
      .execute();
  },
};

migrations["2026-12-21-structured-amendments"] = {
  async up(db: Kysely<unknown>) {
    // An amendment of a published tender is data (issue 41, Build 4; docs/decisions/330): an
    // addendum keeps who made it, what it changed (JSON of `AmendmentChange[]`,
    // app/domains/tenders/amendment.ts) and the bid deadline before and after; the free text
    // is its explanation. The addenda before it changed nothing but the text: `[]`.
    await db.schema.alterTable("tender_addenda").addColumn("actor_id", "text").execute();
    await db.schema
      .alterTable("tender_addenda")
      .addColumn("changes", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
    await db.schema.alterTable("tender_addenda").addColumn("bid_deadline_before", "text").execute();
    await db.schema.alterTable("tender_addenda").addColumn("bid_deadline_after", "text").execute();
    // Members who follow a tender are told of its amendments and answers.
    await db.schema
      .createTable("tender_follows")
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_follows_pk", ["tender_id", "user_id"])
      .execute();
    await db.schema
      .createIndex("tender_follows_by_user")
      .on("tender_follows")
      .column("user_id")
      .execute();
  },
};

migrations["2026-12-22-award-standstill"] = {
  async up(db: Kysely<unknown>) {
    // The award with a standstill (issue 41 Build 5, decision 340): the buyer's chosen bid is an
    // intended award until the tender's standstill ends; then it becomes the award (the `award_*`
    // columns). Tenders made before keep the default of 10 days.
    await db.schema
      .alterTable("tenders")
      .addColumn("standstill_days", "integer", (c) => c.notNull().defaultTo(10))
      .execute();
    for (const column of ["intended_bid_id", "intended_at", "intended_reason", "standstill_until"])
      await db.schema.alterTable("tenders").addColumn(column, "text").execute();
    await db.schema
      .alterTable("tenders")
      .addColumn("intended_amount_shown", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // A losing bidder's question about the award: between them and the buyer, never published.
    await db.schema
      .alterTable("tender_questions")
      .addColumn("about_award", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("tenders_standstill_due")
      .on("tenders")
      .column("standstill_until")
      .execute();
  },
};

migrations["2026-12-23-contracts"] = {
  async up(db: Kysely<unknown>) {
    // After the award (issue 42, docs/decisions/400): contracts drafted from an award, their
    // amendments and milestones, purchase orders with their lines and receipts, invoices with
    // their lines, and payments. Amounts are hundredths of the contract's currency; quantities
    // whole units. Statuses: app/domains/contracts/rules.ts.
    await db.schema
      .createTable("contracts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("reference", "text", (c) => c.notNull().unique())
      // What it was awarded from: "tender:<bid>[:<lot>]" or "proposal:<id>"; one live contract each.
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("tender_id", "text")
      .addColumn("lot_id", "text")
      .addColumn("bid_id", "text")
      .addColumn("proposal_id", "text")
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("buyer_id", "text", (c) => c.notNull())
      .addColumn("buyer_name", "text", (c) => c.notNull())
      .addColumn("buyer_country", "text", (c) => c.notNull())
      .addColumn("buyer_vat_id", "text")
      .addColumn("supplier_id", "text", (c) => c.notNull())
      .addColumn("supplier_vendor_id", "text")
      .addColumn("supplier_name", "text", (c) => c.notNull())
      .addColumn("supplier_country", "text")
      .addColumn("supplier_vat_id", "text")
      .addColumn("value", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("period_start", "text", (c) => c.notNull())
      .addColumn("period_end", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("status_reason", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("accepted_at", "text")
      .addColumn("ended_at", "text")
      .execute();
    await db.schema.createIndex("contracts_by_buyer").on("contracts").column("buyer_id").execute();
    await db.schema
      .createIndex("contracts_by_supplier")
      .on("contracts")
      .column("supplier_id")
      .execute();
    await db.schema
      .createIndex("contracts_by_vendor")
      .on("contracts")
      .column("supplier_vendor_id")
      .execute();
    await db.schema.createIndex("contracts_by_source").on("contracts").column("source").execute();
    const lines = (name: string, parent: string) =>
      db.schema
        .createTable(name)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn(`${parent}_id`, "text", (c) =>
          c.notNull().references(`${parent}s.id`).onDelete("cascade"),
        )
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("unit_code", "text", (c) => c.notNull())
        .addColumn("unit_price", "integer", (c) => c.notNull())
        .addColumn("vat_category", "text", (c) => c.notNull())
        .addColumn("vat_rate", "integer", (c) => c.notNull());
    await lines("contract_items", "contract").execute();
    await db.schema
      .createTable("contract_amendments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("contract_id", "text", (c) =>
        c.notNull().references("contracts.id").onDelete("cascade"),
      )
      .addColumn("actor_id", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      // JSON of `{ field, before, after }[]` (app/domains/contracts/rules.ts).
      .addColumn("changes", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("contract_milestones")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("contract_id", "text", (c) =>
        c.notNull().references("contracts.id").onDelete("cascade"),
      )
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("due_date", "text", (c) => c.notNull())
      .addColumn("met_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("purchase_orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("contract_id", "text", (c) =>
        c.notNull().references("contracts.id").onDelete("cascade"),
      )
      .addColumn("number", "text", (c) => c.notNull().unique())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("delivery_date", "text", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("status_reason", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("confirmed_at", "text")
      .addColumn("sent_at", "text")
      // Set when the last receipt left nothing outstanding.
      .addColumn("received_at", "text")
      .execute();
    await lines("purchase_order_lines", "purchase_order")
      .addColumn("received", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable("order_receipts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("order_id", "text", (c) =>
        c.notNull().references("purchase_orders.id").onDelete("cascade"),
      )
      // JSON of `{ lineId, quantity }[]`.
      .addColumn("quantities", "text", (c) => c.notNull())
      .addColumn("full", "integer", (c) => c.notNull())
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("invoices")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("contract_id", "text", (c) =>
        c.notNull().references("contracts.id").onDelete("cascade"),
      )
      .addColumn("order_id", "text", (c) =>
        c.notNull().references("purchase_orders.id").onDelete("cascade"),
      )
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("issue_date", "text", (c) => c.notNull())
      .addColumn("due_date", "text")
      .addColumn("note", "text", (c) => c.notNull())
      .addColumn("net_total", "integer", (c) => c.notNull())
      // JSON of the three-way match's flags at submission (`[]`: matched first time).
      .addColumn("flags", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("status_reason", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("decided_at", "text")
      .addColumn("paid_at", "text")
      .addUniqueConstraint("invoices_number_per_contract", ["contract_id", "number"])
      .execute();
    await lines("invoice_lines", "invoice")
      .addColumn("order_line_id", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("invoice_payments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("invoice_id", "text", (c) =>
        c.notNull().references("invoices.id").onDelete("cascade"),
      )
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("paid_on", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};

migrations["2026-12-24-tender-lots"] = {
  async up(db: Kysely<unknown>) {
    // Lots (issue 41 Build 2, docs/decisions/390): a tender may be split into lots, numbered from
    // 1 within it, each item in one of them; a supplier bids on some of them, up to the tender's
    // optional limit. Tenders made before have no lots (their items' lot is null), as have
    // their bids.
    await db.schema
      .createTable("tender_lots")
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("number", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_lots_pk", ["tender_id", "number"])
      .execute();
    await db.schema.alterTable("tender_items").addColumn("lot", "integer").execute();
    await db.schema.alterTable("tenders").addColumn("max_lots_per_supplier", "integer").execute();
    await db.schema
      .createTable("bid_lots")
      .addColumn("bid_id", "text", (c) => c.notNull().references("bids.id").onDelete("cascade"))
      .addColumn("lot", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("bid_lots_pk", ["bid_id", "lot"])
      .execute();
  },
};

migrations["2026-12-25-account-security-log"] = {
  async up(db: Kysely<unknown>) {
    // A member's security log on the account page (issue 44 item 4, docs/decisions/421): their
    // sign-ins (with the browser) and the changes to how they sign in. Erased with the account.
    await db.schema
      .createTable("account_security_events")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("browser", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("account_security_events_by_user")
      .on("account_security_events")
      .columns(["user_id", "created_at"])
      .execute();
    // An authenticator app's code works once (docs/decisions/420): a code used is kept for the
    // time it stays valid, and the same code again is refused, on any server.
    await db.schema
      .createTable("two_factor_used_codes")
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("used_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("two_factor_used_codes_pk", ["user_id", "code"])
      .execute();
  },
};

migrations["2026-12-26-classification-and-qualification"] = {
  async up(db: Kysely<unknown>) {
    // CPV 2008 (issue 43, docs/decisions/440): the list shipped with the site, loaded once.
    await db.schema
      .createTable("cpv_codes")
      .addColumn("code", "text", (c) => c.primaryKey())
      .addColumn("scheme", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("level", "text", (c) => c.notNull())
      .addColumn("division", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .execute();
    await insertCpvCodes(db);
    // What a company can supply, as CPV codes.
    await db.schema
      .createTable("company_cpv")
      .addColumn("company_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("code", "text", (c) => c.notNull().references("cpv_codes.code"))
      .addPrimaryKeyConstraint("company_cpv_pk", ["company_id", "code"])
      .execute();
    await db.schema.createIndex("company_cpv_by_code").on("company_cpv").column("code").execute();
    // A company's legal identifiers (decision 441).
    await db.schema
      .createTable("company_identifiers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("company_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("scheme", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("company_identifiers_unique", ["company_id", "scheme", "value"])
      .execute();
    // Certificates (decision 442): the file stays private; verifications are rows of their own,
    // an operator's or (later) a tender buyer's for their tender.
    await db.schema
      .createTable("company_certificates")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("company_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("issuer", "text", (c) => c.notNull())
      .addColumn("number", "text", (c) => c.notNull())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("expires_on", "text", (c) => c.notNull())
      .addColumn("file", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("company_certificates_by_company")
      .on("company_certificates")
      .column("company_id")
      .execute();
    await db.schema
      .createIndex("company_certificates_by_expiry")
      .on("company_certificates")
      .column("expires_on")
      .execute();
    await db.schema
      .createTable("certificate_verifications")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("certificate_id", "text", (c) =>
        c.notNull().references("company_certificates.id").onDelete("cascade"),
      )
      .addColumn("verifier_id", "text", (c) => c.notNull())
      // "operator", or "buyer" with the tender it was checked for
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("tender_id", "text")
      .addColumn("verified_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("certificate_verifications_by_certificate")
      .on("certificate_verifications")
      .column("certificate_id")
      .execute();
    // Each reminder once: 30, 7 and 0 days before an expiry date.
    await db.schema
      .createTable("certificate_reminders")
      .addColumn("certificate_id", "text", (c) =>
        c.notNull().references("company_certificates.id").onDelete("cascade"),
      )
      .addColumn("days", "integer", (c) => c.notNull())
      .addColumn("expires_on", "text", (c) => c.notNull())
      .addColumn("sent_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("certificate_reminders_pk", ["certificate_id", "days", "expires_on"])
      .execute();
  },
};

migrations["2026-12-28-contract-documents"] = {
  async up(db: Kysely<unknown>) {
    // A contract's documents (issue 42, docs/decisions/416): files the buyer attaches to the
    // contract or to one of its amendments, kept in the private file store; its two parties
    // download them.
    await db.schema
      .createTable("contract_documents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("contract_id", "text", (c) =>
        c.notNull().references("contracts.id").onDelete("cascade"),
      )
      .addColumn("amendment_id", "text")
      .addColumn("file", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("size", "bigint", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("contract_documents_by_contract")
      .on("contract_documents")
      .columns(["contract_id", "created_at"])
      .execute();
    // A contract's conversation is a request thread (decision 120) between its two sides.
    await db.schema.alterTable("company_requests").addColumn("contract_id", "text").execute();
    await db.schema
      .createIndex("company_requests_one_per_contract")
      .on("company_requests")
      .column("contract_id")
      .unique()
      .execute();
  },
};

migrations["2026-12-29-tender-item-cpv"] = {
  async up(db: Kysely<unknown>) {
    // A tender item's CPV code (issue 43 item 1, docs/decisions/440): what suppliers' capabilities
    // are matched against (by prefix) and what the tender's OCDS items carry as classification.
    await db.schema
      .alterTable("tender_items")
      .addColumn("cpv_code", "text", (c) => c.references("cpv_codes.code"))
      .execute();
    await db.schema
      .createIndex("tender_items_by_cpv")
      .on("tender_items")
      .columns(["cpv_code", "tender_id"])
      .execute();
  },
};

migrations["2027-01-06-api-tokens"] = {
  async up(db: Kysely<unknown>) {
    // Members' API tokens (issue 45, docs/decisions/490): each acts for its member and one of
    // their companies, with a scope ("read" or "write"); only the token's SHA-256 is kept. Owners
    // are accounts (no foreign key: the accounts' table belongs to the accounts library).
    await db.schema
      .createTable("api_tokens")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("owner_id", "text", (c) => c.notNull())
      .addColumn("company_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema
      .createIndex("api_tokens_by_owner")
      .on("api_tokens")
      .columns(["owner_id", "created_at"])
      .execute();
  },
};

migrations["2027-01-01-lot-awards"] = {
  async up(db: Kysely<unknown>) {
    // Award per lot (issue 41 Build 2, docs/decisions/450): each lot of a tender is awarded to one
    // bid (or none, with a reason) on its own, with its own standstill. A row is the lot's
    // intended award while `awarded_at` is null, its award once it is set. Tenders without lots
    // keep their award on the tender's row (decision 340).
    await db.schema
      .createTable("tender_lot_awards")
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("lot", "integer", (c) => c.notNull())
      .addColumn("bid_id", "text", (c) => c.references("bids.id"))
      .addColumn("reason", "text")
      .addColumn("amount_shown", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("intended_at", "text", (c) => c.notNull())
      .addColumn("standstill_until", "text")
      .addColumn("awarded_at", "text")
      .addPrimaryKeyConstraint("tender_lot_awards_pk", ["tender_id", "lot"])
      .execute();
    await db.schema
      .createIndex("tender_lot_awards_due")
      .on("tender_lot_awards")
      .columns(["awarded_at", "standstill_until"])
      .execute();
  },
};

migrations["2027-01-07-feed-and-webhooks"] = {
  async up(db: Kysely<unknown>) {
    // The public change feed (issue 45 item 3, docs/decisions/500): one row per public change,
    // numbered from a one-row counter that each change's transaction bumps, so numbers are handed
    // out in commit order on both databases and a reader never sees a gap fill in behind it. Its
    // row is made by the first change (an upsert), so a new installation holds no rows and an
    // export can be imported into it (server/db/transfer.ts).
    await db.schema
      .createTable("public_change_counter")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("seq", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("public_changes")
      .addColumn("seq", "bigint", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("object_id", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("tender_id", "text")
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("public_changes_by_time")
      .on("public_changes")
      .columns(["at", "seq"])
      .execute();
    // A company's webhook endpoints and their deliveries (issue 45 item 4, decisions 502-505).
    await db.schema
      .createTable("webhook_endpoints")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("vendor_id", "text", (c) =>
        c.notNull().references("vendors.id").onDelete("cascade"),
      )
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("events", "text", (c) => c.notNull())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("webhook_endpoints_by_vendor")
      .on("webhook_endpoints")
      .columns(["vendor_id", "created_at"])
      .execute();
    await db.schema
      .createTable("webhook_deliveries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("endpoint_id", "text", (c) =>
        c.notNull().references("webhook_endpoints.id").onDelete("cascade"),
      )
      .addColumn("vendor_id", "text", (c) => c.notNull())
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("event", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("last_status", "integer")
      .addColumn("last_error", "text")
      .addColumn("next_attempt_at", "bigint")
      .addColumn("lease_until", "bigint")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("delivered_at", "text")
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_by_vendor")
      .on("webhook_deliveries")
      .columns(["vendor_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_due")
      .on("webhook_deliveries")
      .columns(["status", "next_attempt_at"])
      .execute();
  },
};

migrations["2027-01-04-tender-requirements"] = {
  async up(db: Kysely<unknown>) {
    // What a tender requires of a bidder (issue 43 item 4, docs/decisions/470): a certificate by
    // its name (such as "ISO 9001"), and whether it must be verified.
    await db.schema
      .createTable("tender_requirements")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("tender_requirements_by_tender")
      .on("tender_requirements")
      .columns(["tender_id", "position"])
      .execute();
    // A buyer's verifications are read by the tender they were made for.
    await db.schema
      .createIndex("certificate_verifications_by_tender")
      .on("certificate_verifications")
      .columns(["tender_id", "certificate_id"])
      .execute();
  },
};

migrations["2027-01-05-matchmaking"] = {
  async up(db: Kysely<unknown>) {
    // Matchmaking (issue 43 items 5 and 6, docs/decisions/480-484): a published tender is
    // matched once (its row here), saved searches for tenders with the tenders each one was told
    // of (once per search and tender), and each member's private calendar feed token.
    await db.schema
      .createTable("tender_matchings")
      .addColumn("tender_id", "text", (c) =>
        c.primaryKey().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("suppliers", "integer", (c) => c.notNull())
      .addColumn("matched_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("tender_searches")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("cpv_prefix", "text")
      .addColumn("q", "text")
      .addColumn("region", "text")
      .addColumn("min_value", "bigint")
      .addColumn("max_value", "bigint")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("tender_searches_by_user")
      .on("tender_searches")
      .column("user_id")
      .execute();
    await db.schema
      .createTable("tender_search_hits")
      .addColumn("search_id", "text", (c) =>
        c.notNull().references("tender_searches.id").onDelete("cascade"),
      )
      .addColumn("tender_id", "text", (c) =>
        c.notNull().references("tenders.id").onDelete("cascade"),
      )
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tender_search_hits_pk", ["search_id", "tender_id"])
      .execute();
    await db.schema
      .createTable("calendar_feeds")
      .addColumn("user_id", "text", (c) => c.primaryKey())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
};

migrations["2027-01-03-community"] = {
  async up(db: Kysely<unknown>) {
    // Issue 44 items 7 and 8 (docs/decisions/465-469): the moderator's reason for hiding a post
    // (told to its author), members following a group for its new threads, and the forums found
    // by the site search and by a search within a group.
    for (const table of ["forum_threads", "forum_replies"])
      await db.schema.alterTable(table).addColumn("hidden_reason", "text").execute();
    await db.schema
      .createTable("group_follows")
      .addColumn("group_id", "text", (c) => c.notNull().references("groups.id").onDelete("cascade"))
      .addColumn("user_id", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("group_follows_pk", ["group_id", "user_id"])
      .execute();
    // Operators hide (from everyone else) or lock (no new threads) a group (decision 469).
    await db.schema.alterTable("groups").addColumn("hidden_at", "text").execute();
    await db.schema
      .alterTable("groups")
      .addColumn("locked", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await createSearchIndex(db, "threads");
    await createSearchIndex(db, "replies");
  },
};

migrations["2027-01-10-job-currency-and-event-zones"] = {
  async up(db: Kysely<unknown>) {
    // A job's salary currency (ISO 4217) and an in-person training event's time zone (IANA)
    // (issue 44, decision 464). Jobs already posted were in US dollars, events read in UTC.
    await db.schema
      .alterTable("jobs")
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
      .execute();
    await db.schema
      .alterTable("training_events")
      .addColumn("time_zone", "text", (c) => c.notNull().defaultTo("UTC"))
      .execute();
  },
};

migrations["2027-01-12-scale-runtime"] = {
  async up(db: Kysely<unknown>) {
    // A tender's matching runs in batches (issue 46 item 4, decision 516): where it has got to
    // (`cursor`), until when the run under way holds it (`claimed_until`), and when it finished.
    // The matchings before this one finished in one go.
    for (const column of ["cursor", "claimed_until", "finished_at"])
      await db.schema.alterTable("tender_matchings").addColumn(column, "text").execute();
    await sql`update tender_matchings set finished_at = matched_at`.execute(db);
    // The file sweep asks which of a batch of stored files' names a table holds (decision 516).
    const named: [string, string][] = [
      ["attachments", "stored_name"],
      ["vendors", "logo_file"],
      ["vendor_claims", "evidence_file"],
      ["tender_documents", "file"],
      ["bid_documents", "file"],
      ["members", "photo_file"],
      ["freelance_proposal_files", "file"],
      ["company_certificates", "file"],
    ];
    for (const [table, column] of named)
      await db.schema.createIndex(`${table}_by_${column}`).on(table).column(column).execute();
  },
};

migrations["2027-01-17-listing-indexes"] = {
  async up(db: Kysely<unknown>) {
    // Issue 46, decision 547: each /projects tab, the job board and the members' directory read
    // an index that matches their filter and order, so that a page and its count (up to 10,001)
    // read the rows they keep and no others at 500,000 tenders and 1,000,000 members. The running
    // tenders' publication index gains the order's last key (newest first, then id) and replaces
    // the one without it.
    await db.schema.dropIndex("tenders_running_by_published").execute();
    const open = [
      ["tenders_running_newest", ["kind", "visibility", "published_at desc", "id"]],
      // The region and sector filters, closing soon.
      [
        "tenders_running_by_region",
        ["kind", "visibility", "region", "sector", "bid_deadline", "id"],
      ],
    ] as const;
    for (const [name, columns] of open)
      await db.schema
        .createIndex(name)
        .on("tenders")
        .columns([...columns])
        .where(sql.ref("published_at"), "is not", null)
        .where(sql.ref("cancelled_at"), "is", null)
        .where(sql.ref("awarded_at"), "is", null)
        .execute();
    // "In Progress": the awarded ones, newest first.
    await db.schema
      .createIndex("tenders_awarded_newest")
      .on("tenders")
      .columns(["visibility", "published_at desc", "id"])
      .where(sql.ref("award_bid_id"), "is not", null)
      .where(sql.ref("published_at"), "is not", null)
      .where(sql.ref("cancelled_at"), "is", null)
      .execute();
    // The board's published jobs in its order.
    await db.schema
      .createIndex("jobs_published")
      .on("jobs")
      .column("position")
      .where(sql.ref("status"), "=", "published")
      .execute();
    // The members who chose to be listed, in the directory's order, by region or not; with the
    // name searched, which a count reads from the index.
    for (const [name, columns] of [
      ["members_listed", ["position", "name_search"]],
      ["members_listed_by_region", ["region", "position", "name_search"]],
    ] as const)
      await db.schema
        .createIndex(name)
        .on("members")
        .columns([...columns])
        .where(sql.ref("listed"), "=", 1)
        .execute();
  },
};

migrations["2027-01-13-vendor-directory-scale"] = {
  async up(db: Kysely<unknown>) {
    // The directory at a million suppliers (issue 46, docs/decisions/541): the shown rating
    // (-1 while there is none) and the "Highest rated" score (decision 115, -1 unrated) become
    // columns the database computes from the review count and average on every write, so the
    // filters and both sorts read an index instead of computing them for every supplier.
    // PostgreSQL stores them; SQLite, which cannot add a stored one, computes them on read and
    // keeps them in the indexes.
    const shown = `case when review_count > 0 and review_average is not null
      then review_average else -1 end`;
    const rank = `case when review_count > 0 and review_average is not null
      then (15.0 + review_average * review_count) / (5.0 + review_count) else -1 end`;
    const [kind, as] = isPostgres(db)
      ? [{ shown: "real", rank: "double precision" }, "stored"]
      : [{ shown: "real", rank: "real" }, "virtual"];
    for (const [name, type, expression] of [
      ["shown_rating", kind.shown, shown],
      ["rank_score", kind.rank, rank],
    ])
      await sql
        .raw(
          `alter table vendors add column ${name} ${type} generated always as (${expression}) ${as}`,
        )
        .execute(db);
    // Each order of the directory, and its categories, read one page from an index; the
    // facets' summary (decision 542) is counted from the last one without the table.
    const indexes: [string, string][] = [
      ["vendors_by_rank", "status, rank_score desc, review_count desc, position"],
      ["vendors_by_reviews", "status, review_count desc, shown_rating desc, position"],
      ["vendors_status_category_position", "status, category, position"],
      ["vendors_facets", "status, category, location, shown_rating"],
    ];
    for (const [name, columns] of indexes)
      await sql.raw(`create index ${name} on vendors (${columns})`).execute(db);
  },
};

migrations["2027-01-16-cpv-prefix"] = {
  async up(db: Kysely<unknown>) {
    // The CPV match read as ranges of the code (issue 46, decision 546): the suggestions and a
    // tender's matching start from the capabilities whose code lies in the tender's ranges and
    // read their companies from the same index, without the table. It replaces the index on the
    // code alone; the rows need no backfill (the code is the column compared).
    await db.schema
      .createIndex("company_cpv_by_code_company")
      .on("company_cpv")
      .columns(["code", "company_id"])
      .execute();
    await db.schema.dropIndex("company_cpv_by_code").execute();
  },
};

migrations["2027-01-18-background-scale"] = {
  async up(db: Kysely<unknown>) {
    // A published job's alerts are matched by a keyed job in batches (issue 46 item 4, decision
    // 549): the row is written with the publication; the run's cursor (the last alert read),
    // the members told so far, its hold and when it finished.
    await db.schema
      .createTable("job_alert_matchings")
      .addColumn("job_id", "text", (c) => c.primaryKey())
      .addColumn("cursor", "text")
      .addColumn("told", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("claimed_until", "text")
      .addColumn("finished_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("job_alert_matchings_open")
      .on("job_alert_matchings")
      .columns(["finished_at", "created_at"])
      .execute();
    // The digest's sweep of the day, resumable from its cursor (decision 550).
    await db.schema
      .createTable("job_alert_digest_runs")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("cursor", "text")
      .addColumn("claimed_until", "text")
      .addColumn("swept_at", "text")
      .execute();
    // The jobs published in the digest's window, found by their date.
    await db.schema.createIndex("jobs_by_published_at").on("jobs").column("published_at").execute();
  },
};

migrations["2027-01-15-search-scale"] = {
  async up(db: Kysely<unknown>) {
    // PostgreSQL: the kinds' full-text indexes keep no pending list, which every search read
    // whole (issue 46, decision 545); a no-op on SQLite.
    await flushKindDocIndexes(db);
  },
};

migrations["2027-01-19-bid-documents-by-bid"] = {
  async up(db: Kysely<unknown>) {
    // A tender's comparison reads its page of bids' documents by bid: without an index that was
    // a scan of every bid document (300 ms at 2,000,000 on PostgreSQL, issue 46).
    await db.schema
      .createIndex("bid_documents_by_bid")
      .on("bid_documents")
      .column("bid_id")
      .execute();
  },
};
