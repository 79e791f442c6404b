import { sql } from "kysely";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { seedSampleData } from "./seed";
import { refreshStatistics } from "./statistics";

// SQLite's planner statistics are taken by the job `planner_statistics` (daily, and when a
// server starts), for the tables that have none or stale ones (docs/decisions/552).

/** The tables with statistics (none while SQLite has never analyzed: no `sqlite_stat1`). */
const statTables = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_schema
    where name = 'sqlite_stat1'`.execute(db);
  if (rows[0]!.n === 0) return [];
  return (await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(db)).rows.map(
    (r) => r.tbl,
  );
};

describe("the planner's statistics on SQLite", () => {
  it("are taken by the job for every table that has none, and again once they are gone", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "statistics-"));
    try {
      const db = await openDatabase({ dataDir });
      await seedSampleData(db);
      // Opening takes none: a server's start does not wait for them.
      expect(await statTables(db)).not.toContain("vendors");
      await refreshStatistics(db);
      expect(await statTables(db)).toContain("vendors");
      // Without statistics (read again by `analyze sqlite_schema`), the table is analyzed again.
      await sql`delete from sqlite_stat1 where tbl = 'vendors'`.execute(db);
      await sql`analyze sqlite_schema`.execute(db);
      expect(await statTables(db)).not.toContain("vendors");
      await refreshStatistics(db);
      expect(await statTables(db)).toContain("vendors");
      await db.destroy();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
