import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { BidValues, TenderValues } from "./schema";
import type { NewNotice } from "~/domains/notifications/index.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { Tell } from "../../../server/db/write";
import { entryHash } from "./audit-chain.server";

// A tender's audit trail (issue 41): every event appended with its actor and time, chained by
// SHA-256 so that an entry changed in the database is found; a withdrawn bid kept, a revision
// keeping the version before, a receipt with the bid's hash; the timeline for the buyer and
// operators only, sealed until the bids open. On SQLite and PostgreSQL.

const [v1, v2] = sampleVendors as [(typeof sampleVendors)[number], (typeof sampleVendors)[number]];
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const DEADLINE = at(60);

const ada = { id: "ada", isOperator: false }; // buyer
const bob = { id: "bob", isOperator: false }; // owns v1
const cy = { id: "cy", isOperator: false }; // owns v2
const olive = { id: "olive", isOperator: true }; // operator

const values: TenderValues = {
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
    { item: "Standing desk", quantity: 40, unit: "piece", specification: "" },
    { item: "Office chair", quantity: 40, unit: "piece", specification: "" },
  ],
  criteria: [{ name: "Price", weight: 100 }],
};

const bid = (desk: number, chair: number): BidValues => ({
  prices: [desk, chair],
  deliveryDays: 21,
  validUntil: "2027-01-31",
  message: "Delivered and assembled.",
});

