import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { BidValues, TenderValues } from "./schema";
import type { NewNotice } from "~/domains/notifications/index.server";
import type { Db } from "../../../server/db/database";
import { memberActivity } from "~/domains/community/index.server";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { Tell } from "../../../server/db/write";

/** The accounts' table, as better-auth makes it (only what we read), with the test's members. */
async function accountsTable(db: Db) {
  await createMembers(db, ["ada", "bob", "cy", "dee", "olive"]);
}

// The rules of tenders and sealed bids, each tried by the party that must be refused, on
// SQLite and PostgreSQL.

const [v1, v2, v3] = sampleVendors as [
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
];
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number, seconds = 0) => new Date(T0 + minutes * 60_000 + seconds * 1000);
const DEADLINE = at(60);

const ada = { id: "ada", isOperator: false }; // buyer
const bob = { id: "bob", isOperator: false }; // owns v1
const cy = { id: "cy", isOperator: false }; // owns v2
const dee = { id: "dee", isOperator: false }; // owns v3, never invited
const olive = { id: "olive", isOperator: true }; // operator

const values = (over: Partial<TenderValues> = {}): TenderValues => ({
  title: "Office furniture for the Lisbon hub",
  description: "Desks and chairs for 40 people, delivered and assembled.",
  kind: "tender",
  region: "Europe",
  sector: "Manufacturing",
  budget: 50_000,
  budgetHidden: false,
  visibility: "public",
  buyerName: "Ada Trading",
  questionDeadline: at(30).toISOString(),
  bidDeadline: DEADLINE.toISOString(),
  items: [
    { item: "Standing desk", quantity: 40, unit: "piece", specification: "160 x 80 cm" },
    { item: "Office chair", quantity: 40, unit: "piece", specification: "" },
  ],
  criteria: [
    { name: "Price", weight: 70, method: "price" as const },
    { name: "Delivery", weight: 30, method: "scored" as const },
  ],
  ...over,
});

const bid = (desk: number, chair: number, over: Partial<BidValues> = {}): BidValues => ({
  prices: [desk, chair],
  deliveryDays: 21,
  validUntil: "2027-01-31",
  message: "Delivered and assembled.",
  ...over,
});

