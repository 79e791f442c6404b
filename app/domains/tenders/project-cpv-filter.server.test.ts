import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { createMembers, eachTestDatabase, testBackends } from "../../../server/db/testing";
import { loadProjects } from "./project-listing.server";

// /projects filtered by CPV division and group (issue 43 Build 1, decision 520) on SQLite and
// PostgreSQL: a tender stays when one of its items is coded under the division or group, with
// the other filters and the status tab; the samples (no codes) leave; junk values are dropped.
// The API's `cpv` prefix shares the test of an item under it.

const HOUR = 3_600_000;
type TenderValues = Parameters<Repository["tenders"]["create"]>[1];
const values = (title: string, over: Partial<TenderValues> = {}): TenderValues => ({
  title,
  description: "Works.",
  kind: "tender",
  region: "Europe",
  sector: "Infrastructure",
  budget: null,
  budgetHidden: false,
  visibility: "public",
  buyerName: "Ada Works",
  timeZone: "UTC",
  questionDeadline: new Date(Date.now() + 24 * HOUR).toISOString(),
  bidDeadline: new Date(Date.now() + 48 * HOUR).toISOString(),
  items: [
    { item: "First", quantity: 1, unit: "lot", specification: "" },
    { item: "Second", quantity: 1, unit: "lot", specification: "" },
  ],
  criteria: [{ name: "Price", weight: 100 }],
  ...over,
});

describe.each(testBackends)("/projects by CPV on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    await createMembers(db, ["ada"]);
    // Roads (a 45 item in its second row), design (71), a Gulf road and a tender with no code.
    ids.roads = await published("Ring road", ["03000000-1", "45233140-2"]);
    ids.design = await published("Bridge design", ["71311000-1", null]);
    ids.gulf = await published("Gulf road", ["45000000-7", null], { region: "GCC" });
    ids.plain = await published("Office chairs", [null, null]);
  });

  async function published(
    title: string,
    codes: (string | null)[],
    over: Partial<TenderValues> = {},
  ) {
    const id = await repo.tenders.create({ id: "ada" }, values(title, over), [], {
      publish: true,
    });
    const items = await db
      .selectFrom("tender_items")
      .select("id")
      .where("tender_id", "=", id)
      .orderBy("position")
      .execute();
    for (const [i, item] of items.entries())
      await db
        .updateTable("tender_items")
        .set({ cpv_code: codes[i] ?? null })
        .where("id", "=", item.id)
        .execute();
    return id;
  }

  const listed = async (query: string) => {
    const context = { repo } as unknown as AppLoadContext;
    return loadProjects(context, new URL(`http://x/projects${query}`));
  };
  const titles = async (query: string) =>
    (await listed(query)).page.items.map((p) => p.title).sort();

  it("keeps the tenders with an item under the division, and drops the samples", async () => {
    const all = await listed("");
    expect(all.page.items.length).toBeGreaterThan(4);
    expect(all.filtered).toBe(false);
    expect(all.divisions).toHaveLength(45);
    expect(all.divisions[0]).toEqual({ code: "03000000-1", title: expect.any(String) });

    const roads = await listed("?division=45");
    expect(roads.filtered).toBe(true);
    expect(roads.filters).toMatchObject({ division: "45" });
    expect(roads.page.items.map((p) => p.title).sort()).toEqual(["Gulf road", "Ring road"]);
    expect(await titles("?division=71")).toEqual(["Bridge design"]);
    expect(await titles("?division=03")).toEqual(["Ring road"]);
  });

  it("narrows by group, within the other filters, and drops a value of another shape", async () => {
    // The Gulf road is coded only at its division: not under group 452.
    expect(await titles("?group=452")).toEqual(["Ring road"]);
    expect(await titles("?division=45&region=GCC")).toEqual(["Gulf road"]);
    expect(await titles("?division=45&group=713")).toEqual([]);
    // Awarded tenders only, in the In Progress tab: none of these.
    expect(await titles("?status=in-progress&division=45")).toEqual([]);
    const junk = await listed("?division=4&group=45x");
    expect(junk.filters).toMatchObject({ division: undefined, group: undefined });
    expect(junk.filtered).toBe(false);
    expect(junk.page.items.map((p) => p.id)).toContain(ids.plain);
  });

  it("reads the API's CPV prefix the same way", async () => {
    const page = await repo.tenders.publicPageAfter({ cpv: "4523" }, "published", undefined, 10);
    expect(page.map((t) => t.title)).toEqual(["Ring road"]);
  });
});
