import { PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";

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

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