describe.each(testBackends)("tenders on $name", ({ name }) => {
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
    await accountsTable(db);
    for (const [vendor, owner] of [
      [v1, "bob"],
      [v2, "cy"],
      [v3, "dee"],
    ] as const) {
      await db
        .updateTable("vendors")
        .set({ owner_id: owner })
        .where("id", "=", vendor.id)
        .execute();
    }
  });

  async function published(over: Partial<TenderValues> = {}) {
    return repo.tenders.create(ada, values(over), [], { publish: true }, at(0));
  }

  /** Ada, alone on the panel, scores every bid's delivery and submits (decision 396). */
  async function panelSubmits(id: string, bidIds: string[], when: Date) {
    const evaluator = { id: "ada", name: "Ada" };
    expect((await repo.tenders.declareNoConflict(id, evaluator, when)).ok).toBe(true);
    const entries = bidIds.map((bidId) => ({ bidId, criterion: 1, score: 7, comment: "" }));
    expect((await repo.tenders.saveScores(id, evaluator, entries, true, when)).ok).toBe(true);
  }

  it("keeps a draft to its buyer, and publishes it for everyone", async () => {
    const id = await repo.tenders.create(ada, values(), [], { publish: false }, at(0));
    expect(await repo.tenders.detail(id, ada, at(1))).toMatchObject({ phase: "draft" });
    expect(await repo.tenders.detail(id, bob, at(1))).toBeUndefined();
    expect(await repo.tenders.detail(id, null, at(1))).toBeUndefined();
    expect(await repo.tenders.publish(id, "bob", at(1))).toMatchObject({ ok: false });
    expect(await repo.tenders.publish(id, "ada", at(1))).toEqual({ ok: true });
    const seen = await repo.tenders.detail(id, null, at(2));
    expect(seen).toMatchObject({ phase: "open", title: values().title });
    expect(seen!.items.map((i) => i.item)).toEqual(["Standing desk", "Office chair"]);
    expect(seen!.criteria).toEqual(values().criteria);
  });

  it("gives each member their own tenders, questions and bids in their data, and nobody else's", async () => {
    const id = await published();
    await repo.tenders.placeBid(id, bob, v1.id, bid(25_000, 12_000), [], at(10));
    await repo.tenders.placeBid(id, cy, v2.id, bid(24_000, 13_000), [], at(11));
    const buyer = (await memberActivity(db, "ada")).procurement;
    expect(buyer.tenders.map((t) => [t.title, t.items.map((i) => i.item)])).toEqual([
      [values().title, ["Standing desk", "Office chair"]],
    ]);
    expect(buyer.bids).toEqual([]);
    const bidder = (await memberActivity(db, "bob")).procurement;
    expect(bidder.tenders).toEqual([]);
    expect(bidder.bids).toHaveLength(1);
    expect(bidder.bids[0]).toMatchObject({ tender: values().title, company: v1.name });
    expect(bidder.bids[0]!.prices.map((p) => p.unitPrice)).toEqual([25_000, 12_000]);
    expect((await memberActivity(db, "dee")).procurement.bids).toEqual([]);
  });

  it("seals every bid until the deadline: not the buyer, not an operator, not another bidder", async () => {
    const id = await published();
    const b1 = await repo.tenders.placeBid(id, bob, v1.id, bid(25_000, 12_000), [], at(10));
    const b2 = await repo.tenders.placeBid(id, cy, v2.id, bid(24_000, 13_000), [], at(11));
    expect(b1.ok && b2.ok).toBe(true);
    const before = at(59, 59);
    expect(await repo.tenders.sealedBids(id, "ada", before)).toBeNull();
    expect(await repo.tenders.sealedBids(id, "olive", before)).toBeNull();
    expect(await repo.tenders.sealedBids(id, "cy", before)).toBeNull();
    // The count is all the buyer learns.
    expect(await repo.tenders.bidCount(id)).toBe(2);
    // A bidder reads their own bid only.
    const own = await repo.tenders.ownBids(id, "bob");
    expect(own.map((b) => b.vendor.id)).toEqual([v1.id]);
    expect(own[0]!.total).toBe(40 * 25_000 + 40 * 12_000);

    const after = await repo.tenders.sealedBids(id, "ada", DEADLINE);
    expect(after!.map((b) => [b.vendor.id, b.total])).toEqual([
      [v1.id, 40 * 25_000 + 40 * 12_000],
      [v2.id, 40 * 24_000 + 40 * 13_000],
    ]);
    // After it too, the comparison is the buyer's alone.
    expect(await repo.tenders.sealedBids(id, "olive", at(61))).toBeNull();
    expect(await repo.tenders.sealedBids(id, "cy", at(61))).toBeNull();
  });

  it("refuses a bid one second late", async () => {
    const id = await published();
    expect(await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(60, 1))).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(59, 59))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a second bid from one company", async () => {
    const id = await published();
    await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(5));
    expect(await repo.tenders.placeBid(id, bob, v1.id, bid(2, 2), [], at(6))).toEqual({
      ok: false,
      reason: "already-bid",
    });
    expect(await repo.tenders.bidCount(id)).toBe(1);
  });

  it("refuses a bid on one's own tender, and one for a company the member does not own", async () => {
    await db.updateTable("vendors").set({ owner_id: "ada" }).where("id", "=", v3.id).execute();
    const id = await published();
    expect(await repo.tenders.placeBid(id, ada, v3.id, bid(1, 1), [], at(5))).toEqual({
      ok: false,
      reason: "own-tender",
    });
    expect(await repo.tenders.placeBid(id, cy, v1.id, bid(1, 1), [], at(5))).toEqual({
      ok: false,
      reason: "not-owner",
    });
  });

  it("refuses a company that is not approved", async () => {
    await db.updateTable("vendors").set({ status: "pending" }).where("id", "=", v1.id).execute();
    const id = await published();
    expect(await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(5))).toEqual({
      ok: false,
      reason: "company-not-approved",
    });
  });

  it("lets the owner edit or withdraw before the deadline, and neither after it", async () => {
    const id = await published();
    const placed = await repo.tenders.placeBid(id, bob, v1.id, bid(10, 10), [], at(5));
    if (!placed.ok) throw new Error("bid refused");
    // Someone else cannot touch it.
    expect(await repo.tenders.updateBid(placed.id, cy, bid(1, 1), [], at(6))).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(await repo.tenders.updateBid(placed.id, bob, bid(20, 5), [], at(6))).toEqual({
      ok: true,
    });
    expect((await repo.tenders.ownBids(id, "bob"))[0]!.total).toBe(40 * 20 + 40 * 5);
    expect(await repo.tenders.updateBid(placed.id, bob, bid(1, 1), [], at(60, 1))).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await repo.tenders.withdrawBid(placed.id, bob, at(60, 1))).toEqual({
      ok: false,
      reason: "closed",
    });
    expect((await repo.tenders.ownBids(id, "bob"))[0]!.total).toBe(40 * 20 + 40 * 5);
  });

  it("lets only the buyer award, only after the deadline, and final only after the standstill", async () => {
    const id = await published();
    const b1 = await repo.tenders.placeBid(id, bob, v1.id, bid(10, 10), [], at(5));
    const b2 = await repo.tenders.placeBid(id, cy, v2.id, bid(11, 11), [], at(5));
    if (!b1.ok || !b2.ok) throw new Error("bid refused");
    const decision = { bidId: b1.id, reason: "", showAmount: true };
    expect(await repo.tenders.award(id, "ada", decision, at(30), tell)).toEqual({
      ok: false,
      reason: "closed",
    });
    for (const who of ["bob", "cy", "olive"]) {
      expect(await repo.tenders.award(id, who, decision, at(61), tell)).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(notices).toEqual([]);
    // The panel scores delivery: no bid is chosen before every evaluator has submitted.
    expect(await repo.tenders.panelWaiting(id)).toBe(1);
    expect(await repo.tenders.award(id, "ada", decision, at(61), tell)).toEqual({
      ok: false,
      reason: "panel",
    });
    await panelSubmits(id, [b1.id, b2.id], at(61));
    expect(await repo.tenders.panelWaiting(id)).toBe(0);
    // The choice is an intended award: a standstill of 10 days (the default) begins.
    const DAY = 24 * 60;
    const until = at(61 + 10 * DAY).toISOString();
    expect(await repo.tenders.award(id, "ada", decision, at(61), tell)).toEqual({
      ok: true,
      until,
    });
    expect(notices.map((n) => [n.userId, n.title, n.link])).toEqual(
      expect.arrayContaining([
        [
          "bob",
          `Your bid on ${values().title} is the intended award`,
          `/projects/${id}/award-letter`,
        ],
        ["cy", `Your bid on ${values().title} was not chosen`, `/projects/${id}/award-letter`],
      ]),
    );
    expect(await repo.tenders.detail(id, null, at(62))).toMatchObject({
      phase: "standstill",
      award: null,
      awardedAt: null,
      intended: { bidId: b1.id, until },
    });
    expect((await repo.tenders.bidsOf("cy", at(62)))[0]!.outcome).toBe("not-chosen");
    // Nothing makes it final during the standstill, up to its last millisecond; chosen once only.
    for (const when of [at(62), at(61 + 10 * DAY - 1), new Date(Date.parse(until) - 1)]) {
      expect(await repo.tenders.finaliseAward(id, when, tell)).toEqual({
        ok: false,
        reason: "standstill",
      });
    }
    expect(await repo.tenders.award(id, "ada", decision, at(63), tell)).toMatchObject({
      ok: false,
    });
    expect(await repo.tenders.awardsDue(new Date(Date.parse(until) - 1))).toEqual([]);
    // At its end every read shows the award, before the job records it...
    const end = new Date(until);
    expect(await repo.tenders.detail(id, null, end)).toMatchObject({
      phase: "awarded",
      awardedAt: until,
      award: { vendorSlug: v1.slug, total: 800 },
    });
    expect(await repo.tenders.awardsDue(end)).toEqual([{ id, until }]);
    // ...and the job records it once, telling every bidder.
    notices.length = 0;
    expect(await repo.tenders.finaliseAward(id, end, tell)).toEqual({ ok: true });
    expect(await repo.tenders.finaliseAward(id, end, tell)).toEqual({ ok: false, reason: "done" });
    expect(notices.map((n) => [n.userId, n.title])).toEqual(
      expect.arrayContaining([
        ["bob", `Your bid on ${values().title} is awarded`],
        ["cy", `Your bid on ${values().title} was not awarded`],
      ]),
    );
    expect(await repo.tenders.awardsDue(end)).toEqual([]);
    expect(await repo.tenders.detail(id, null, at(62))).toMatchObject({
      phase: "awarded",
      awardedAt: until,
    });
    expect((await repo.tenders.bidsOf("cy", end))[0]!.outcome).toBe("not-awarded");
  });

  it("awards a price-only tender without waiting for a panel", async () => {
    const id = await published({ criteria: [{ name: "Price", weight: 100, method: "price" }] });
    const b1 = await repo.tenders.placeBid(id, bob, v1.id, bid(10, 10), [], at(5));
    if (!b1.ok) throw new Error("bid refused");
    expect(await repo.tenders.panelWaiting(id)).toBe(0);
    const decision = { bidId: b1.id, reason: "", showAmount: false };
    expect(await repo.tenders.award(id, "ada", decision, at(61), tell)).toMatchObject({ ok: true });
  });

  it("lets the buyer cancel an intended award during the standstill, and choose again", async () => {
    const id = await published();
    const b1 = await repo.tenders.placeBid(id, bob, v1.id, bid(10, 10), [], at(5));
    const b2 = await repo.tenders.placeBid(id, cy, v2.id, bid(11, 11), [], at(5));
    if (!b1.ok || !b2.ok) throw new Error("bid refused");
    await panelSubmits(id, [b1.id, b2.id], at(61));
    await repo.tenders.award(id, "ada", { bidId: b1.id, reason: "", showAmount: false }, at(61));
    expect(await repo.tenders.cancelAward(id, "bob", at(62), tell)).toMatchObject({ ok: false });
    expect(await repo.tenders.cancelAward(id, "ada", at(62), tell)).toEqual({ ok: true });
    expect((await repo.tenders.detail(id, null, at(63)))!.phase).toBe("evaluation");
    expect(await repo.tenders.cancelAward(id, "ada", at(63), tell)).toMatchObject({ ok: false });
    const again = await repo.tenders.award(
      id,
      "ada",
      { bidId: b2.id, reason: "Faster delivery", showAmount: false },
      at(64),
      tell,
    );
    expect(again).toMatchObject({ ok: true });
    expect((await repo.tenders.detail(id, null, at(65)))!.intended).toMatchObject({
      bidId: b2.id,
      reason: "Faster delivery",
    });
  });

  it("shows an invitation-only tender to its buyer, invited companies and operators only", async () => {
    const id = await published({ visibility: "invited" });
    expect(await repo.tenders.invite(id, "bob", v1.id, at(1), tell)).toMatchObject({ ok: false });
    expect(await repo.tenders.invite(id, "ada", v1.id, at(1), tell)).toMatchObject({ ok: true });
    expect(notices.map((n) => [n.kind, n.userId])).toEqual([["tender-invitation", "bob"]]);
    expect(await repo.tenders.detail(id, ada, at(2))).toBeDefined();
    expect(await repo.tenders.detail(id, bob, at(2))).toBeDefined();
    expect(await repo.tenders.detail(id, olive, at(2))).toBeDefined();
    expect(await repo.tenders.detail(id, dee, at(2))).toBeUndefined();
    expect(await repo.tenders.detail(id, null, at(2))).toBeUndefined();
    expect(await repo.tenders.placeBid(id, dee, v3.id, bid(1, 1), [], at(5))).toEqual({
      ok: false,
      reason: "not-invited",
    });
    expect(await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(5))).toMatchObject({
      ok: true,
    });
    const listed = await repo.tenders.listed("tender", { sort: "newest" }, 10, at(2));
    expect(listed.items.map((t) => t.id)).not.toContain(id);
  });

  it("extends the deadline but never shortens it, and asks bidders to reconfirm", async () => {
    const id = await published();
    await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(5));
    expect(
      await repo.tenders.amend(
        id,
        "ada",
        { body: "Earlier.", bidDeadline: at(50).toISOString() },
        at(6),
        tell,
      ),
    ).toEqual({ ok: false, reason: "shorter" });
    expect(
      await repo.tenders.amend(id, "cy", { body: "No.", bidDeadline: null }, at(6), tell),
    ).toMatchObject({ ok: false });
    expect(
      await repo.tenders.amend(
        id,
        "ada",
        { body: "Chairs need armrests.", bidDeadline: at(120).toISOString() },
        at(7),
        tell,
      ),
    ).toEqual({ ok: true });
    const detail = await repo.tenders.detail(id, null, at(90));
    expect(detail).toMatchObject({ phase: "open", bidDeadline: at(120).toISOString() });
    expect(detail!.addenda.map((a) => a.body)).toEqual(["Chairs need armrests."]);
    expect((await repo.tenders.ownBids(id, "bob"))[0]!.reconfirm).toBe(true);
    expect(notices.map((n) => [n.kind, n.userId])).toEqual([["tender-update", "bob"]]);
  });

  it("publishes answered questions without their asker, and tells both sides", async () => {
    const id = await published();
    expect(await repo.tenders.ask(id, ada, "Own question?", at(1), tell)).toMatchObject({
      ok: false,
    });
    expect(await repo.tenders.ask(id, bob, "Which colour?", at(2), tell)).toEqual({ ok: true });
    expect(await repo.tenders.ask(id, bob, "Too late?", at(31), tell)).toMatchObject({
      ok: false,
      reason: "closed",
    });
    expect(await repo.tenders.questions(id, false)).toEqual([]);
    const [asked] = await repo.tenders.questions(id, true);
    expect(await repo.tenders.answer(id, asked!.id, "cy", "Grey.", at(3), tell)).toMatchObject({
      ok: false,
    });
    expect(await repo.tenders.answer(id, asked!.id, "ada", "Grey.", at(3), tell)).toEqual({
      ok: true,
      aboutAward: false,
    });
    const publicQuestions = await repo.tenders.questions(id, false);
    expect(publicQuestions).toEqual([
      expect.objectContaining({ body: "Which colour?", answer: "Grey." }),
    ]);
    expect(Object.keys(publicQuestions[0]!)).not.toContain("askerId");
    expect(notices.map((n) => [n.kind, n.userId])).toEqual([
      ["tender-question", "ada"],
      ["tender-answer", "bob"],
    ]);
  });

  it("cancels with a reason, or is unpublished by an operator, and tells the bidders", async () => {
    const id = await published();
    await repo.tenders.placeBid(id, bob, v1.id, bid(1, 1), [], at(5));
    expect(
      await repo.tenders.cancel(id, { id: "cy", asOperator: false }, "No.", at(6), tell),
    ).toMatchObject({ ok: false });
    expect(
      await repo.tenders.cancel(id, { id: "olive", asOperator: true }, "Spam.", at(6), tell),
    ).toEqual({ ok: true });
    expect(await repo.tenders.detail(id, null, at(7))).toMatchObject({
      phase: "cancelled",
      cancelReason: "Spam.",
      cancelledByOperator: true,
    });
    expect(notices.map((n) => n.userId).sort()).toEqual(["ada", "bob"]);
  });

  it("lists public tenders by tab with filters and closing-soon order", async () => {
    const soon = await published({ title: "Soon", bidDeadline: at(60).toISOString() });
    const later = await published({
      title: "Later",
      region: "GCC",
      budget: 5_000_000,
      bidDeadline: at(60 * 24 * 20).toISOString(),
    });
    await published({ title: "Partners", kind: "collaboration" });
    const closing = await repo.tenders.listed("tender", { sort: "closing" }, 10, at(1));
    expect(closing.items.map((t) => t.id)).toEqual([soon, later]);
    const gcc = await repo.tenders.listed("tender", { sort: "newest", region: "GCC" }, 10, at(1));
    expect(gcc.items.map((t) => t.id)).toEqual([later]);
    const cheap = await repo.tenders.listed(
      "tender",
      { sort: "newest", budget: 100_000 },
      10,
      at(1),
    );
    expect(cheap.items.map((t) => t.id)).toEqual([soon]);
    const week = await repo.tenders.listed("tender", { sort: "newest", deadline: 7 }, 10, at(1));
    expect(week.items.map((t) => t.id)).toEqual([soon]);
    const partners = await repo.tenders.listed("collaboration", { sort: "newest" }, 10, at(1));
    expect(partners.items.map((t) => t.title)).toEqual(["Partners"]);
    // Past its deadline a tender leaves Active Tender.
    const afterSoon = await repo.tenders.listed("tender", { sort: "newest" }, 10, at(61));
    expect(afterSoon.items.map((t) => t.id)).toEqual([later]);
  });
});
