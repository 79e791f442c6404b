import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import {
  createMembers,
  eachTestDatabase,
  testBackends,
  twoSampleCompanies,
} from "../../../server/db/testing";
import type { TenderValues } from "./schema";
import { awardedOcds, memberKey, NOTHING_AWARDED, tenderOcds } from "./ocds.server";
import { expectValidOcds } from "./ocds-schema.testing";

// The tenders' open data read from a real database (docs/decisions/350-354): every package
// valid against the schema merged with the extensions it declares, the buyer one party across
// tenders, the questions published once answered, the bids only after the award, and the awards
// feed absent (404) rather than an empty, invalid package.

const [v1, v2] = twoSampleCompanies();
const SITE = "https://buyers.example.test";
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read as any client would: untyped JSON
type Json = Record<string, any>;

const values = (title: string): TenderValues => ({
  title,
  description: "Forty office chairs.",
  kind: "tender",
  region: "Europe",
  sector: "Manufacturing",
  budget: 9000,
  budgetHidden: false,
  visibility: "public",
  buyerName: "Ada Trading",
  questionDeadline: at(30).toISOString(),
  bidDeadline: at(60).toISOString(),
  items: [{ item: "Office chair", quantity: 40, unit: "piece", specification: "" }],
  criteria: [
    { name: "Price", weight: 80 },
    { name: "Delivery", weight: 20 },
  ],
});

