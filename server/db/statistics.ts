import { sql } from "kysely";
import { ANALYSIS_LIMIT, isPostgres, type Db } from "./database";

// The query planner's statistics (issue 46). PostgreSQL's autovacuum analyzes a table after
// enough of it changed; SQLite never does on its own, and without `sqlite_stat1` its planner
// guesses every index's selectivity. SQLite's documentation asks long-lived connections to run
// `PRAGMA optimize` when opened and periodically; here the job `planner_statistics` does, once a
// day (a server that starts on a day not yet done runs it then), off the start's path. With
// `0x10002` it looks at every table, not only those this connection has read, and analyzes the
// ones whose statistics are missing or stale, reading at most `analysis_limit` rows of each
// index, so it costs milliseconds to seconds at any size (docs/decisions/552).

/** The statistics of the tables that have none, or changed enough since they were taken. */
export async function refreshStatistics(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  await sql.raw("pragma optimize = 0x10002").execute(db);
}
