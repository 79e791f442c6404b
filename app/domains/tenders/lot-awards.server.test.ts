import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { TenderValues } from "./schema";
import { lotBid, twoLotTender } from "./lots.testing";
import type { NewNotice } from "~/domains/notifications/index.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { Tell } from "../../../server/db/write";

// Award per lot (decision 450), on SQLite and PostgreSQL: each lot goes to one bid on it, with
// its own standstill; the buyer only, once the bids are open; another member, a bidder and a
// visitor are refused; the tender is awarded once every lot's award is final, and a tender
// without lots keeps its one award.

const [v1, v2, v3] = sampleVendors as [
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
];
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const DAY = 24 * 60;

const ada = { id: "ada", isOperator: false }; // buyer
const bob = { id: "bob", isOperator: false }; // owns v1
const cy = { id: "cy", isOperator: false }; // owns v2
const dee = { id: "dee", isOperator: false }; // owns v3, bids on lot 1 only

const values: TenderValues = twoLotTender(
  { questionDeadline: at(30).toISOString(), bidDeadline: at(60).toISOString() },
  { budget: 50_000 },
);

const bid = lotBid;

describe.each(testBackends)("awards per lot on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let notices: NewNotice[];
  const tell: Tell = async (_trx, notice) => void notices.push(notice);
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    notices = [];
    await createMembers(db, ["ada", "bob", "cy", "dee"]);
    for (const [vendor, owner] of [
      [v1, "bob"],
      [v2, "cy"],
      [v3, "dee"],
    ] as const)
      await db
        .updateTable("vendors")
        .set({ owner_id: owner })
        .where("id", "=", vendor.id)
        .execute();
  });

  async function lotTender() {
    const id = await repo.tenders.create(ada, values, [], { publish: true }, at(0));
    const b1 = await repo.tenders.placeBid(id, bob, v1.id, bid(100_00, 5_00, [1, 2]), [], at(10));
    const b2 = await repo.tenders.placeBid(id, cy, v2.id, bid(90_00, 6_00, [1, 2]), [], at(11));
    const b3 = await repo.tenders.placeBid(id, dee, v3.id, bid(95_00, 0, [1]), [], at(12));
    if (!b1.ok || !b2.ok || !b3.ok) throw new Error("bids refused");
    return { id, b1: b1.id, b2: b2.id, b3: b3.id };
  }

  const choose = (bidId: string | null, reason = "") => ({ bidId, reason, showAmount: false });

  it("awards each lot to a bid on it, refused to anyone but the buyer and before the deadline", async () => {
    const { id, b1, b2, b3 } = await lotTender();
    expect(await repo.tenders.awardLot(id, 1, "ada", choose(b2), at(30), tell)).toEqual({
      ok: false,
      reason: "closed",
    });
    for (const who of ["bob", "cy", "dee", "nobody"])
      expect(await repo.tenders.awardLot(id, 1, who, choose(b2), at(61), tell)).toEqual({
        ok: false,
        reason: "not-found",
      });
    // Only a bid on that lot; only a lot of the tender; no award needs its reason.
    expect(await repo.tenders.awardLot(id, 2, "ada", choose(b3), at(61))).toMatchObject({
      reason: "no-bid",
    });
    expect(await repo.tenders.awardLot(id, 3, "ada", choose(b1), at(61))).toMatchObject({
      reason: "no-lot",
    });
    expect(await repo.tenders.awardLot(id, 2, "ada", choose(null), at(61))).toMatchObject({
      reason: "reason",
    });
    // The tender's one award is not for a tender with lots.
    expect(await repo.tenders.award(id, "ada", choose(b1), at(61))).toMatchObject({
      reason: "lots",
    });
    const first = await repo.tenders.awardLot(id, 1, "ada", choose(b2), at(61), tell);
    expect(first).toMatchObject({ ok: true });
    expect(await repo.tenders.awardLot(id, 1, "ada", choose(b1), at(62))).toMatchObject({
      reason: "closed",
    });
    // Lot 1's bidders are told, lot 2's only bidder on it is not told of lot 1 twice.
    expect(notices.map((n) => [n.userId, n.title]).sort()).toEqual([
      ["bob", "Your bid on lot 1 of Depot materials was not chosen"],
      ["cy", "Your bid on lot 1 of Depot materials is the intended award"],
      ["dee", "Your bid on lot 1 of Depot materials was not chosen"],
    ]);
    // One lot still to decide: the tender is still evaluated; lot 1 waits out its standstill.
    expect(await repo.tenders.detail(id, ada, at(63))).toMatchObject({ phase: "evaluation" });
    const lots = await repo.tenders.lotAwards(id, at(63));
    expect(lots).toEqual([
      expect.objectContaining({ lot: 1, bidId: b2, awardedAt: null, until: expect.any(String) }),
    ]);
    expect(await repo.tenders.finaliseAward(id, at(63), tell)).toEqual({
      ok: false,
      reason: "standstill",
    });
    // Lot 2 goes to another supplier, a day later: the tender's standstill ends with lot 2's.
    expect(await repo.tenders.awardLot(id, 2, "ada", choose(b1), at(DAY + 61), tell)).toMatchObject(
      { ok: true },
    );
    const tender = await repo.tenders.detail(id, ada, at(DAY + 62));
    expect(tender).toMatchObject({ phase: "standstill" });
    expect(tender!.intended!.until).toBe(at(11 * DAY + 61).toISOString());
    // Lot 1 is final at its own standstill's end, on reads and when the job records it.
    const end1 = at(10 * DAY + 61);
    expect((await repo.tenders.lotAwards(id, end1))[0]).toMatchObject({
      awardedAt: end1.toISOString(),
    });
    expect(await repo.tenders.awardsDue(end1)).toEqual([{ id, until: end1.toISOString() }]);
    notices = [];
    expect(await repo.tenders.finaliseAward(id, end1, tell)).toEqual({ ok: true });
    expect(notices.map((n) => [n.userId, n.title]).sort()).toEqual([
      ["bob", "Your bid on lot 1 of Depot materials was not awarded"],
      ["cy", "Your bid on lot 1 of Depot materials is awarded"],
      ["dee", "Your bid on lot 1 of Depot materials was not awarded"],
    ]);
    expect(await repo.tenders.detail(id, ada, end1)).toMatchObject({ phase: "standstill" });
    // Lot 2's standstill: then the tender is awarded.
    const end2 = at(11 * DAY + 61);
    expect(await repo.tenders.cancelLotAward(id, 1, "ada", end2)).toMatchObject({
      reason: "closed",
    });
    expect(await repo.tenders.finaliseAward(id, end2, tell)).toEqual({ ok: true });
    expect(await repo.tenders.detail(id, null, end2)).toMatchObject({
      phase: "awarded",
      awardedAt: end2.toISOString(),
    });
    expect(await repo.tenders.lotAwards(id, end2)).toEqual([
      expect.objectContaining({ lot: 1, bidId: b2, awardedAt: end1.toISOString() }),
      expect.objectContaining({ lot: 2, bidId: b1, awardedAt: end2.toISOString() }),
    ]);
    expect(await repo.tenders.awardsDue(end2)).toEqual([]);
  });

  it("lets only the buyer cancel a lot's intended award during its standstill", async () => {
    const { id, b1, b2 } = await lotTender();
    await repo.tenders.awardLot(id, 1, "ada", choose(b2), at(61));
    await repo.tenders.awardLot(id, 2, "ada", choose(null, "Over budget."), at(62));
    expect(await repo.tenders.detail(id, ada, at(63))).toMatchObject({ phase: "standstill" });
    for (const who of ["bob", "cy", "nobody"])
      expect(await repo.tenders.cancelLotAward(id, 1, who, at(63))).toEqual({
        ok: false,
        reason: "not-found",
      });
    // "No award" is final at once: nothing to cancel.
    expect(await repo.tenders.cancelLotAward(id, 2, "ada", at(63))).toMatchObject({
      reason: "closed",
    });
    expect(await repo.tenders.cancelAward(id, "ada", at(63))).toMatchObject({ reason: "lots" });
    expect(await repo.tenders.cancelLotAward(id, 1, "ada", at(63))).toEqual({ ok: true });
    expect(await repo.tenders.detail(id, ada, at(64))).toMatchObject({ phase: "evaluation" });
    expect(await repo.tenders.awardLot(id, 1, "ada", choose(b1), at(65))).toMatchObject({
      ok: true,
    });
  });

  it("ends a tender whose every lot has no award", async () => {
    const { id } = await lotTender();
    await repo.tenders.awardLot(id, 1, "ada", choose(null, "Over budget."), at(61));
    await repo.tenders.awardLot(id, 2, "ada", choose(null, "Over budget."), at(62));
    expect(await repo.tenders.detail(id, null, at(63))).toMatchObject({ phase: "closed" });
  });
});