describe.each(testBackends)("a tender's audit trail on $name", ({ name }) => {
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
    await createMembers(db, ["ada", "bob", "cy", "olive"]);
    for (const [vendor, owner] of [
      [v1, "bob"],
      [v2, "cy"],
    ] as const) {
      await db
        .updateTable("vendors")
        .set({ owner_id: owner })
        .where("id", "=", vendor.id)
        .execute();
    }
  });

  /** A published tender with a question, an answer, an addendum and two bids, one revised. */
  async function busyTender() {
    const id = await repo.tenders.create(ada, values, [], { publish: true }, at(0));
    await repo.tenders.ask(id, bob, "May the chairs be grey?", at(1), tell);
    const [question] = await repo.tenders.questions(id, true);
    await repo.tenders.answer(id, question!.id, "ada", "Yes.", at(2), tell);
    const later = at(90).toISOString();
    await repo.tenders.amend(id, "ada", { body: "More time.", bidDeadline: later }, at(3), tell);
    const placed = await repo.tenders.placeBid(id, bob, v1.id, bid(25_000, 12_000), [], at(4), {
      tell,
    });
    if (!placed.ok) throw new Error(placed.reason);
    await repo.tenders.updateBid(placed.id, bob, bid(24_000, 12_000), [], at(5), { tell });
    const other = await repo.tenders.placeBid(id, cy, v2.id, bid(26_000, 13_000), [], at(6));
    if (!other.ok) throw new Error(other.reason);
    return { id, bobBid: placed.id, cyBid: other.id, later };
  }

  it("appends every event with its actor and time, each entry holding the hash before", async () => {
    const { id, bobBid, later } = await busyTender();
    await repo.tenders.award(id, "ada", { bidId: bobBid, reason: "", showAmount: false }, at(91));
    await repo.tenders.cancelAward(id, "ada", at(92));
    await repo.tenders.award(id, "ada", { bidId: bobBid, reason: "", showAmount: false }, at(93));
    await repo.tenders.finaliseAward(id, at(93 + 10 * 24 * 60));
    const trail = await repo.tenders.auditTrail(id);
    expect(trail.map((e) => [e.event, e.actorRole, e.actorId])).toEqual([
      ["published", "buyer", "ada"],
      ["question-asked", "supplier", "bob"],
      ["question-answered", "buyer", "ada"],
      ["amended", "buyer", "ada"],
      ["bid-placed", "bidder", "bob"],
      ["bid-revised", "bidder", "bob"],
      ["bid-placed", "bidder", "cy"],
      ["bids-opened", "buyer", "ada"],
      ["award-intended", "buyer", "ada"],
      ["award-cancelled", "buyer", "ada"],
      ["award-intended", "buyer", "ada"],
      // The award is final at the standstill's end, recorded by the site's job.
      ["awarded", "site", null],
    ]);
    expect(trail.map((e) => e.at)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 91, 91, 92, 93, 93 + 10 * 24 * 60].map((m) => at(m).toISOString()),
    );
    trail.forEach((entry, i) => {
      expect(entry.seq).toBe(i + 1);
      expect(entry.prevHash).toBe(i === 0 ? "0".repeat(64) : trail[i - 1]!.hash);
    });
    // The addendum keeps the deadline before and after it.
    expect(JSON.parse(trail[3]!.data)).toMatchObject({
      oldBidDeadline: DEADLINE.toISOString(),
      newBidDeadline: later,
    });
    // No price is ever in the trail: a bid's entry holds its hash.
    for (const e of trail) expect(e.data).not.toMatch(/24000|25000|26000|2400000/);
    expect(await repo.tenders.checkAudit(id)).toEqual({ ok: true, entries: 12 });
  });

  it("names the entry that was changed in the database as where the chain breaks", async () => {
    const { id } = await busyTender();
    await db
      .updateTable("tender_audit")
      .set({ data: JSON.stringify({ body: "Less time.", addendum: "x" }) })
      .where("tender_id", "=", id)
      .where("seq", "=", 4)
      .execute();
    expect(await repo.tenders.checkAudit(id)).toMatchObject({ ok: false, brokenAt: 4 });

    // Changed with its own hash made anew: the next entry no longer points back to it.
    const { id: second } = await busyTender();
    const [entry] = (await repo.tenders.auditTrail(second)).filter((e) => e.seq === 2);
    const forged = { ...entry!, actorId: "olive" };
    await db
      .updateTable("tender_audit")
      .set({ actor_id: "olive", hash: entryHash(forged) })
      .where("tender_id", "=", second)
      .where("seq", "=", 2)
      .execute();
    expect(await repo.tenders.checkAudit(second)).toMatchObject({ ok: false, brokenAt: 3 });

    // An entry removed: the chain breaks where it is missing.
    const { id: third } = await busyTender();
    await db
      .deleteFrom("tender_audit")
      .where("tender_id", "=", third)
      .where("seq", "=", 5)
      .execute();
    expect(await repo.tenders.checkAudit(third)).toMatchObject({ ok: false, brokenAt: 6 });
  });

  it("keeps each version of a bid and sends its owner a receipt with its hash", async () => {
    const { bobBid } = await busyTender();
    const versions = await repo.tenders.bidVersions(bobBid);
    expect(versions.map((v) => [v.version, v.total])).toEqual([
      [1, 40 * 25_000 + 40 * 12_000],
      [2, 40 * 24_000 + 40 * 12_000],
    ]);
    const receipts = notices.filter((n) => n.kind === "tender-receipt");
    expect(receipts.map((r) => r.userId)).toEqual(["bob", "bob"]);
    expect(receipts[0]!.mail!.text).toContain(versions[0]!.hash);
    expect(receipts[1]!.mail!.text).toContain(versions[1]!.hash);
    expect(versions[0]!.hash).not.toBe(versions[1]!.hash);
  });

  it("keeps a withdrawn bid, out of the count and the comparison, and lets the company bid again", async () => {
    const { id, bobBid } = await busyTender();
    expect(await repo.tenders.withdrawBid(bobBid, bob, at(7))).toEqual({ ok: true, files: [] });
    const kept = await db.selectFrom("bids").selectAll().where("id", "=", bobBid).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.withdrawn_at).toBe(at(7).toISOString());
    expect(await repo.tenders.bidCount(id)).toBe(1);
    expect(await repo.tenders.ownBids(id, "bob")).toEqual([]);
    expect((await repo.tenders.sealedBids(id, "ada", at(91)))!.map((b) => b.vendor.id)).toEqual([
      v2.id,
    ]);
    expect(
      await repo.tenders.award(id, "ada", { bidId: bobBid, reason: "", showAmount: false }, at(91)),
    ).toEqual({ ok: false, reason: "no-bid" });

    const again = await repo.tenders.placeBid(id, bob, v1.id, bid(23_000, 11_000), [], at(8));
    expect(again).toEqual({ ok: true, id: bobBid });
    expect(await repo.tenders.bidCount(id)).toBe(2);
    expect((await repo.tenders.bidVersions(bobBid)).map((v) => v.version)).toEqual([1, 2, 3]);
    const events = (await repo.tenders.auditTrail(id)).map((e) => e.event);
    expect(events.slice(-2)).toEqual(["bid-withdrawn", "bid-placed"]);
  });

  it("shows the timeline to the buyer and operators only, sealed until the bids open", async () => {
    const { id } = await busyTender();
    expect(await repo.tenders.timeline(id, bob, at(7))).toBeNull();
    expect(await repo.tenders.timeline(id, cy, at(7))).toBeNull();
    expect(await repo.tenders.timeline(id, null, at(7))).toBeNull();

    for (const viewer of [ada, olive]) {
      const sealed = await repo.tenders.timeline(id, viewer, at(7));
      expect(sealed!.check).toEqual({ ok: true, entries: 7 });
      const bids = sealed!.items.filter((i) => i.what.startsWith("Bid"));
      expect(bids.map((i) => [i.what, i.who, i.detail])).toEqual([
        ["Bid placed", "A bidder", null],
        ["Bid revised", "A bidder", null],
        ["Bid placed", "A bidder", null],
      ]);
      expect(JSON.stringify(sealed)).not.toContain(v1.name);
    }
    const open = await repo.tenders.timeline(id, ada, at(91));
    const bids = open!.items.filter((i) => i.what.startsWith("Bid"));
    expect(bids[0]!.detail).toContain(`${v1.name}, version 1; SHA-256 `);
    expect(JSON.stringify(open)).not.toMatch(/24000|25000|2400000|\$/);
  });

  it("writes a bid resent with its attempt key once", async () => {
    const id = await repo.tenders.create(ada, values, [], { publish: true }, at(0));
    const attempt = { scope: `bid:${id}`, owner: "bob", key: "attempt-1234", fingerprint: "f1" };
    const first = await repo.tenders.placeBid(id, bob, v1.id, bid(1, 2), [], at(1), { attempt });
    expect(first).toMatchObject({ ok: true });
    const again = await repo.tenders.placeBid(id, bob, v1.id, bid(1, 2), [], at(2), { attempt });
    expect(again).toEqual({ ok: false, reason: "repeat" });
    const changed = await repo.tenders.updateBid(
      (first as { id: string }).id,
      bob,
      bid(3, 4),
      [],
      at(3),
      { attempt: { ...attempt, fingerprint: "f2" } },
    );
    expect(changed).toEqual({ ok: false, reason: "attempt-conflict" });
    expect(await repo.tenders.bidCount(id)).toBe(1);
    expect(await repo.tenders.bidVersions((first as { id: string }).id)).toHaveLength(1);
  });
});
