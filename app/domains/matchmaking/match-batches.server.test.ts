import { roadworksTender } from "./roadworks.testing";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { createNotifications, type Notifications } from "~/domains/notifications/index.server";
import { tellThrough } from "~/lib/tell.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { MATCH_HOLD_MS } from "./data/match-batches.server";

// A tender's matching in bounded batches (issue 46 item 4, decision 516), here batches of one
// capability and one saved search: every matching supplier and search is told once, a second run
// meanwhile tells nobody, and a run stopped half-way is taken up from its cursor.

const owners = ["bob", "cy", "dee", "eve"];
const anySearch = { cpvPrefix: null, q: null, region: null, minValue: null, maxValue: null };

describe.each(testBackends)("matching in batches on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let notifications: Notifications;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    notifications = createNotifications({ db, mailEnabled: false, mailFrom: "site@example.com" });
    await createMembers(db, ["ada", ...owners, "fay"]);
    // Four road builders (two codes each, one of them matching) and a designer.
    for (const [i, owner] of owners.entries()) {
      const id = sampleVendors[i]!.id;
      await db.updateTable("vendors").set({ owner_id: owner }).where("id", "=", id).execute();
      await db
        .insertInto("company_cpv")
        .values([
          { company_id: id, code: "45233140-2" },
          { company_id: id, code: "71300000-1" },
        ])
        .execute();
    }
    await db
      .updateTable("vendors")
      .set({ owner_id: "fay" })
      .where("id", "=", sampleVendors[5]!.id)
      .execute();
    await db
      .insertInto("company_cpv")
      .values({ company_id: sampleVendors[5]!.id, code: "71300000-1" })
      .execute();
    for (const member of ["bob", "fay"]) {
      await repo.matchmaking.saveSearch(member, { ...anySearch, cpvPrefix: "45" });
      await repo.matchmaking.saveSearch(member, { ...anySearch, cpvPrefix: "4523" });
    }
  });

  async function published() {
    const id = await repo.tenders.create({ id: "ada" }, roadworksTender(), [], { publish: true });
    await db
      .updateTable("tender_items")
      .set({ cpv_code: "45233140-2" })
      .where("tender_id", "=", id)
      .execute();
    return id;
  }

  const told = async (kind: string) =>
    (
      await db
        .selectFrom("notifications")
        .select("user_id")
        .where("kind", "=", kind)
        .orderBy("user_id")
        .execute()
    ).map((n) => n.user_id);

  const matching = (id: string) =>
    db.selectFrom("tender_matchings").selectAll().where("tender_id", "=", id).executeTakeFirst();

  it("tells every match once, a batch at a time, with a pause between batches", async () => {
    const id = await published();
    let pauses = 0;
    const batches = { capabilityBatch: 1, searchBatch: 1, pause: async () => void pauses++ };
    const tell = tellThrough(notifications, "");
    expect(await repo.matchmaking.matchTender(id, tell, { batches })).toBe(true);
    expect(await told("tender-match")).toEqual(owners);
    // bob and fay each saved two matching searches: one notice each, a hit per search.
    expect(await told("tender-search")).toEqual(["bob", "fay"]);
    expect(await db.selectFrom("tender_search_hits").select("search_id").execute()).toHaveLength(4);
    // The four matching capabilities (the five others are not read, decision 546), a batch
    // each and the short last one, then the four searches, a batch each.
    expect(pauses).toBe(4 + 1 + 4);
    expect(await matching(id)).toMatchObject({ suppliers: 4, cursor: null });
    expect((await matching(id))!.finished_at).not.toBeNull();
    expect(await repo.matchmaking.matchTender(id, tell, { batches })).toBe(false);
  });

  it("takes a run stopped half-way up from its cursor once its hold lapses", async () => {
    const id = await published();
    const tell = tellThrough(notifications, "");
    let batchesLeft = 3;
    const stopping = {
      capabilityBatch: 1,
      searchBatch: 1,
      pause: async () => {
        if (--batchesLeft === 0) throw new Error("The server stopped");
      },
    };
    await expect(repo.matchmaking.matchTender(id, tell, { batches: stopping })).rejects.toThrow(
      "The server stopped",
    );
    const firstTold = await told("tender-match");
    expect(firstTold.length).toBeLessThan(owners.length);
    // Held meanwhile: another run tells nobody, and the tender is not due again yet.
    expect(await repo.matchmaking.matchTender(id, tell)).toBe(false);
    expect(await repo.matchmaking.matchesDue(new Date())).not.toContain(id);
    const later = new Date(Date.now() + MATCH_HOLD_MS + 1_000);
    expect(await repo.matchmaking.matchesDue(later)).toContain(id);
    const batches = { capabilityBatch: 1, searchBatch: 1, pause: async () => {} };
    expect(await repo.matchmaking.matchTender(id, tell, { now: later, batches })).toBe(true);
    expect(await told("tender-match")).toEqual(owners);
    expect(await told("tender-search")).toEqual(["bob", "fay"]);
    expect((await matching(id))!.suppliers).toBe(4);
    expect(await repo.matchmaking.matchesDue(later)).not.toContain(id);
  });
});
