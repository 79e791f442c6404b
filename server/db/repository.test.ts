import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { articles as sampleArticles } from "../../app/data/articles";
import { challenges as sampleChallenges } from "../../app/data/challenges";
import { jobs as sampleJobs } from "../../app/data/jobs";
import { members as sampleMembers } from "../../app/data/members";
import { projects as sampleProjects } from "../../app/data/projects";
import { templates as sampleTemplates } from "../../app/data/templates";
import {
  CHALLENGE_STATUSES,
  PROJECT_STATUSES,
  TEMPLATE_CATEGORIES,
} from "../../app/data/vocabularies";
import { vendors as sampleVendors } from "../../app/data/vendors";
import { filterJobs } from "../../app/domains/hiring";
import { filterMembers } from "../../app/domains/community/index.server";
import { filterVendors, type VendorFilters } from "../../app/domains/companies";
import type { Db } from "./database";
import { createRepository, type Repository } from "./repository";
import { seedSampleData } from "./seed";
import { createAccounts, eachTestDatabase, testBackends } from "./testing";

describe.each(testBackends)("on $name", ({ name }) => {
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

  describe("the seed", () => {
    it("inserts the sample data once, however often it runs", async () => {
      expect(await seedSampleData(db)).toBe(false);
      const page = await repo.vendors.search({}, 100);
      expect(page.total).toBe(sampleVendors.length);
      expect(page.items).toEqual(sampleVendors);
    });

    it("keeps every field of every job, long fields included", async () => {
      // Stored jobs carry their salary's currency; the samples are in US dollars (decision 464).
      expect(await repo.jobs.all()).toEqual(sampleJobs.map((j) => ({ ...j, currency: "USD" })));
    });
  });

  describe("the keys of pages of their own", () => {
    it("lists every vendor slug, job id and article slug in directory order", async () => {
      expect(await repo.vendors.slugs()).toEqual(sampleVendors.map((v) => v.slug));
      expect(await repo.jobs.ids()).toEqual(sampleJobs.map((j) => j.id));
      expect(await repo.articles.slugs()).toEqual(sampleArticles.map((a) => a.slug));
    });
  });

  describe("vendor search", () => {
    const cases: [string, VendorFilters][] = [
      ["a name in other case", { q: "LUMENSTACK" }],
      ["a service", { q: "customs brokerage" }],
      ["a category", { category: "Logistics" }],
      ["part of a location", { location: "  rotter " }],
      ["a minimum rating", { rating: 4.8 }],
      ["everything at once", { q: "a", category: "Technology", location: "us", rating: 4.5 }],
      ["LIKE's wildcards as plain text", { q: "%" }],
      ["an underscore as plain text", { q: "_" }],
      ["the best rated first", { sort: "rating" }],
      ["the most reviewed first, within a rating", { sort: "reviews", rating: 4.7 }],
    ];
    it.each(cases)("matches what the spec's rules keep for %s", async (_, filters) => {
      const page = await repo.vendors.search(filters, 100);
      const expected = filterVendors(sampleVendors, filters);
      expect(page.items.map((v) => v.id)).toEqual(expected.map((v) => v.id));
      expect(page.matches).toBe(expected.length);
    });

    it("does not match across the name and a service", async () => {
      const [first] = sampleVendors;
      const across = `${first!.name.slice(-3)}${first!.services[0]!.slice(0, 3)}`;
      expect((await repo.vendors.search({ q: across }, 10)).matches).toBe(0);
    });

    it("returns one page but counts every match", async () => {
      const page = await repo.vendors.search({}, 3);
      expect(page.items).toHaveLength(3);
      expect(page.matches).toBe(sampleVendors.length);
    });

    it("finds a vendor added later, and tells its listeners", async () => {
      let changes = 0;
      repo.onChange(() => changes++);
      await repo.vendors.add({ ...sampleVendors[0]!, id: "v-new", slug: "new-co", name: "New Co" });
      expect(changes).toBe(1);
      expect((await repo.vendors.bySlug("new-co"))?.name).toBe("New Co");
      expect((await repo.vendors.search({ q: "new co" }, 100)).items.map((v) => v.id)).toEqual([
        "v-new",
      ]);
    });
  });

  describe("job and member search", () => {
    it.each([
      {},
      { category: "Logistics" as const },
      { duration: "Contract" as const },
      { budget: 120000 as const },
    ])("keeps the jobs the board's rules keep for %o", async (filters) => {
      const page = await repo.jobs.search(filters, 100);
      expect(page.items.map((j) => j.id)).toEqual(filterJobs(sampleJobs, filters).map((j) => j.id));
    });

    it.each([{ q: "an" }, { role: "Founder" as const }, { region: "Europe" as const }])(
      "keeps the members the directory's rules keep for %o",
      async (filters) => {
        const page = await repo.members.search(filters, 100);
        expect(page.items.map((m) => m.id)).toEqual(
          filterMembers(sampleMembers, filters).map((m) => m.id),
        );
      },
    );

    it("suggests jobs of the same category first", async () => {
      const job = sampleJobs[0]!;
      const more = await repo.jobs.moreLike(job, 3);
      expect(more.map((j) => j.id)).not.toContain(job.id);
      expect(more).toHaveLength(3);
    });
  });

  describe("data version", () => {
    it("changes with every write, as seen through another connection to the database", async () => {
      const before = await repo.dataVersion();
      await repo.vendors.add({ ...sampleVendors[0]!, id: "v-x", slug: "x-co", name: "X Co" });
      const after = await repo.dataVersion();
      expect(after).not.toBe(before);
      expect(await createRepository(db).dataVersion()).toBe(after);
    });
  });

  describe("tab queries", () => {
    it.each(PROJECT_STATUSES)("lists the %s projects in order, counting them", async (status) => {
      const expected = sampleProjects.filter((p) => p.status === status);
      const page = await repo.projects.search(status, 100);
      expect(page.items).toEqual(expected);
      expect(page.matches).toBe(expected.length);
      expect(page.total).toBe(sampleProjects.length);
    });

    it.each(CHALLENGE_STATUSES)("lists the %s challenges, counting them", async (status) => {
      const expected = sampleChallenges.filter((c) => c.status === status);
      const page = await repo.challenges.search(status, 100);
      expect(page.items).toEqual(expected);
      expect(page.matches).toBe(expected.length);
    });

    it.each([undefined, ...TEMPLATE_CATEGORIES])(
      "lists the templates of %s (all when undefined)",
      async (category) => {
        const expected = sampleTemplates.filter((t) => !category || t.category === category);
        const page = await repo.templates.search(category, 100);
        expect(page.items).toEqual(expected);
        expect(page.matches).toBe(expected.length);
        expect(page.total).toBe(sampleTemplates.length);
      },
    );

    it("returns one page of a tab but counts every match", async () => {
      const page = await repo.templates.search(undefined, 5);
      expect(page.items).toEqual(sampleTemplates.slice(0, 5));
      expect(page.matches).toBe(sampleTemplates.length);
      const projects = await repo.projects.search("Active Tender", 1);
      expect(projects.items).toHaveLength(1);
      expect(projects.matches).toBeGreaterThan(1);
    });
  });

  describe("operators", () => {
    beforeEach(async () => {
      await createAccounts(db, [
        { id: "u1", name: "Ada Lovelace", email: "ada@example.com" },
        { id: "u2", name: "Alan Turing", email: "alan@example.com" },
      ]);
    });

    it("are granted and revoked by e-mail, and only those granted are operators", async () => {
      expect(await repo.operators.grant(" ADA@example.com ")).toBe(true);
      expect(await repo.operators.grant("ada@example.com")).toBe(true);
      expect(await repo.operators.has("u1")).toBe(true);
      expect(await repo.operators.has("u2")).toBe(false);
      expect((await repo.operators.list()).map((o) => o.email)).toEqual(["ada@example.com"]);
      expect(await repo.operators.revoke("ada@example.com")).toBe(true);
      expect(await repo.operators.has("u1")).toBe(false);
    });

    it("assign a listed company to a member, and take it back", async () => {
      const [vendor] = sampleVendors;
      expect(await repo.vendors.assignOwner(vendor!.slug, "alan@example.com")).toBe("done");
      const owned = await db
        .selectFrom("vendors")
        .select("owner_id")
        .where("slug", "=", vendor!.slug)
        .executeTakeFirstOrThrow();
      expect(owned.owner_id).toBe("u2");
      expect(await repo.vendors.assignOwner(vendor!.slug, null)).toBe("done");
      expect(await repo.vendors.assignOwner("no-such-company", "alan@example.com")).toBe(
        "no-vendor",
      );
      expect(await repo.vendors.assignOwner(vendor!.slug, "nobody@example.com")).toBe("no-member");
    });

    it("cannot be made of an e-mail that has no account", async () => {
      expect(await repo.operators.grant("nobody@example.com")).toBe(false);
      expect(await repo.operators.list()).toEqual([]);
    });
  });
});
