import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bulkSizes, bulkTables } from "./bulk-rows";

// The fixture's content pinned: a hash of every row of every table at a hundredth of 1x, for a
// fixed date and codes. A faster generator must give the same rows in the same order; a change
// to what the fixture holds changes these hashes on purpose (and the figures measured on it).
const SIZES = { ...bulkSizes(0.01), vendors: 300, busyThreads: 5, buyers: 2 };
const NOW = new Date("2026-11-29T12:00:00Z");
const CODES = ["03111000-2", "03112000-9", "03113000-6"];

function hashes(): Record<string, string> {
  return Object.fromEntries(
    bulkTables(SIZES, CODES, NOW).map((t) => {
      const hash = createHash("sha256").update(JSON.stringify(t.columns));
      for (const row of t.rows()) hash.update(JSON.stringify(row));
      return [t.table, hash.digest("hex").slice(0, 16)];
    }),
  );
}

describe("the bulk rows' content", () => {
  it("is the same rows in the same order, table by table", () => {
    expect(hashes()).toEqual({
      vendors: "35991b7eb001c73d",
      company_cpv: "4d2f7f98d6356c3c",
      reviews: "54c00d7ef2b85176",
      tenders: "3bfb275026813ec5",
      tender_matchings: "a9ee8480e916dbf6",
      tender_items: "1554f88beb5d89e4",
      tender_documents: "e7c9a5340037a639",
      bids: "0cd348f316b5b876",
      bid_prices: "dec56513b87b4019",
      bid_documents: "9a566644f580c548",
      members: "ecf04ee717e8302d",
      jobs: "b3f7d7a85fac7c82",
      submissions: "2b89651dbc2e0e8f",
      company_requests: "31e35951a8078b2c",
      submission_fields: "ae3db3cd2367876e",
      request_replies: "c0e1d71546e94d1d",
    });
  });
});
