import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { TenderValues } from "./schema";
import type { NewNotice } from "~/domains/notifications/index.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import type { Tell } from "../../../server/db/write";

// Amendments as data (decision 330), on SQLite and PostgreSQL: what changes, who is told (the
// bidder, the asker, the invited company's owner and the follower; not a member who is none of
// these, nor the buyer), the bids marked to reconfirm and their reconfirmation, and who is refused.

const [v1, , v3] = sampleVendors as [
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
  (typeof sampleVendors)[number],
];
const T0 = Date.UTC(2027, 2, 1, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const member = (id: string) => ({ id, isOperator: false });
const ada = member("ada"); // the buyer
const bob = member("bob"); // bids for v1
const cy = member("cy"); // asks a question
const eve = member("eve"); // follows the tender
const fay = member("fay"); // none of these
// dee owns v3, which is invited.

const values = (over: Partial<TenderValues> = {}): TenderValues => ({
  title: "Chairs for the Lisbon hub",
  description: "Office chairs.",
  kind: "tender",
  region: "Europe",
  sector: "Manufacturing",
  budget: null,
  budgetHidden: false,
  visibility: "public",
  buyerName: "Ada Trading",
  timeZone: "Europe/Lisbon",
  questionDeadline: at(60 * 24).toISOString(),
  bidDeadline: at(60 * 48).toISOString(),
  items: [{ item: "Office chair", quantity: 12, unit: "piece", specification: "" }],
  criteria: [{ name: "Price", weight: 100 }],
  ...over,
});

describe.each(testBackends)("amendments on $name", ({ name }) => {
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
    await createMembers(db, ["ada", "bob", "cy", "dee", "eve", "fay"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "dee" }).where("id", "=", v3.id).execute();
  });

  /** A published tender with a bid (bob), a question (cy), an invitation (dee) and a follower (eve). */
  async function interested() {
    const id = await repo.tenders.create(ada, values(), [], { publish: true }, at(0));
    const bid = { prices: [10_000], deliveryDays: 10, validUntil: "2027-12-31", message: "" };
    expect(await repo.tenders.placeBid(id, bob, v1.id, bid, [], at(1))).toMatchObject({ ok: true });
    expect(await repo.tenders.ask(id, cy, "Armrests?", at(2))).toEqual({ ok: true });
    expect(await repo.tenders.invite(id, "ada", v3.id, at(3))).toMatchObject({ ok: true });
    expect(await repo.tenders.follow(id, eve, true, at(4))).toBe(true);
    return id;
  }

  it("changes a quantity and the deadline as data, tells everyone interested and asks to reconfirm", async () => {
    const id = await interested();
    const before = (await repo.tenders.detail(id, ada, at(5)))!;
    const chair = before.items[0]!;
    const later = at(60 * 72).toISOString();
    const result = await repo.tenders.amendTender(
      id,
      "ada",
      {
        explanation: "Six more staff.",
        items: [{ ...chair, quantity: 18 }],
        bidDeadline: later,
      },
      at(10),
      tell,
    );
    expect(result).toEqual({ ok: true, removedFiles: [], reconfirm: true });
    const after = (await repo.tenders.detail(id, null, at(11)))!;
    expect(after.items).toEqual([{ ...chair, quantity: 18 }]);
    expect(after.bidDeadline).toBe(later);

    const [amendment] = await repo.tenders.amendments(id);
    expect(amendment).toMatchObject({
      explanation: "Six more staff.",
      at: at(10).toISOString(),
      bidDeadlineBefore: before.bidDeadline,
      bidDeadlineAfter: later,
      changes: [
        {
          kind: "item-changed",
          itemId: chair.id,
          fields: ["quantity"],
          before: { quantity: 12 },
          after: { quantity: 18 },
        },
        { kind: "bid-deadline", before: before.bidDeadline, after: later },
      ],
    });

    // Told: the bidder, the asker, the invited company's owner, the follower; nobody else.
    const told = notices.filter((n) => n.kind === "tender-update");
    expect(told.map((n) => n.userId).sort()).toEqual(["bob", "cy", "dee", "eve"]);
    for (const n of told) {
      expect(n.email).toBe(`${n.userId}@example.com`);
      expect(n.body).toContain("Office chair: quantity from 12 to 18.");
      expect(n.body).toContain("Bids are due by March 4, 2027 at 9:00 AM GMT+0 (Europe/Lisbon).");
      expect(n.body).toContain("Six more staff.");
    }
    const [own] = await repo.tenders.ownBids(id, "bob");
    expect(own!.reconfirm).toBe(true);
    expect((await repo.tenders.auditTrail(id)).map((e) => e.event)).toContain("amended");

    // The bidder reconfirms: the total is taken again from the unit price and 18 chairs.
    expect(await repo.tenders.reconfirmBid(own!.id, cy, at(12))).toMatchObject({ ok: false });
    expect(await repo.tenders.reconfirmBid(own!.id, bob, at(12))).toEqual({ ok: true });
    const [reconfirmed] = await repo.tenders.ownBids(id, "bob");
    expect(reconfirmed).toMatchObject({ reconfirm: false, total: 18 * 10_000 });
    const events = (await repo.tenders.auditTrail(id)).map((e) => e.event);
    expect(events.at(-1)).toBe("bid-reconfirmed");
  });

  it("publishes an answer to everyone interested, the asker told in their own words", async () => {
    const id = await interested();
    const [question] = await repo.tenders.questions(id, true);
    expect(
      await repo.tenders.answer(id, question!.id, "ada", "Yes, with armrests.", at(6), tell),
    ).toEqual({ ok: true, aboutAward: false });
    const told = notices.filter((n) => n.kind === "tender-answer");
    expect(told.map((n) => n.userId).sort()).toEqual(["bob", "cy", "dee", "eve"]);
    expect(told.find((n) => n.userId === "cy")!.title).toMatch(/^Your question/);
    expect(told.find((n) => n.userId === "eve")!.body).toContain("Yes, with armrests.");
  });

  it("refuses another member, an earlier deadline, nothing at all, and a reconfirmation without prices", async () => {
    const id = await interested();
    const before = (await repo.tenders.detail(id, ada, at(5)))!;
    const amend = (who: string, input: Parameters<Repository["tenders"]["amendTender"]>[2]) =>
      repo.tenders.amendTender(id, who, input, at(10), tell);
    expect(await amend("fay", { explanation: "Mine now." })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await amend("ada", { explanation: "", bidDeadline: at(60 * 47).toISOString() })).toEqual(
      { ok: false, reason: "shorter" },
    );
    expect(
      await amend("ada", { explanation: "", questionDeadline: at(60 * 23).toISOString() }),
    ).toEqual({ ok: false, reason: "shorter-questions" });
    expect(await amend("ada", { explanation: "", items: before.items })).toEqual({
      ok: false,
      reason: "unchanged",
    });
    expect(notices.filter((n) => n.kind === "tender-update")).toEqual([]);

    // An item added: the bid has no price for it, so it is changed, not reconfirmed as it is.
    const lamp = { id: null, item: "Lamp", quantity: 2, unit: "piece", specification: "" };
    expect(await amend("ada", { explanation: "", items: [...before.items, lamp] })).toMatchObject({
      ok: true,
    });
    const [own] = await repo.tenders.ownBids(id, "bob");
    expect(await repo.tenders.reconfirmBid(own!.id, bob, at(12))).toEqual({
      ok: false,
      reason: "prices",
    });
  });

  it("adds and removes documents and replaces the criteria, recording each", async () => {
    const old = {
      file: `${"a".repeat(32)}.pdf`,
      name: "old.pdf",
      type: "application/pdf",
      size: 9,
    };
    const plan = {
      file: `${"b".repeat(32)}.pdf`,
      name: "plan.pdf",
      type: "application/pdf",
      size: 9,
    };
    const id = await repo.tenders.create(ada, values(), [old], { publish: true }, at(0));
    const [doc] = (await repo.tenders.detail(id, ada, at(1)))!.documents;
    const result = await repo.tenders.amendTender(
      id,
      "ada",
      {
        explanation: "",
        criteria: [
          { name: "Price", weight: 60 },
          { name: "Quality", weight: 40 },
        ],
        added: [plan],
        removed: [doc!.id],
      },
      at(5),
      tell,
    );
    expect(result).toEqual({ ok: true, removedFiles: [old.file], reconfirm: true });
    const after = (await repo.tenders.detail(id, null, at(6)))!;
    expect(after.documents.map((d) => d.name)).toEqual(["plan.pdf"]);
    expect(after.criteria).toEqual([
      { name: "Price", weight: 60, method: "price" },
      { name: "Quality", weight: 40, method: "scored" },
    ]);
    const [amendment] = await repo.tenders.amendments(id);
    expect(amendment!.changes.map((c) => c.kind)).toEqual([
      "document-removed",
      "document-added",
      "criteria-changed",
    ]);
  });

  it("lets a member follow a tender they may see, not their own", async () => {
    const id = await repo.tenders.create(ada, values(), [], { publish: true }, at(0));
    expect(await repo.tenders.follow(id, ada, true, at(1))).toBe(false);
    expect(await repo.tenders.follow(id, fay, true, at(1))).toBe(true);
    expect(await repo.tenders.following(id, "fay")).toBe(true);
    expect(await repo.tenders.follow(id, fay, false, at(2))).toBe(true);
    expect(await repo.tenders.following(id, "fay")).toBe(false);
    const hidden = await repo.tenders.create(
      ada,
      values({ visibility: "invited" }),
      [],
      { publish: true },
      at(0),
    );
    expect(await repo.tenders.follow(hidden, fay, true, at(1))).toBe(false);
  });
});
