import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { createNotifications } from "~/domains/notifications/index.server";
import { comparisonExport, loadComparison } from "./comparison.server";
import { addManyBids, bidderName } from "./many-bids.testing";

// The comparison a page at a time (decision 543), on SQLite and PostgreSQL: 50 suppliers per
// page in the comparison's order, the lowest marks and the ranks over every bid, only the
// buyer reading, an address naming no such page sent to one that exists, the exports whole.

const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const member = (id: string) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  image: null,
  isOperator: false,
});
const ada = member("ada");
const bob = member("bob");
const BIDS = 120;
const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => bidderName(from + i));

describe.each(testBackends)("the comparison's pages on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let id: string;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  const context = () =>
    ({
      siteOrigin: "https://buyers.example.test",
      repo,
      user: ada,
      limits: inProcessMemberLimits(),
      notifications: createNotifications({ db, mailEnabled: false, mailFrom: "x@example.com" }),
    }) as unknown as AppLoadContext;
  const open = async (query: string, now = at(90)) => {
    const page = await loadComparison(
      context(),
      new Request(`http://localhost/projects/${id}/bids${query}`),
      ada,
      id,
      now,
    );
    if (page.sealed) throw new Error("sealed");
    return page;
  };
  const redirectOf = async (query: string) => {
    try {
      await open(query);
    } catch (thrown) {
      if (thrown instanceof Response) return [thrown.status, thrown.headers.get("Location")];
      throw thrown;
    }
    return null;
  };

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    await createMembers(db, ["ada", "bob"]);
    id = await repo.tenders.create(
      { id: "ada" },
      {
        title: "Pallets for the northern depots",
        description: "Wooden pallets, delivered to four depots.",
        kind: "tender",
        region: "Europe",
        sector: "Manufacturing",
        budget: null,
        budgetHidden: false,
        visibility: "public",
        buyerName: "Ada Trading",
        questionDeadline: at(30).toISOString(),
        bidDeadline: at(60).toISOString(),
        standstillDays: 0,
        items: [
          { item: "Pallet", quantity: 10, unit: "piece", specification: "" },
          { item: "Delivery", quantity: 1, unit: "trip", specification: "" },
        ],
        criteria: [{ name: "Price", weight: 100, method: "price" }],
      },
      [],
      { publish: true },
      at(0),
    );
    await addManyBids(db, id, BIDS);
  });

  it("shows bids 51 to 100 on page 2, ranked and marked against every bid", async () => {
    const page = await open("?page=2");
    expect(page.comparison.columns.map((c) => c.vendorName)).toEqual(names(51, 100));
    expect(page.comparison.count).toBe(BIDS);
    expect(page.window).toEqual({ page: 2, pages: 3, from: 51, to: 100, count: BIDS });
    // The lowest total and the lowest prices are bid 1's, on page 1: none on this page.
    expect(page.comparison.columns.some((c) => c.lowestTotal)).toBe(false);
    expect(page.comparison.rows.flatMap((r) => r.cells).some((c) => c.lowest)).toBe(false);
    expect(page.comparison.columns.map((c) => c.rank)).toEqual(
      names(51, 100).map((_, i) => 51 + i),
    );
    expect(page.comparison.columns[0]!.score).toBeCloseTo(100 / 51, 2);

    const first = await open("");
    expect(first.comparison.columns.map((c) => c.vendorName)).toEqual(names(1, 50));
    expect(first.comparison.columns[0]!.lowestTotal).toBe(true);
    expect(first.comparison.rows.every((r) => r.cells[0]!.lowest && !r.cells[1]!.lowest)).toBe(
      true,
    );
    const last = await open("?page=3");
    expect(last.comparison.columns.map((c) => c.vendorName)).toEqual(names(101, 120));
    expect(last.window).toMatchObject({ from: 101, to: 120 });
  });

  it("keeps the page within the chosen order, and the sort in the pages' addresses", async () => {
    const byRank = await open("?sort=score&page=2");
    expect(byRank.sort).toBe("score");
    expect(byRank.comparison.columns.map((c) => c.vendorName)).toEqual(names(51, 100));
  });

  it("sends an address naming no such page to one that exists", async () => {
    const base = `/projects/${id}/bids`;
    expect(await redirectOf("?page=abc")).toEqual([302, base]);
    expect(await redirectOf("?page=0")).toEqual([302, base]);
    expect(await redirectOf("?page=-2")).toEqual([302, base]);
    expect(await redirectOf("?page=1")).toEqual([302, base]);
    expect(await redirectOf("?sort=score&page=99")).toEqual([302, `${base}?sort=score&page=3`]);
    expect(await redirectOf("?page=3")).toBeNull();
  });

  it("reads nothing for anyone but the buyer, nor before the deadline", async () => {
    expect(await repo.tenders.bidField(id, "bob", at(90), false)).toBeNull();
    expect(await repo.tenders.bidField(id, "ada", at(59), false)).toBeNull();
    const field = await repo.tenders.bidField(id, "ada", at(90), false);
    expect(field?.standings).toHaveLength(BIDS);
    expect([...field!.lowestPrices.values()]).toEqual([1000, 1000]);
    const some = field!.standings.slice(0, 3).map((s) => s.id);
    expect(await repo.tenders.sealedBidsByIds(id, "bob", some, at(90))).toEqual([]);
    expect(await repo.tenders.sealedBidsByIds(id, "ada", some, at(59))).toEqual([]);
    const full = await repo.tenders.sealedBidsByIds(id, "ada", [...some].reverse(), at(90));
    expect(full.map((b) => b.id)).toEqual([...some].reverse());
    expect(full[0]!.prices.size).toBe(2);
    await expect(
      loadComparison(
        context(),
        new Request(`http://localhost/projects/${id}/bids`),
        bob,
        id,
        at(90),
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("exports every bid, whatever the page", async () => {
    const csv = await (await comparisonExport(context(), ada, id, "csv", at(90))).text();
    const head = csv.split("\r\n")[0]!;
    expect(head.split(",").length).toBe(3 + 2 * BIDS);
    expect(head).toContain(`${bidderName(120)} unit price`);
  });
});
