import { sql } from "kysely";
import { ANALYSIS_LIMIT, isPostgres, type Db } from "./database";

// The query planner's statistics (issue 46). PostgreSQL's autovacuum analyzes a table after
// enough of it changed; SQLite never does on its own, and without `sqlite_stat1` its planner
// guesses every index's selectivity. SQLite's documentation asks long-lived connections to run
// `PRAGMA optimize=0x10002` when opened (server/db/database.ts does) and `PRAGMA optimize`
// periodically (the daily job `planner_statistics`): each analyzes only the tables whose
// statistics are missing or stale, reading at most `analysis_limit` rows of each index, so it
// costs milliseconds at any size (docs/decisions/552).

/** The statistics of the tables that changed enough since they were last taken. */
export async function refreshStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  await sql.raw("pragma optimize").execute(db);
}
