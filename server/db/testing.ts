import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import type { Vendor } from "../../app/data/types";
import { vendors } from "../../app/data/vendors";
import type { JobInput } from "../../app/domains/hiring";
import type { MemberLimits } from "../member-limits";
import { ensurePrivateDir } from "../private-files";
import { DATABASE_FILE, migrate, openDatabase, sqliteDatabase, type Db } from "./database";

// The databases the data-layer and server tests run on: SQLite always, PostgreSQL too when
// TEST_DATABASE_URL names one (npm test sets it when a local server answers; README, Tests).
// Each PostgreSQL database is a fresh schema of its own, dropped at the end.

export type BackendName = "sqlite" | "postgres";

export interface TestBackend {
  name: BackendName;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

/** What to describe.each over: SQLite, and PostgreSQL when there is one. */
export const testBackends: TestBackend[] = [
  { name: "sqlite" },
  ...(TEST_DATABASE_URL ? [{ name: "postgres" as const }] : []),
];

export interface TestDatabase {
  /** The DATABASE_URL of this database (null for SQLite). */
  url: string | null;
  /** Opens (and migrates) a connection to it; more than one may be open. */
  open(dataDir: string, options?: { file?: string }): Promise<Db>;
  /** Removes what the test stored (the PostgreSQL schema). */
  drop(): Promise<void>;
}

let sqliteImage: Promise<Buffer> | null = null;

/**
 * The file image of a migrated SQLite database, made once per test process: each test's SQLite
 * database starts as a copy of it, since migrating one took most of a small test's time.
 */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const sqlite = new SQLite(":memory:");
    const db = sqliteDatabase(sqlite);
    await migrate(db);
    const image = sqlite.serialize();
    await db.destroy();
    return image;
  })();
  return sqliteImage;
}

/** A migrated, empty SQLite database in memory, as `openDatabase` gives one. */
export async function openMemoryDatabase(): Promise<Db> {
  return sqliteDatabase(new SQLite(await migratedSqliteImage()));
}

/** A fresh, empty database for one test on `backend`. */
export async function createTestDatabase(backend: BackendName): Promise<TestDatabase> {
  if (backend === "sqlite") {
    return {
      url: null,
      open: async (dataDir, options) => {
        const file = options?.file ?? DATABASE_FILE;
        if (file === ":memory:") return openMemoryDatabase();
        if (dataDir) {
          // A migrated file to start from (never over one with data), opened as a server does.
          ensurePrivateDir(dataDir);
          const image = await migratedSqliteImage();
          await writeFile(path.join(dataDir, file), image, { flag: "wx", mode: 0o600 }).catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code !== "EEXIST") throw error;
            },
          );
        }
        return openDatabase({ dataDir, file });
      },
      drop: async () => {},
    };
  }
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set.");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create schema ${schema}`);
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    open: (dataDir) => openDatabase({ dataDir, url: url.toString(), poolSize: 4 }),
    // pg-boss keeps its jobs beside it (server/jobs/pg-boss-runner.ts `pgBossSchema`).
    drop: () => adminQuery(`drop schema if exists ${schema}, ${schema}_jobs cascade`),
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Deletes every row of every table of a PostgreSQL test database (its schema stays), but the
 * CPV list, which the migrations load (docs/decisions/440).
 */
