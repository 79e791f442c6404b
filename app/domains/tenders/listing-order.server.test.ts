import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Insertable } from "kysely";
import type { Db } from "../../../server/db/database";
import type { Tenders } from "../../../server/db/generated";
import { createRepository } from "../../../server/db/repository";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { ProjectFilters } from "./rules";

// /projects' tabs as the 100x fixture measures them (decision 547): each tab's order and its
// bounded count, on tenders of every state, with ties on the publication date and the deadline
// (the order's last key, the id, decides them), on SQLite and PostgreSQL.

const NOW = new Date(Date.UTC(2026, 10, 30, 12));
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

/** Forty tenders: open, closed, awarded, cancelled, unpublished, invited; of both kinds. */
function tenderRows(): Insertable<Tenders>[] {
  return Array.from({ length: 40 }, (_, i) => {
    const awarded = i % 6 === 5;
    const deadline = awarded || i % 5 === 4 ? hours(-2 - (i % 3)) : hours(24 * (1 + (i % 4)));
    return {
      // Ids out of step with the dates, so that the order's last key is tried.
      id: `t${String((i * 17) % 40).padStart(2, "0")}`,
      buyer_id: "ada",
      buyer_name: "Ada Trading",
      kind: i % 4 === 3 ? "collaboration" : "tender",
      title: `Tender ${i}`,
      description: "Supply as specified.",
      region: i % 2 === 0 ? "Europe" : "GCC",
      sector: i % 3 === 0 ? "Technology" : "Energy",
      budget: 10_000 + i,
      visibility: i % 9 === 8 ? "invited" : "public",
      question_deadline: deadline,
      bid_deadline: deadline,
      // Seven publication hours: many tenders share one.
      published_at: i % 13 === 12 ? null : hours(-24 - (i % 7)),
      cancelled_at: i % 11 === 10 ? hours(-1) : null,
      awarded_at: awarded ? deadline : null,
      award_bid_id: awarded ? `bid-${i}` : null,
      created_at: hours(-48),
      updated_at: hours(-48),
    };
  });
}

type Tab = "tender" | "collaboration" | "awarded";
type Row = Insertable<Tenders>;

/** The tab's tenders and order, as /projects promises them, worked out here row by row. */
function expected(rows: readonly Row[], tab: Tab, filters: ProjectFilters): string[] {
  const now = NOW.toISOString();
  const kept = rows.filter(
    (r) =>
      r.visibility === "public" &&
      r.published_at != null &&
      r.cancelled_at == null &&
      (tab === "awarded"
        ? r.award_bid_id != null
        : r.kind === tab && r.awarded_at == null && r.bid_deadline > now) &&
      (!filters.region || r.region === filters.region) &&
      (!filters.sector || r.sector === filters.sector),
  );
  const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  kept.sort((a, b) =>
    filters.sort === "closing"
      ? a.bid_deadline.localeCompare(b.bid_deadline) || byId(a, b)
      : b.published_at!.localeCompare(a.published_at!) || byId(a, b),
  );
  return kept.map((r) => r.id);
}

const VARIANTS: [string, Tab, ProjectFilters][] = [
  ["Active Tender, newest", "tender", { sort: "newest" }],
  ["In Progress", "awarded", { sort: "newest" }],
  ["Collaboration", "collaboration", { sort: "newest" }],
  [
    "Europe, Energy, closing soon",
    "tender",
    { region: "Europe", sector: "Energy", sort: "closing" },
  ],
  ["Europe, closing soon", "tender", { region: "Europe", sort: "closing" }],
];

describe.each(testBackends)("the /projects tabs' order and counts on $name", ({ name }) => {
  let db: Db;
  const rows = tenderRows();
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    async (d) => {
      await d.insertInto("tenders").values(rows).execute();
    },
  );
  beforeEach(() => {
    db = database();
  });

  it("lists every tab's tenders in order, counted up to the cap", async () => {
    for (const [, tab, filters] of VARIANTS) {
      const want = expected(rows, tab, filters);
      expect(want.length).toBeGreaterThan(2);
      const listed = await createRepository(db).tenders.listed(tab, filters, 50, NOW);
      expect(listed.items.map((t) => t.id)).toEqual(want);
      expect(listed.matches).toBe(want.length);
      const capped = await createRepository(db, { countCap: 1 }).tenders.listed(
        tab,
        filters,
        2,
        NOW,
      );
      expect(capped.items.map((t) => t.id)).toEqual(want.slice(0, 2));
      expect(capped.matches).toBe(2);
    }
  });
});
