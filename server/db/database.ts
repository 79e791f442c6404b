import SQLite from "better-sqlite3";
import path from "node:path";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { ensurePrivateDatabase, ensurePrivateDir } from "../private-files";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

// The site's database: SQLite in the data folder by default, created and migrated on open.

export const DATABASE_FILE = "procureconnect.sqlite";

export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  dataDir: string;
  /** A file name inside dataDir, or ":memory:" (tests). */
  file?: string;
}

/** Opens the database, then brings its schema up to date. */
export async function openDatabase({
  dataDir,
  file = DATABASE_FILE,
}: OpenDatabaseOptions): Promise<Db> {
  const location = file === ":memory:" ? file : path.join(dataDir, file);
  if (file !== ":memory:") {
    ensurePrivateDir(dataDir);
    ensurePrivateDatabase(location);
  }
  const sqlite = new SQLite(location);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  // Anything acknowledged to a visitor survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db);
  return db;
}

export async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