export async function emptyDatabase(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'
      and tablename <> 'cpv_codes'`.execute(db);
  if (rows.length === 0) return;
  await sql`truncate ${sql.join(rows.map((r) => sql.table(r.name)))} cascade`.execute(db);
}

/**
 * A seeded database for each test of a file, on `backend`: a new SQLite one in memory each
 * time; on PostgreSQL one schema for the file, emptied and seeded again before each test
 * (migrating a new schema for every test would take most of the run).
 */
export function eachTestDatabase(
  backend: BackendName,
  hooks: {
    beforeAll(fn: () => Promise<void>): void;
    afterAll(fn: () => Promise<void>): void;
    beforeEach(fn: () => Promise<void>): void;
    afterEach(fn: () => Promise<void>): void;
  },
  prepare: (db: Db) => Promise<unknown>,
): () => Db {
  let shared: TestDatabase | null = null;
  let sharedDb: Db | null = null;
  let current: Db | null = null;
  hooks.beforeAll(async () => {
    if (backend === "sqlite") return;
    shared = await createTestDatabase(backend);
    sharedDb = await shared.open("");
  });
  hooks.afterAll(async () => {
    await sharedDb?.destroy();
    await shared?.drop();
  });
  hooks.beforeEach(async () => {
    if (sharedDb) {
      await emptyDatabase(sharedDb);
      current = sharedDb;
    } else {
      current = await openMemoryDatabase();
    }
    await prepare(current);
  });
  hooks.afterEach(async () => {
    if (current !== sharedDb) await current?.destroy();
    current = null;
  });
  return () => {
    if (!current) throw new Error("No test database open outside a test.");
    return current;
  };
}

export interface TestInstallation {
  /** A fresh data folder of the test's own. */
  dataDir: string;
  database: TestDatabase;
  db: Db;
  /** Closes the database, drops it and removes the data folder. */
  close(): Promise<void>;
}

/** A data folder and a fresh database on `backend`, as a server has them. */
export async function openTestInstallation(backend: BackendName): Promise<TestInstallation> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-test-"));
  const database = await createTestDatabase(backend);
  const db = await database.open(dataDir);
  return {
    dataDir,
    database,
    db,
    async close() {
      await db.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAccount {
  id: string;
  name: string;
  email: string;
}

/** The accounts' table, as the built-in accounts create it (only the columns we read), holding `accounts`. */
export async function createAccounts(db: Db, accounts: readonly TestAccount[]): Promise<void> {
  await db.schema
    .createTable("user")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .execute();
  if (accounts.length > 0)
    await db
      .insertInto("user")
      .values([...accounts])
      .execute();
}

/**
 * A signed-in member as a page's load context carries them (`context.user`), for route tests:
 * named after the id ("ada" is "Ada"), at `<id>@example.com`, confirmed, not an operator.
 */
export const testViewer = (id: string) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  email: `${id}@example.com`,
  image: null,
  isOperator: false,
  emailVerified: true,
});

/** A page's viewer in route tests: a member, or nobody signed in. */
export type TestUser = ReturnType<typeof testViewer> | null;

/** The first two sample companies (as seeded): one member's, and another's. */
export function twoSampleCompanies() {
  const [first, second] = vendors;
  if (!first || !second) throw new Error("The sample data lists fewer than two companies.");
  return [first, second] as const;
}

/** Member limits that refuse every attempt, for the "too many" answers. */
export const refusingLimits: MemberLimits = {
  take: async () => ({ allowed: false, retryAfter: 120 }),
};

/** The accounts' table holding a member for each id, named after it, at `<id>@example.com`. */
export function createMembers(db: Db, ids: readonly string[]): Promise<void> {
  return createAccounts(
    db,
    ids.map((id) => ({ id, name: id, email: `${id}@example.com` })),
  );
}

/** A posted job's fields for a company's tests (issue 30), with `over` changed. */
export function testJobInput(companyId: string, over: Partial<JobInput> = {}): JobInput {
  return {
    companyId,
    title: "Category Buyer",
    location: "Berlin, Germany",
    budgetMin: 70000,
    budgetMax: 85000,
    currency: "USD",
    duration: "Full-time",
    category: "Logistics",
    tags: ["Sourcing"],
    isRemote: false,
    description: "Run the indirect categories.",
    responsibilities: ["Source"],
    requirements: ["Five years"],
    benefits: ["Pension"],
    companyDescription: "A supplier.",
    closesOn: "2099-01-31",
    ...over,
  };
}

/**
 * A plain supplier for the search's tests: the first sample vendor's fields, named by its id,
 * with a neutral blurb and service, so that only what a test sets can match a query.
 */
export function plainVendor(id: string, over: Partial<Vendor> = {}): Vendor {
  return {
    ...vendors[0]!,
    id,
    slug: id,
    name: id,
    shortBlurb: "A supplier.",
    services: ["General supplies"],
    tags: [],
    certifications: [],
    ...over,
  };
}
