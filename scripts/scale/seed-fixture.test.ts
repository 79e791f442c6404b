import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { makeFixture } from "./fixture";
import { seedScaleFixture } from "./seed-fixture";

describe("seedScaleFixture", () => {
  let db: Db;
  beforeEach(async () => {
    db = await openDatabase({ dataDir: "", file: ":memory:" });
  });
  afterEach(async () => {
    await db.destroy();
  });

  it("replaces the directories with the fixture, in the fixture's order", async () => {
    const sizes = { vendors: 1200, projects: 30, jobs: 40, members: 50 };
    const fixture = makeFixture(7, sizes);
    await seedScaleFixture(db, fixture);
    const repo = createRepository(db);
    const vendors = await repo.vendors.search({}, 24);
    expect(vendors.total).toBe(sizes.vendors);
    expect(vendors.items.map((v) => v.id)).toEqual(fixture.vendors.slice(0, 24).map((v) => v.id));
    expect((await repo.projects.all()).length).toBe(sizes.projects);
    expect((await repo.jobs.search({}, 1)).total).toBe(sizes.jobs);
    expect((await repo.members.search({}, 1)).total).toBe(sizes.members);
  });

  it("keeps the sample content of the other pages", async () => {
    await seedScaleFixture(db, makeFixture(7, { vendors: 5, projects: 5, jobs: 5, members: 5 }));
    const repo = createRepository(db);
    expect((await repo.challenges.all()).length).toBeGreaterThan(0);
    expect((await repo.articles.all()).length).toBeGreaterThan(0);
  });
});
