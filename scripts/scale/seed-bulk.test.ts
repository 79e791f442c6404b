import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { createTestDatabase, testBackends, type TestDatabase } from "../../server/db/testing";
import {
  BIG_TENDER,
  BIG_TENDER_BIDS,
  BUSY_BUYER,
  bulkSizes,
  bulkTables,
  RARE_WORD,
} from "./bulk-rows";
import { copyChunks, copyValue } from "./bulk-write";
import { seedBulkFixture } from "./seed-bulk";

// The bulk scale fixture at a hundredth of its 1x size: written by COPY and by one SQLite
// transaction, read back by the site's own queries (the bench's query paths, small).

// As many suppliers as the big tender has bids, each bid from a company of its own.
const SIZES = { ...bulkSizes(0.01), vendors: 300, busyThreads: 5, buyers: 2 };
const quiet = () => {};

describe("COPY's text format", () => {
  it("escapes what would end a field or a row, and writes null as \\N", () => {
    expect(copyValue("a\tb\nc\\d\re")).toBe("a\\tb\\nc\\\\d\\re");
    expect(copyValue(null)).toBe("\\N");
    expect(copyValue(4.5)).toBe("4.5");
    expect(
      [
        ...copyChunks([
          ["x", null],
          ["y", 2],
        ]),
      ].join(""),
    ).toBe("x\t\\N\ny\t2\n");
  });
});

describe("the bulk rows", () => {
  it("are the same for the same seed, and as many as the sizes say", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    const rows = (t: ReturnType<typeof bulkTables>[number]) => [...t.rows()];
    const first = bulkTables(SIZES, ["03111000-2", "03112000-9"], now);
    const second = bulkTables(SIZES, ["03111000-2", "03112000-9"], now);
    expect(first.map(rows)).toEqual(second.map(rows));
    const count = (name: string) => rows(first.find((t) => t.table === name)!).length;
    expect(count("vendors")).toBe(SIZES.vendors);
    expect(count("bids")).toBe(SIZES.bids);
    expect(count("request_replies")).toBe(SIZES.messages);
  });
});

describe.each(testBackends)("the bulk fixture on $name", ({ name }) => {
  let database: TestDatabase;
  let dataDir: string;
  let db: Db;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "bulk-fixture-"));
    database = await createTestDatabase(name);
    db = await database.open(dataDir);
    await seedBulkFixture(db, { url: database.url, dataDir }, SIZES, quiet);
  }, 180_000);
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("fills the directories the pages list, and their search index", async () => {
    const repo = createRepository(db);
    expect((await repo.vendors.search({}, 24)).total).toBe(SIZES.vendors);
    const rare = await repo.vendors.search({ q: RARE_WORD }, 24);
    expect(rare.items.map((v) => v.id)).toEqual(["fv6"]);
    expect((await repo.members.search({}, 1)).total).toBe(SIZES.members);
    expect((await repo.jobs.search({}, 1)).total).toBe(SIZES.jobs);
    const found = await repo.search.everything("logistics", 5);
    expect(JSON.stringify(found)).toContain("Logistics");
  });

  it.runIf(name === "postgres")(
    "stores each supplier's search document as the migration's trigger would",
    async () => {
      const doc = () =>
        sql<{ doc: string }>`select doc::text as doc from search_index
          where kind = 'vendors' and key = 'fv6'`
          .execute(db)
          .then((r) => r.rows.map((row) => row.doc));
      const written = await doc();
      expect(written).toHaveLength(1);
      expect(written[0]).toContain("cryogen");
      // The trigger indexes the row again when its name is written.
      await sql`update vendors set name = name where id = 'fv6'`.execute(db);
      expect(await doc()).toEqual(written);
      const indexes = await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = 'search_index'`.execute(db);
      expect(indexes.rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(["search_index_doc", "search_index_vendors_doc"]),
      );
    },
  );

  it("gives the busy buyer the big tender, with its bids to compare", async () => {
    const repo = createRepository(db);
    const mine = await repo.tenders.byBuyer(BUSY_BUYER);
    expect(mine.map((t) => t.id)).toContain(BIG_TENDER);
    expect(mine.find((t) => t.id === BIG_TENDER)!.bidCount).toBe(BIG_TENDER_BIDS);
    const listed = await repo.tenders.listed("tender", { sort: "newest" }, 24);
    expect(listed.items.length).toBeGreaterThan(0);
    expect((await repo.tenders.listed("awarded", { sort: "newest" }, 24)).matches).toBeGreaterThan(
      0,
    );
  });
});
