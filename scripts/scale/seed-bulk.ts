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
      if (triggersOff) {
        for (const kind of SEARCH_KINDS) {
          const started = performance.now();
          await indexAllRows(trx as unknown as Kysely<unknown>, kind);
          progress(`search index of ${kind}`, 0, performance.now() - started);
        }
      }
      await sql`analyze`.execute(trx);
    });
  } else {
    insertTables(path.join(target.dataDir, DATABASE_FILE), tables, progress, SEARCH_KINDS);
  }
}
