import { sql } from "kysely";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";
import { seedSampleData } from "./seed";
import { refreshStatistics } from "./statistics";

// SQLite's planner statistics are taken when the database opens and by the daily job, for the
// tables that have none or stale ones (docs/decisions/552).

const statTables = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(db)).rows.map(
    (r) => r.tbl,
  );

describe("the planner's statistics on SQLite", () => {
  it("are taken when the database opens, and again for a table that changed", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "statistics-"));
    try {
      let db = await openDatabase({ dataDir });
      // The sample data's tables get statistics once the database is opened again.
      await seedSampleData(db);
      await db.destroy();
      db = await openDatabase({ dataDir });
      expect(await statTables(db)).toContain("vendors");
      // Without statistics (read again by `analyze sqlite_schema`), a table the pages read is
      // analyzed by the daily refresh.
      await sql`delete from sqlite_stat1 where tbl = 'vendors'`.execute(db);
      await sql`analyze sqlite_schema`.execute(db);
      expect(await statTables(db)).not.toContain("vendors");
      await db.selectFrom("vendors").select("id").where("slug", "=", "x").execute();
      await refreshStatistics(db);
      expect(await statTables(db)).toContain("vendors");
      await db.destroy();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
