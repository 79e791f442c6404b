import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { lotBid, twoLotTender } from "./lots.testing";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { loadAwardReview } from "./award-review.server";

// The award's review reads the scores the buyer may see (decision 531), on SQLite and PostgreSQL:
// the buyer sits on the panel, but on a tender priced by formula alone nothing is blind, so the
// review of a lot shows each bid's weighted score and rank; with a criterion the panel scores,
// the buyer who has not submitted reads no score.

const [v1, v2] = sampleVendors as [(typeof sampleVendors)[number], (typeof sampleVendors)[number]];
const T0 = Date.UTC(2026, 10, 26, 9, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const ada = { id: "ada", isOperator: false, name: "Ada", email: "ada@example.com", image: null };

describe.each(testBackends)("the award's review on $name", ({ name }) => {
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

  const tenderWith = async (criteria: ReturnType<typeof twoLotTender>["criteria"]) => {
    const values = twoLotTender(
      { questionDeadline: at(30).toISOString(), bidDeadline: at(60).toISOString() },
      { criteria },
    );
    const id = await repo.tenders.create({ id: "ada" }, values, [], { publish: true }, at(0));
    const a = await repo.tenders.placeBid(
      id,
      { id: "bob" },
      v1.id,
      lotBid(90_00, 6_00),
      [],
      at(10),
    );
    const b = await repo.tenders.placeBid(
      id,
      { id: "cy" },
      v2.id,
      lotBid(100_00, 5_00),
      [],
      at(11),
    );
    if (!a.ok || !b.ok) throw new Error("bids refused");
    return { id, a: a.id, b: b.id };
  };
  const review = (id: string, query: string) =>
    loadAwardReview(
      { repo } as unknown as AppLoadContext,
      new Request(`http://localhost/projects/${id}/bids/award?${query}`),
      ada,
      id,
      at(61),
    );

  it("shows a lot's scores and ranks to the buyer on the panel when every criterion is by formula", async () => {
    const { id, a, b } = await tenderWith([{ name: "Price", weight: 100, method: "price" }]);
    const page = await review(id, `lot=1&bid=${a}`);
    expect(page.scored).toBe(true);
    expect(page.choice).toMatchObject({ bidId: a, rank: 1, score: 100 });
    expect(page.others).toMatchObject([{ bidId: b, rank: 2, score: 90 }]);
  });

  it("keeps the scores blind to the buyer who has not submitted when the panel scores a criterion", async () => {
    const { id, a } = await tenderWith([
      { name: "Price", weight: 60, method: "price" },
      { name: "Quality", weight: 40, method: "scored" },
    ]);
    const page = await review(id, `lot=1&bid=${a}`);
    expect(page.choice?.score).toBeNull();
    expect(page.others.map((o) => o.score)).toEqual([null]);
  });
});
