import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import type { TenderValues } from "./schema";
import { lotBid, twoLotTender } from "./lots.testing";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { loadMyBids } from "./my-procurement.server";

// "My bids" on a tender with lots (decision 455), on SQLite and PostgreSQL: each bid reads its
// outcome in every lot it is on from the lots' awards, so a supplier who wins lot 2 reads
// "Awarded lot 2", not the tender's first lot's winner.

const [v1, v2] = sampleVendors as [(typeof sampleVendors)[number], (typeof sampleVendors)[number]];
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const DAY = 24 * 60;
const member = (id: string) => ({ id, isOperator: false });
const ada = member("ada"); // buyer
const bob = member("bob"); // owns v1 (supplier A), wins lot 1
const cy = member("cy"); // owns v2 (supplier B), wins lot 2

const values: TenderValues = twoLotTender({
  questionDeadline: at(30).toISOString(),
  bidDeadline: at(60).toISOString(),
});

const bid = (beam: number, cable: number) => lotBid(beam, cable);

describe.each(testBackends)("my bids on lots on $name", ({ name }) => {
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
    await createMembers(db, ["ada", "bob", "cy"]);
    await db.updateTable("vendors").set({ owner_id: "bob" }).where("id", "=", v1.id).execute();
    await db.updateTable("vendors").set({ owner_id: "cy" }).where("id", "=", v2.id).execute();
  });

  const choose = (bidId: string) => ({ bidId, reason: "", showAmount: false });
  const myBids = (who: ReturnType<typeof member>, now: Date) =>
    loadMyBids(
      { repo } as unknown as AppLoadContext,
      { ...who, name: who.id, email: `${who.id}@example.com`, image: null },
      now,
      "en-GB",
    );

  it("shows supplier B who wins lot 2 each lot's outcome, in standstill and once final", async () => {
    const id = await repo.tenders.create(ada, values, [], { publish: true }, at(0));
    const a = await repo.tenders.placeBid(id, bob, v1.id, bid(90_00, 6_00), [], at(10));
    const b = await repo.tenders.placeBid(id, cy, v2.id, bid(100_00, 5_00), [], at(11));
    if (!a.ok || !b.ok) throw new Error("bids refused");
    expect((await repo.tenders.bidsOf("cy", at(61)))[0]).toMatchObject({
      outcome: "pending",
      lots: [
        { lot: 1, outcome: "pending", until: null },
        { lot: 2, outcome: "pending", until: null },
      ],
    });

    await repo.tenders.awardLot(id, 1, "ada", choose(a.id), at(61));
    await repo.tenders.awardLot(id, 2, "ada", choose(b.id), at(62));
    const until1 = at(10 * DAY + 61).toISOString();
    const until2 = at(10 * DAY + 62).toISOString();
    expect((await repo.tenders.bidsOf("cy", at(63)))[0]).toMatchObject({
      outcome: "intended",
      lots: [
        { lot: 1, outcome: "not-chosen", until: until1 },
        { lot: 2, outcome: "intended", until: until2 },
      ],
    });
    expect((await myBids(cy, at(63))).bids[0]!.lotOutcomes).toEqual([
      "Not chosen for lot 1, standstill until 6 December 2026 at 10:01 UTC",
      "Intended award of lot 2, standstill until 6 December 2026 at 10:02 UTC",
    ]);

    const end = at(10 * DAY + 62);
    expect(await repo.tenders.detail(id, null, end)).toMatchObject({ phase: "awarded" });
    const [mine] = await repo.tenders.bidsOf("cy", end);
    expect(mine).toMatchObject({
      bidId: b.id,
      outcome: "awarded",
      lots: [
        { lot: 1, outcome: "not-awarded", until: null },
        { lot: 2, outcome: "awarded", until: null },
      ],
    });
    const page = await myBids(cy, end);
    expect(page.bids[0]).toMatchObject({
      outcome: "Awarded",
      lotOutcomes: ["Not awarded lot 1", "Awarded lot 2"],
    });
    expect((await myBids(bob, end)).bids[0]!.lotOutcomes).toEqual([
      "Awarded lot 1",
      "Not awarded lot 2",
    ]);
  });

  it("keeps one outcome, and no lots, for a tender without lots", async () => {
    const id = await repo.tenders.create(
      ada,
      { ...values, lots: [], items: [{ ...values.items[0]!, lot: null }] },
      [],
      { publish: true },
      at(0),
    );
    const b = await repo.tenders.placeBid(
      id,
      cy,
      v2.id,
      { ...bid(100_00, 0), prices: [100_00], lots: [] },
      [],
      at(10),
    );
    if (!b.ok) throw new Error("bid refused");
    await repo.tenders.award(id, "ada", choose(b.id), at(61));
    const end = at(10 * DAY + 61);
    expect((await repo.tenders.bidsOf("cy", end))[0]).toMatchObject({
      outcome: "awarded",
      lots: [],
    });
    expect((await myBids(cy, end)).bids[0]).toMatchObject({ outcome: "Awarded", lotOutcomes: [] });
  });
});