describe.each(testBackends)("tenders' open data on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    await createMembers(db, ["ada", "bob", "cy", "dee"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
  });

  const context = () => ({ siteOrigin: SITE, repo, user: null }) as unknown as AppLoadContext;
  const ocdsOf = async (id: string, now: Date) => {
    const pkg = (await (await tenderOcds(context(), id, now)).json()) as Json;
    expectValidOcds(pkg);
    return pkg;
  };
  const publish = (title: string, buyerVendorId: string | null = null) =>
    repo.tenders.create(
      { id: "ada" },
      { ...values(title), standstillDays: 0 },
      [],
      { publish: true, buyerVendorId },
      at(0),
    );
  /** Ada, alone on the panel, scores every bid's delivery and submits (decision 396). */
  async function panelSubmits(id: string, bidIds: string[], when: Date) {
    const evaluator = { id: "ada", name: "Ada" };
    expect((await repo.tenders.declareNoConflict(id, evaluator, when)).ok).toBe(true);
    const entries = bidIds.map((bidId) => ({ bidId, criterion: 1, score: 7, comment: "" }));
    expect((await repo.tenders.saveScores(id, evaluator, entries, true, when)).ok).toBe(true);
  }

  const bid = async (id: string, member: string, vendorId: string, price: number) => {
    const placed = await repo.tenders.placeBid(
      id,
      { id: member },
      vendorId,
      { prices: [price], deliveryDays: 10, validUntil: "2027-01-31", message: "Sealedmessage" },
      [],
      at(5),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    return placed.id;
  };

  it("names the buyer as one party on two tenders, by a key that is not the account id", async () => {
    const [first, second] = [await publish("Chairs"), await publish("Desks")];
    const [a, b] = [await ocdsOf(first, at(1)), await ocdsOf(second, at(1))];
    const buyer = a.releases[0].buyer;
    expect(buyer).toEqual({ id: `pc-member-${memberKey("ada")}`, name: "Ada Trading" });
    expect(b.releases[0].buyer).toEqual(buyer);
    expect(a.releases[0].parties).toEqual([
      expect.objectContaining({
        id: buyer.id,
        identifier: { scheme: "PCNET0", id: expect.any(String) },
      }),
    ]);
    expect(memberKey("ada")).not.toContain("ada");
    const asCompany = await ocdsOf(await publish("Lamps", v1.id), at(1));
    expect(asCompany.releases[0].buyer.id).toBe(`pc-company-${v1.id}`);
  });

  it("publishes a question once it is answered, with its dates and no asker", async () => {
    const id = await publish("Chairs");
    expect(
      (await repo.tenders.ask(id, { id: "bob", isOperator: false }, "Colour?", at(2))).ok,
    ).toBe(true);
    expect((await repo.tenders.ask(id, { id: "cy", isOperator: false }, "Arms?", at(3))).ok).toBe(
      true,
    );
    const before = await ocdsOf(id, at(4));
    expect(before.releases[0].tender).not.toHaveProperty("enquiries");
    const [colour] = await repo.tenders.questions(id, true);
    expect((await repo.tenders.answer(id, colour!.id, "ada", "Black.", at(5))).ok).toBe(true);
    const after = await ocdsOf(id, at(6));
    expect(after.releases[0].tender.enquiries).toEqual([
      {
        id: colour!.id,
        date: at(2).toISOString(),
        description: "Colour?",
        answer: "Black.",
        dateAnswered: at(5).toISOString(),
      },
    ]);
    expect(JSON.stringify(after)).not.toMatch(/"bob"|"cy"|Arms\?/);
  });

  it("records an addendum as an amendment, and the criteria on the tender's lot", async () => {
    const id = await publish("Chairs");
    const amended = await repo.tenders.amend(
      id,
      "ada",
      { body: "Grey, not black.", bidDeadline: null },
      at(10),
    );
    expect(amended.ok).toBe(true);
    const { tender } = (await ocdsOf(id, at(11))).releases[0];
    expect(tender.amendments).toEqual([
      expect.objectContaining({ date: at(10).toISOString(), description: "Grey, not black." }),
    ]);
    expect(tender.awardCriteria).toBe("ratedCriteria");
    expect(
      tender.lots[0].awardCriteria.criteria.map((c: Json) => [c.name, c.numbers[0].number]),
    ).toEqual([
      ["Price", 80],
      ["Delivery", 20],
    ]);
  });

  it("gives the bids only after the award, and never a price before the deadline", async () => {
    const id = await publish("Chairs");
    const winner = await bid(id, "bob", v1.id, 120000);
    const loser = await bid(id, "cy", v2.id, 130000);
    const sealed = JSON.stringify(await ocdsOf(id, at(59)));
    // Whole numbers only: the random ids may hold the digits "1300".
    expect(sealed).not.toMatch(/\b1200\b|\b1300\b|Sealedmessage|"bids"|tenderer/);
    const opened = await ocdsOf(id, at(61));
    expect(opened.releases[0]).not.toHaveProperty("bids");
    expect(opened.releases[0].tender.numberOfTenderers).toBe(2);
    await panelSubmits(id, [winner, loser], at(62));
    const awarded = await repo.tenders.award(
      id,
      "ada",
      { bidId: winner, reason: "", showAmount: true },
      at(62),
    );
    expect(awarded.ok).toBe(true);
    const { releases } = await ocdsOf(id, at(63));
    const bids = releases[0].bids;
    expect(bids.statistics).toContainEqual({ id: "bids", measure: "bids", value: 2 });
    const priced = bids.details.map((d: Json) => [d.tenderers[0].name, d.value?.amount ?? null]);
    expect(priced).toHaveLength(2);
    expect(priced).toEqual(
      expect.arrayContaining([
        [v1.name, 48000],
        [v2.name, null],
      ]),
    );
    expect(JSON.stringify(releases)).not.toMatch(/52000|Sealedmessage/);
  });

  it("answers the awards feed with 404 while nothing is awarded, then with a valid package", async () => {
    const id = await publish("Chairs");
    const empty = await awardedOcds(context(), at(61));
    expect(empty.status).toBe(404);
    expect(await empty.json()).toEqual({ message: NOTHING_AWARDED });
    const winner = await bid(id, "bob", v1.id, 100);
    await panelSubmits(id, [winner], at(62));
    await repo.tenders.award(id, "ada", { bidId: winner, reason: "", showAmount: false }, at(62));
    const feed = await awardedOcds(context(), at(63));
    expect(feed.status).toBe(200);
    const pkg = (await feed.json()) as Json;
    expectValidOcds(pkg);
    expect(pkg.releases.map((r: Json) => r.tender.id)).toEqual([id]);
    expect(pkg.uri).toBe(`${SITE}/projects/ocds.json`);
  });
});
