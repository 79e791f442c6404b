import SQLite from "better-sqlite3";
import path from "node:path";
import pg from "pg";
import { Kysely, Migrator, PostgresAdapter, sql } from "kysely";
import { ensurePrivateDatabase, ensurePrivateDir } from "../private-files";
import { migrationProvider } from "./migrations";
import { resilientPool } from "./resilient-pool";
import { CurrentSchemaPostgresDialect } from "./schema-introspector";
import { ImmediateSqliteDialect } from "./sqlite-dialect";
import { withStatementCache } from "./statement-cache";
import type { Database } from "./schema";

// The site's database: SQLite in the data folder by default, PostgreSQL when DATABASE_URL names
// one (docs/decisions/090). The same migrations and queries run on both.

export const DATABASE_FILE = "procureconnect.sqlite";

export type Db = Kysely<Database>;

export interface OpenDatabaseOptions {
  dataDir: string;
  /** A file name inside dataDir, or ":memory:" (tests). */
  file?: string;
  /** A `postgres://` URL: PostgreSQL instead of the SQLite file. */
  url?: string | null;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** How the connections name themselves to PostgreSQL (pg_stat_activity.application_name). */
  applicationName?: string;
}

/**
 * How long PostgreSQL may take: to connect (then the request fails rather than waits), to run
 * one statement, to sit in a transaction doing nothing; and how long an idle connection stays
 * in the pool. Decision 149.
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
  idleMs: 30_000,
};

/** Rows of each index a SQLite analysis reads (its documentation suggests hundreds). */
export const ANALYSIS_LIMIT = 1000;

/** Whether a DATABASE_URL names PostgreSQL. */
export function isPostgresUrl(url: string | null | undefined): boolean {
  return typeof url === "string" && /^postgres(ql)?:\/\//i.test(url.trim());
}

/**
 * pg returns 64-bit integers (counts, bigint columns) as strings; ours are sizes, counts and
 * millisecond times, well inside a double's exact range, so they are read as numbers, as
 * SQLite gives them.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens the database, then brings its schema up to date. */
export async function openDatabase({
  dataDir,
  file = DATABASE_FILE,
  url,
  poolSize = 10,
  applicationName = "procureconnect",
}: OpenDatabaseOptions): Promise<Db> {
  if (url && isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url.trim(),
      max: poolSize,
      types: pgTypes,
      application_name: applicationName,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
      idleTimeoutMillis: POSTGRES_TIMEOUTS.idleMs,
      statement_timeout: POSTGRES_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
      keepAlive: true,
    });
    // The pages' queries are many and small, on as many connections as requests: a parallel
    // plan's workers start for each (tens of ms on two cores) and take the cores the other
    // requests need, so each connection plans without them (docs/decisions/554).
    pool.on("connect", (client) => {
      client.query("set max_parallel_workers_per_gather = 0").catch(() => {});
    });
    // A connection the server drops (a restart, a failover, an idle-connection killer), idle or
    // in use, is an error for its query, never the end of the process; reads are retried once.
    const db = new Kysely<Database>({
      dialect: new CurrentSchemaPostgresDialect({ pool: resilientPool(pool) }),
    });
    try {
      // The schema the URL's search_path names (public by default) holds Kysely's own tables too.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      await migrate(db, rows[0]?.schema);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return db;
  }
  if (url?.trim()) {
    throw new Error(`DATABASE_URL must start with postgres:// (or be unset for SQLite).`);
  }
  const location = file === ":memory:" ? file : path.join(dataDir, file);
  if (file !== ":memory:") {
    ensurePrivateDir(dataDir);
    ensurePrivateDatabase(location);
  }
  const db = sqliteDatabase(new SQLite(location));
  await migrate(db);
  return db;
}

/** Kysely on an open SQLite connection, set up as the site runs it (not migrated). */
export function sqliteDatabase(sqlite: SQLite.Database): Db {
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  // Anything acknowledged to a visitor survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Its transactions take the write lock at their start: one reads, then writes (decision 360).
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Brings the schema up to date; on PostgreSQL, Kysely's Migrator holds a lock while it does, on
 * one connection without the pages' statement timeout (a migration that rewrites a table of a
 * million rows takes minutes), which is put back before the connection returns to the pool.
 */
export async function migrate(db: Kysely<Database>, schema?: string): Promise<void> {
  if (!isPostgres(db)) return migrateOn(db, schema);
  await db.connection().execute(async (conn) => {
    await sql`set statement_timeout = 0`.execute(conn);
    try {
      await migrateOn(conn, schema);
    } finally {
      await sql`reset statement_timeout`.execute(conn);
    }
  });
}

async function migrateOn(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}

/** Which migrations have run and which are waiting, for `npm run db -- status`. */
export async function migrationStatus(
  db: Kysely<Database>,
): Promise<{ name: string; executedAt: Date | null }[]> {
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const all = await migrator.getMigrations();
  return all.map((m) => ({ name: m.name, executedAt: m.executedAt ?? null }));
}

/**
 * Runs `task` while no other process on the same database runs one under the same name: the
 * start-up steps that are not a single transaction (the sample data, the accounts library's
 * tables) when several servers start at once. SQLite has one server, so it just runs.
 */
export async function exclusively<T>(
  db: Kysely<Database>,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  if (!isPostgres(db)) return task();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${`procureconnect:${name}`}))`.execute(conn);
    try {
      return await task();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`procureconnect:${name}`}))`.execute(conn);
    }
  });
}
