import type { Kysely, Migration, MigrationProvider } from "kysely";

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

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
