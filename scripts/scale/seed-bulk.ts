// Puts the bulk scale fixture (scripts/scale/bulk-rows.ts) into a migrated database: the sample
// data first (every page has its content), the directories emptied, today's 5,000 projects, then
// the generated tables written in bulk. On PostgreSQL the search index is then built in one
// statement per kind (the rows were copied with its triggers off) and the planner's statistics
// gathered, as after any bulk load.
import path from "node:path";
import { sql, type Kysely } from "kysely";
import { DATABASE_FILE, isPostgres, type Db } from "../../server/db/database";
import { indexAllRows } from "../../server/db/search-indexes";
import { FIXTURE_SEED, FIXTURE_SIZES, makeFixture } from "./fixture";
import { bulkSizes, bulkTables, type BulkSizes } from "./bulk-rows";
import { copyTables, insertTables, type Progress } from "./bulk-write";
import { seedScaleFixture } from "./seed-fixture";

/** The CPV codes suppliers and items are given: 500 categories of the list, in its order. */
async function fixtureCodes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("cpv_codes")
    .select("code")
    .where("level", "=", "category")
    .orderBy("position")
    .limit(500)
    .execute();
  return rows.map((r) => r.code);
}

/** The searchable kinds the fixture writes. */
const SEARCH_KINDS = ["vendors", "tenders", "members", "jobs"] as const;

/**
 * PostgreSQL: the search index of every kind the fixture wrote, by the same statements as the
 * migration's (so each document is what the triggers would store), into tables whose own indexes
 * (the GIN indexes of the documents, the trigram index of the words) are set aside meanwhile and
 * built again afterwards from all the rows at once, with more memory: kept up row by row, they
 * were most of the suppliers' 166 s at 100x (docs/performance.md, 2026-11-30).
 */
async function indexBulkRows(db: Kysely<unknown>, progress: Progress): Promise<void> {
  const { rows: all } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in ('search_index', 'search_terms')
      and indexdef not like 'CREATE UNIQUE INDEX%'`.execute(db);
  // Each kind's own document index is dropped and built again by `indexAllRows` itself
  // (decision 545); the others are set aside here.
  const kindIndexes = new Set(SEARCH_KINDS.map((kind) => `search_index_${kind}_doc`));
  const indexes = all.filter((index) => !kindIndexes.has(index.name));
  for (const index of indexes) await sql.raw(`drop index ${index.name}`).execute(db);
  for (const kind of SEARCH_KINDS) {
    const started = performance.now();
    await indexAllRows(db, kind);
    progress(`search index of ${kind}`, 0, performance.now() - started);
  }
  const started = performance.now();
  await sql`set local maintenance_work_mem = '512MB'`.execute(db);
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  progress("search index's own indexes", 0, performance.now() - started);
}

export interface BulkTarget {
  /** The PostgreSQL URL, or null for the SQLite file in `dataDir`. */
  url: string | null;
  dataDir: string;
}

const log: Progress = (table, rows, ms) =>
  console.log(
    rows
      ? `  ${table}: ${rows.toLocaleString("en-US")} rows in ${(ms / 1000).toFixed(1)} s (${Math.round(rows / (ms / 1000)).toLocaleString("en-US")}/s)`
      : `  ${table}: ${(ms / 1000).toFixed(1)} s`,
  );

export async function seedBulkFixture(
  db: Db,
  target: BulkTarget,
  sizes: BulkSizes = bulkSizes(1),
  progress: Progress = log,
  now = new Date(),
): Promise<void> {
  // The sample data, the directories emptied, and today's projects (the /projects tabs' sample
  // cards, which are not tenders and stay at today's size).
  const { projects } = makeFixture(FIXTURE_SEED, {
    ...FIXTURE_SIZES,
    vendors: 0,
    jobs: 0,
    members: 0,
  });
  await seedScaleFixture(db, { vendors: [], projects, jobs: [], members: [] });
  const tables = bulkTables(sizes, await fixtureCodes(db), now);
  if (target.url && isPostgres(db)) {
    const { triggersOff } = await copyTables(target.url, tables, progress);
    // One statement over a million rows outlasts the site's 30 s statement timeout: these run
    // in a transaction without it.
    await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      if (triggersOff) await indexBulkRows(trx as unknown as Kysely<unknown>, progress);
    });
    // VACUUM (ANALYZE), as autovacuum does within minutes on a live installation: the planner's
    // statistics, and the visibility map without which no count reads an index alone (rows
    // written by COPY are not yet known to be visible to all). VACUUM runs outside a
    // transaction, on one connection without the site's statement timeout. The fixture's own
    // tables only: a bare VACUUM reads every schema of the database (a shared one holds other
    // fixtures of millions of rows).
    const started = performance.now();
    await db.connection().execute(async (conn) => {
      await sql`set statement_timeout = 0`.execute(conn);
      const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
        where schemaname = current_schema()`.execute(conn);
      await sql.raw(`vacuum (analyze) ${rows.map((r) => `"${r.name}"`).join(", ")}`).execute(conn);
      await sql`reset statement_timeout`.execute(conn);
    });
    progress("vacuum (analyze)", 0, performance.now() - started);
  } else {
    insertTables(path.join(target.dataDir, DATABASE_FILE), tables, progress, SEARCH_KINDS);
  }
}
