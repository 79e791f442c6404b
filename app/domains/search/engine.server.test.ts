import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { VendorFilters } from "~/domains/companies";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, plainVendor, testBackends } from "../../../server/db/testing";
import { createSearchEngine } from "./engine.server";
import { oneEditAway, queryWords } from "~/lib/search-words";

// The search's contract, with the same expectations on SQLite (FTS5) and PostgreSQL (tsvector).

const vendor = plainVendor;

describe("query words", () => {
  it("folds case and accents, drops stop words and repeats", () => {
    expect(queryWords("The Café and CAFE, Logistics!")).toEqual(["cafe", "logistics"]);
  });
  it("spells every word one edit away, a swap of neighbours included", () => {
    const near = oneEditAway("frieght");
    expect(near).toContain("freight");
    expect(near).toContain("frieghts");
    expect(near).not.toContain("frieght");
  });
});

describe.each(testBackends)("the search on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );
  beforeEach(() => {
    db = database();
    repo = createRepository(db);
  });
  const names = async (q: string) =>
    (await repo.vendors.search({ q }, 50)).items.map((v) => v.name);

  it("finds a word anywhere in the listing, stemmed", async () => {
    // "logistic" is in no name or service: the category and the blurb hold "Logistics".
    expect(await names("logistic")).toEqual(
      expect.arrayContaining(["Kestrel Freight Partners", "Southerly Cold Chain"]),
    );
    expect(await names("cloud erp integration")).toContain("Lumenstack Technologies");
  });

  it("matches the last word as a prefix", async () => {
    expect(await names("kestrel frei")).toEqual(["Kestrel Freight Partners"]);
  });

  it("corrects one edit in a longer word and says what it searched", async () => {
    const result = await repo.vendors.search({ q: "frieght" }, 50);
    expect(result.items.map((v) => v.name)).toContain("Kestrel Freight Partners");
    expect(result.suggestion).toBe("freight");
    expect(result.words).toContain("freight");
    // Short words are taken as typed, and an exact match is not corrected.
    expect((await repo.vendors.search({ q: "ERQ" }, 50)).matches).toBe(0);
    expect((await repo.vendors.search({ q: "freight" }, 50)).suggestion).toBeNull();
  });

  it("ranks a match of the name above a match of a service, and those above the blurb", async () => {
    await repo.vendors.add(vendor("in-blurb", { shortBlurb: "We also do gantry work." }));
    await repo.vendors.add(vendor("in-services", { services: ["Gantry crane hire"] }));
    await repo.vendors.add(vendor("Gantry Works", {}));
    expect(await names("gantry")).toEqual(["Gantry Works", "in-services", "in-blurb"]);
  });

  it("keeps the index in step with every write, in the same transaction", async () => {
    await repo.vendors.add(vendor("zephyrine-ltd", { name: "Zephyrine Ltd" }));
    expect(await names("zephyrine")).toEqual(["Zephyrine Ltd"]);
    await db
      .updateTable("vendors")
      .set({ name: "Borealis Ltd", search_text: "borealis ltd" })
      .where("id", "=", "zephyrine-ltd")
      .execute();
    expect(await names("zephyrine")).toEqual([]);
    expect(await names("borealis")).toEqual(["Borealis Ltd"]);
    await db.deleteFrom("vendors").where("id", "=", "zephyrine-ltd").execute();
    expect(await names("borealis")).toEqual([]);
  });

  it("keeps the spec's filters: q matches inside a name or a service", async () => {
    expect(await names("stack")).toEqual(["Lumenstack Technologies"]);
  });

  it.each<VendorFilters>([
    { q: "freight logistics" },
    // A facet's own filter set: each facet counts without its own filter, with the others.
    { q: "freight logistics", category: "Logistics", rating: 4 },
  ])("counts each facet option as the results that option gives ($category)", async (filters) => {
    const { facets, matches } = await repo.vendors.search(filters, 50, { facets: true });
    expect(matches).toBeGreaterThan(0);
    for (const option of facets!.categories) {
      const only = await repo.vendors.search({ ...filters, category: option.value }, 50);
      expect(only.matches, option.value).toBe(option.count);
    }
    for (const option of facets!.regions) {
      const only = await repo.vendors.search({ ...filters, location: option.value }, 50);
      expect(only.matches, option.value).toBe(option.count);
    }
    for (const option of facets!.ratings) {
      const only = await repo.vendors.search({ ...filters, rating: option.value }, 50);
      expect(only.matches, String(option.value)).toBe(option.count);
    }
    expect(facets!.categories.find((c) => c.value === "Logistics")!.count).toBeGreaterThan(0);
    expect(facets!.categories.some((c) => c.count === 0)).toBe(true);
    const [firstBand] = facets!.ratings;
    if (!("rating" in filters)) expect(firstBand!.count).toBe(matches);
  });

  it("searches jobs, tenders' kinds, members and articles the same way", async () => {
    const engine = createSearchEngine(db);
    const jobs = await engine.rank("jobs", "logistic coordinator", { limit: 5 });
    expect(jobs.ids).toHaveLength(1);
    const articles = await engine.rank("articles", "frieght rates", { limit: 5 });
    expect(articles.matches).toBe(1);
    expect(articles.suggestion).toBe("freight rates");
    const board = await repo.jobs.search({ q: "cloud" }, 10);
    // The title's match first, then the job whose description mentions it.
    expect(board.items.map((j) => j.title)[0]).toBe("Cloud Platform Engineer");
    expect(board.matches).toBe(board.items.length);
  });
});
