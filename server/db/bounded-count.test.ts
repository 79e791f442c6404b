import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { members as sampleMembers } from "../../app/data/members";
import { vendors as sampleVendors } from "../../app/data/vendors";
import { boundedCount } from "./bounded-count";
import type { Db } from "./database";
import { createRepository, type Repository } from "./repository";
import { seedSampleData } from "./seed";
import { eachTestDatabase, testBackends } from "./testing";

// The directories' and the search's counts stop one row past their cap (decision 515), here a
// cap of 5 over the sample data: exact up to the cap, cap + 1 ("5+") past it.

const CAP = 5;

describe.each(testBackends)("counts bounded by a cap on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(() => {
    db = database();
    repo = createRepository(db, { countCap: CAP });
  });

  it("counts at most one row past the cap, and exactly below it", async () => {
    const vendors = db.selectFrom("vendors").selectAll().orderBy("position");
    expect(sampleVendors.length).toBeGreaterThan(CAP + 1);
    expect(await boundedCount(db, vendors, CAP)).toBe(CAP + 1);
    expect(await boundedCount(db, vendors, 1_000)).toBe(sampleVendors.length);
    expect(await boundedCount(db, vendors.where("id", "=", sampleVendors[0]!.id), CAP)).toBe(1);
  });

  it("bounds the supplier directory's total and matches, with the facets on or off", async () => {
    for (const facets of [false, true]) {
      const page = await repo.vendors.search({}, 2, { facets });
      expect(page).toMatchObject({ matches: CAP + 1, total: CAP + 1, cap: CAP });
      expect(page.items).toHaveLength(2);
    }
    const one = await repo.vendors.search({ q: sampleVendors[0]!.name }, 24);
    expect(one.matches).toBeLessThanOrEqual(CAP);
    expect(one.items).toHaveLength(one.matches);
  });

  it("bounds the members' directory and the job board, with and without words", async () => {
    expect(sampleMembers.length).toBeGreaterThan(CAP);
    expect(await repo.members.search({}, 24)).toMatchObject({
      matches: CAP + 1,
      total: CAP + 1,
      cap: CAP,
    });
    expect(await repo.jobs.search({}, 24)).toMatchObject({ matches: CAP + 1, cap: CAP });
    const worded = await repo.jobs.search({ q: "manager" }, 24);
    expect(worded.cap).toBe(CAP);
    expect(worded.matches).toBeLessThanOrEqual(CAP + 1);
  });

  it("bounds each section of the site search", async () => {
    // "ma" (a prefix) matches six suppliers, five jobs, six members in the samples.
    const exact = await createRepository(db).search.everything("ma", 3);
    const sections = await createRepository(db, { countCap: 3 }).search.everything("ma", 3);
    expect(exact.filter((s) => s.matches > 4).length).toBeGreaterThanOrEqual(3);
    for (const [i, s] of sections.entries()) {
      expect(s.cap).toBe(3);
      expect(s.matches).toBe(Math.min(exact[i]!.matches, 4));
      expect(s.hits).toEqual(exact[i]!.hits);
    }
  });

  it("keeps the counts exact with the site's cap", async () => {
    const page = await createRepository(db).vendors.search({}, 2, { facets: true });
    expect(page).toMatchObject({ matches: sampleVendors.length, total: sampleVendors.length });
  });
});
