import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";

// Reads that a page makes by a parent's key go through an index, not a scan of the child table
// (issue 46: at 2,000,000 bids a scan of their documents took 300 ms per comparison page).

describe("the indexes of the pages' reads by key", () => {
  it("read a page of bids' documents by bid through its index", async () => {
    const db = await openDatabase({ dataDir: "", file: ":memory:" });
    try {
      const plan = await sql<{ detail: string }>`explain query plan
        select id, bid_id, name from bid_documents where bid_id in ('b1', 'b2')`.execute(db);
      expect(plan.rows.map((r) => r.detail).join("\n")).toMatch(/USING INDEX bid_documents_by_bid/);
    } finally {
      await db.destroy();
    }
  });
});
