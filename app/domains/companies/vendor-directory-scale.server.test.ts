import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Vendor } from "~/data/types";
import { vendors as sampleVendors } from "~/data/vendors";
import { checkCompany } from "./schema";
import { rankScore } from "./rating-rank";
import { filterVendors, sortVendors, type VendorFilters } from "./vendor-filters";
import { search } from "./data/vendor-search.server";
import { createSearchEngine } from "~/domains/search/index.server";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import {
  createMembers,
  eachTestDatabase,
  plainVendor,
  testBackends,
} from "../../../server/db/testing";

// The directory's query at a million suppliers (issue 46, docs/decisions/541 and 542), tried at
// the sample data's size on SQLite and PostgreSQL: the stored shown rating and rank follow every
// review and approval, both sorts keep their order, the facets tallied from the summary agree
// with the spec's rules after each write, and the counts stop past the cap.

const OWNER = "ada";
const OPERATOR = "olive";
const readers = ["r1", "r2", "r3"];
const review = (rating: 1 | 2 | 3 | 4 | 5) => ({
  rating,
  title: `Rated ${rating}`,
  body: "They delivered on time and answered every question within the hour, twice.",
  relationship: "Current customer" as const,
});

for (const backend of testBackends) {
  describe(`the supplier directory at scale, on ${backend.name}`, () => {
    const database = eachTestDatabase(
      backend.name,
      { beforeAll, afterAll, beforeEach, afterEach },
      async (db) => {
        await seedSampleData(db);
        await createMembers(db, [OWNER, OPERATOR, ...readers]);
      },
    );
    let repo: Repository;
    beforeEach(() => {
      repo = createRepository(database());
    });

    /** Every listed vendor, in the directory's order. */
    const listed = async () => (await repo.vendors.search({}, 1000)).items;

    /** Each vendor's stored columns agree with the rules in plain code. */
    async function expectStoredRanks() {
      const rows = await database()
        .selectFrom("vendors")
        .select(["id", "review_count", "review_average", "shown_rating", "rank_score"])
        .execute();
      for (const r of rows) {
        const count = Number(r.review_count);
        const average = r.review_average === null ? null : Number(r.review_average);
        const score = rankScore(count, average) ?? -1;
        expect(Number(r.rank_score), r.id).toBeCloseTo(score, 5);
        expect(Number(r.shown_rating), r.id).toBe(count > 0 && average !== null ? average : -1);
      }
    }

    /** Both sorts give the order of the spec's rules over the listed vendors. */
    async function expectSortedAsTheRules(all: Vendor[]) {
      for (const sort of ["rating", "reviews"] as const) {
        const page = await repo.vendors.search({ sort }, 1000);
        expect(
          page.items.map((v) => v.id),
          sort,
        ).toEqual(sortVendors(all, sort).map((v) => v.id));
      }
    }

    /** The facets and counts agree with the spec's rules over the listed vendors. */
    async function expectFacetsOf(all: Vendor[], filters: VendorFilters) {
      const found = await repo.vendors.search(filters, 5, { facets: true });
      // A text query also matches through the search index: the vendors the page query keeps.
      const kept = async (f: VendorFilters) =>
        filters.q
          ? (await repo.vendors.search({ ...filters, ...f }, 1000)).items.length
          : filterVendors(all, { ...filters, ...f }).length;
      expect(found.matches).toBe(await kept({}));
      expect(found.total).toBe(all.length);
      for (const c of found.facets!.categories)
        expect(c.count, c.value).toBe(await kept({ category: c.value }));
      for (const r of found.facets!.regions)
        expect(r.count, r.value).toBe(await kept({ location: r.value }));
      for (const r of found.facets!.ratings)
        expect(r.count, `${r.value}`).toBe(await kept({ rating: r.value }));
    }

    it("stores each vendor's shown rating and rank, and sorts as the rules do", async () => {
      await expectStoredRanks();
      await expectSortedAsTheRules(await listed());
    });

    it("keeps them right after a review is added and removed, and a supplier approved", async () => {
      const registered = checkCompany({
        name: "Acme Solar",
        description: "Solar farms and storage for industrial sites.",
        category: "Energy",
        location: "Lisbon, Portugal",
        services: "Solar installation",
        certifications: "",
        tags: "",
        website: "",
      });
      if (!registered.ok) throw new Error("invalid company");
      const created = await repo.companies.register(OWNER, registered.company, null);
      if (created.kind !== "created") throw new Error(created.kind);
      const id = created.company.id;
      const before = await listed();
      await expectFacetsOf(before, {});

      await repo.companies.approve(id, { by: OPERATOR });
      const [first, second] = sampleVendors;
      const added = await repo.reviews.create(id, { id: "r1", name: "R1" }, review(5));
      await repo.reviews.create(id, { id: "r2", name: "R2" }, review(5));
      await repo.reviews.create(first!.id, { id: "r3", name: "R3" }, review(1));
      if (!added.ok) throw new Error(added.reason);
      await expectStoredRanks();
      let all = await listed();
      expect(all).toHaveLength(before.length + 1);
      expect(all.find((v) => v.id === id)).toMatchObject({ rating: 5, reviewCount: 2 });
      await expectSortedAsTheRules(all);
      await expectFacetsOf(all, {});
      await expectFacetsOf(all, { rating: 5 });

      await repo.reviews.remove(added.id);
      await repo.reviews.create(second!.id, { id: "r1", name: "R1" }, review(2));
      await expectStoredRanks();
      all = await listed();
      await expectSortedAsTheRules(all);
      await expectFacetsOf(all, { category: "Energy", location: "portugal" });
    });

    it("tallies facets as the rules do with filters, text and CPV divisions", async () => {
      const all = await listed();
      for (const filters of [
        { category: "Logistics" },
        { location: "usa", rating: 4.5 },
        { q: "logistics" },
        { q: "a", category: "Technology", rating: 4 },
      ] as VendorFilters[])
        await expectFacetsOf(all, filters);
      // A division keeps the categories mapped to it, and the companies with codes in it.
      const found = await repo.vendors.search({ division: "72" }, 1000, { facets: true });
      expect(found.matches).toBe(found.items.length);
      const sum = found.facets!.categories.reduce((n, c) => n + c.count, 0);
      expect(sum).toBe(found.items.length);
    });

    it("stops every count one past the cap, facets and page counts alike", async () => {
      const capped = createRepository(database(), { countCap: 3 });
      const found = await capped.vendors.search({}, 2, { facets: true });
      expect(found.items).toHaveLength(2);
      expect([found.matches, found.total, found.cap]).toEqual([4, 4, 3]);
      const narrowed = await capped.vendors.search({ q: "a" }, 2, { facets: true });
      expect(narrowed.matches).toBe(4);
      const unfaceted = await capped.vendors.search({ q: "a" }, 2);
      expect(unfaceted.matches).toBe(4);
    });

    it("ranks the best of the index's first matches, then the words found inside a word", async () => {
      const gantry = (id: string, over: Partial<Vendor>) => repo.vendors.add(plainVendor(id, over));
      // Added in this order: the blurb's match first in the index, the name's last; the last
      // holds the word inside another, which only the substring rule finds.
      await gantry("in-blurb", { shortBlurb: "We also do gantry work." });
      await gantry("in-services", { services: ["Gantry crane hire"] });
      await gantry("Gantry Works", {});
      await gantry("inside-a-word", { services: ["Supergantry lifts"] });
      const db = database();
      const found = (candidates: number, limit: number) =>
        search({ db, engine: createSearchEngine(db, { candidates }) }, { q: "gantry" }, limit);
      const all = await found(1_000, 10);
      expect(all.items.map((v) => v.id)).toEqual([
        "Gantry Works",
        "in-services",
        "in-blurb",
        "inside-a-word",
      ]);
      expect(all.matches).toBe(4);
      // Two candidates: the best of the first two in the index, every match still counted.
      const two = await found(2, 2);
      const ids = two.items.map((v) => v.id);
      expect(ids).toHaveLength(2);
      expect(ids).toEqual(all.items.map((v) => v.id).filter((id) => ids.includes(id)));
      expect(ids).not.toContain("inside-a-word");
      expect(two.matches).toBe(4);
      // The other filters narrow the candidates before they are bounded.
      const narrowed = await found(1, 1);
      expect(narrowed.items).toHaveLength(1);
      const gone = await search(
        { db, engine: createSearchEngine(db, { candidates: 1 }) },
        { q: "gantry", location: "nowhere at all" },
        5,
      );
      expect([gone.items.length, gone.matches]).toEqual([0, 0]);
    });
  });
}
