import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { members as sampleMembers } from "~/data/members";
import { sampleReviews } from "~/data/sample-reviews";
import { vendors as sampleVendors } from "~/data/vendors";
import { filterVendors } from "~/domains/companies";
import { distributionAverage, distributionCount } from "~/domain/ratings";
import type { ReviewInput } from "./schema";
import type { Db } from "../../../server/db/database";
import { openMemoryDatabase } from "../../../server/db/testing";
import { createRepository, type Repository } from "../../../server/db/repository";
import { insertSampleReviews } from "./data/sample-reviews.server";
import { seedSampleData } from "../../../server/db/seed";

let db: Db;
let repo: Repository;

const [first, second] = sampleVendors;
const vendor = first!;
const body = "They delivered on time and answered every question within the hour, twice.";
const review = (rating: number, title = `Rated ${rating}`): ReviewInput => ({
  rating: rating as ReviewInput["rating"],
  title,
  body,
  relationship: "Current customer",
});
const member = (id: string) => ({ id, name: `Member ${id}` });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute));

async function shown(slug = vendor.slug) {
  const v = await repo.vendors.bySlug(slug);
  return { rating: v?.rating, count: v?.reviewCount };
}

/** Takes the sample reviews away, through the repository: the vendors start with none. */
async function withoutSampleReviews() {
  for (const r of sampleReviews) await repo.reviews.remove(r.id);
}

beforeEach(async () => {
  db = await openMemoryDatabase();
  await seedSampleData(db);
  repo = createRepository(db);
});
afterEach(() => db.destroy());

describe("the sample reviews", () => {
  it("agree with every sample vendor's rating, count, distribution and list on a fresh start", async () => {
    for (const sample of sampleVendors) {
      const v = await repo.vendors.bySlug(sample.slug);
      const listed = await repo.reviews.forVendor(sample.id, 100);
      const sum = listed.items.reduce((n, r) => n + r.rating, 0);
      expect(listed.matches).toBeGreaterThanOrEqual(3);
      expect(v?.rating, sample.name).toBe(Math.round((sum * 10) / listed.matches) / 10);
      expect(v?.rating).toBe(sample.rating);
      expect(v?.reviewCount).toBe(listed.matches);
      const distribution = await repo.reviews.distribution(sample.id);
      expect(distributionCount(distribution)).toBe(listed.matches);
      expect(distributionAverage(distribution)).toBe(v?.rating);
    }
    const names = new Set(sampleMembers.map((m) => m.name));
    const latest = await repo.reviews.latest({}, 100);
    expect(latest.total).toBe(sampleReviews.length);
    for (const r of latest.items) expect(names.has(r.authorName)).toBe(true);
  });

  it("are added once to an installation seeded before them, keeping members' reviews", async () => {
    await withoutSampleReviews();
    await repo.reviews.create(vendor.id, member("a"), review(1));
    expect(await insertSampleReviews(db)).toBe(sampleReviews.length);
    expect(await insertSampleReviews(db)).toBe(0);
    const own = sampleReviews.filter((r) => r.vendorId === vendor.id);
    const sum = own.reduce((n, r) => n + r.rating, 1);
    expect(await shown()).toEqual({
      rating: Math.round((sum * 10) / (own.length + 1)) / 10,
      count: own.length + 1,
    });
    expect(await shown(second!.slug)).toEqual({
      rating: second!.rating,
      count: second!.reviewCount,
    });
  });

  it("are not by a sign-in account: no member can edit one as their own", async () => {
    const stored = await repo.reviews.byId(sampleReviews[0]!.id);
    expect(stored?.authorId).toMatch(/^sample-member:/);
  });
});

describe("a vendor's rating", () => {
  beforeEach(withoutSampleReviews);

  it("is none until the first review", async () => {
    expect(await shown()).toEqual({ rating: null, count: undefined });
  });

  it("becomes the average of its reviews, to one decimal, with their number", async () => {
    await repo.reviews.create(vendor.id, member("a"), review(5));
    expect(await shown()).toEqual({ rating: 5, count: 1 });
    await repo.reviews.create(vendor.id, member("b"), review(4));
    await repo.reviews.create(vendor.id, member("c"), review(4));
    expect(await shown()).toEqual({ rating: 4.3, count: 3 });
    expect(await repo.reviews.distribution(vendor.id)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 });
  });

  it("follows edits and deletions, and returns to none", async () => {
    const a = await repo.reviews.create(vendor.id, member("a"), review(5));
    const b = await repo.reviews.create(vendor.id, member("b"), review(2));
    expect(await shown()).toEqual({ rating: 3.5, count: 2 });
    await repo.reviews.update(b.ok ? b.id : "", "Member b", review(3));
    expect(await shown()).toEqual({ rating: 4, count: 2 });
    await repo.reviews.remove(a.ok ? a.id : "");
    expect(await shown()).toEqual({ rating: 3, count: 1 });
    await repo.reviews.remove(b.ok ? b.id : "");
    expect(await shown()).toEqual({ rating: null, count: undefined });
  });

  it("does not count hidden reviews, and counts them again once restored", async () => {
    await repo.reviews.create(vendor.id, member("a"), review(5));
    const bad = await repo.reviews.create(vendor.id, member("b"), review(1));
    const id = bad.ok ? bad.id : "";
    await repo.reviews.setHidden(id, true);
    expect(await shown()).toEqual({ rating: 5, count: 1 });
    expect((await repo.reviews.forVendor(vendor.id, 10)).items.map((r) => r.id)).not.toContain(id);
    expect(await repo.reviews.distribution(vendor.id)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 });
    await repo.reviews.setHidden(id, false);
    expect(await shown()).toEqual({ rating: 3, count: 2 });
  });

  it("is none for a company with an owner and no reviews: it matches no minimum", async () => {
    await db
      .updateTable("vendors")
      .set({ owner_id: "owner" })
      .where("id", "=", vendor.id)
      .execute();
    expect(await shown()).toEqual({ rating: null, count: undefined });
    const matches = await repo.vendors.search({ rating: 0.1 }, 100);
    expect(matches.items.map((v) => v.id)).not.toContain(vendor.id);
    await repo.reviews.create(vendor.id, member("a"), review(2));
    expect(await shown()).toEqual({ rating: 2, count: 1 });
    expect((await repo.vendors.search({ rating: 2 }, 100)).items.map((v) => v.id)).toContain(
      vendor.id,
    );
  });
});

describe("one review per member per vendor", () => {
  beforeEach(withoutSampleReviews);

  it("refuses a second review by the same member", async () => {
    expect((await repo.reviews.create(vendor.id, member("a"), review(5))).ok).toBe(true);
    expect(await repo.reviews.create(vendor.id, member("a"), review(1))).toEqual({
      ok: false,
      reason: "duplicate",
    });
    expect(await shown()).toEqual({ rating: 5, count: 1 });
  });

  it("is enforced by the database itself", async () => {
    await repo.reviews.create(vendor.id, member("a"), review(5));
    const row = await db.selectFrom("reviews").selectAll().executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto("reviews")
        .values({ ...row, id: "copy" })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it("lets the same member review another vendor", async () => {
    await repo.reviews.create(vendor.id, member("a"), review(5));
    expect((await repo.reviews.create(second!.id, member("a"), review(4))).ok).toBe(true);
  });
});

describe("listing reviews", () => {
  beforeEach(withoutSampleReviews);

  it("shows a vendor's newest first, a page at a time, counting them all", async () => {
    for (let i = 0; i < 12; i++) {
      await repo.reviews.create(vendor.id, member(`m${i}`), review(4, `Review ${i}`), at(i));
    }
    const page = await repo.reviews.forVendor(vendor.id, 10);
    expect(page.matches).toBe(12);
    expect(page.items.map((r) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Review ${11 - i}`),
    );
  });

  it("lists the latest across vendors, by category and minimum stars", async () => {
    await repo.reviews.create(vendor.id, member("a"), review(5, "First"), at(1));
    await repo.reviews.create(second!.id, member("a"), review(2, "Second"), at(2));
    const all = await repo.reviews.latest({}, 10);
    expect(all.items.map((r) => [r.title, r.vendor.slug])).toEqual([
      ["Second", second!.slug],
      ["First", vendor.slug],
    ]);
    expect((await repo.reviews.latest({ stars: 3 }, 10)).items.map((r) => r.title)).toEqual([
      "First",
    ]);
    const byCategory = await repo.reviews.latest({ category: second!.category }, 10);
    expect(byCategory.items.every((r) => r.vendor.category === second!.category)).toBe(true);
    expect(byCategory.total).toBe(2);
  });

  it("leaves out hidden reviews and those of vendors that are not public", async () => {
    const a = await repo.reviews.create(vendor.id, member("a"), review(5));
    await repo.reviews.create(second!.id, member("a"), review(4));
    await repo.reviews.setHidden(a.ok ? a.id : "", true);
    await db
      .updateTable("vendors")
      .set({ status: "pending" })
      .where("id", "=", second!.id)
      .execute();
    expect((await repo.reviews.latest({}, 10)).items).toEqual([]);
  });
});

describe("the directory's orders", () => {
  it("ranks Highest rated by the Bayesian rule, as the reference rules do", async () => {
    // A vendor with one 5-star review does not outrank the samples' handfuls of good ones.
    const id = sampleVendors[9]!.id;
    for (const r of sampleReviews.filter((r) => r.vendorId === id)) await repo.reviews.remove(r.id);
    await repo.reviews.create(id, member("a"), review(5));
    const all = await repo.vendors.search({}, 100);
    const byRating = await repo.vendors.search({ sort: "rating" }, 100);
    expect(byRating.items.map((v) => v.id)).toEqual(
      filterVendors(all.items, { sort: "rating" }).map((v) => v.id),
    );
    expect(byRating.items.at(-1)!.id).toBe(id);
    expect(byRating.items[0]!.id).toBe("v5");
  });

  it("sorts by shown rating and by number of reviews, as the reference rules do", async () => {
    await withoutSampleReviews();
    await repo.reviews.create(second!.id, member("a"), review(5));
    await repo.reviews.create(second!.id, member("b"), review(5));
    await repo.reviews.create(vendor.id, member("a"), review(1));
    const byRating = await repo.vendors.search({ sort: "rating" }, 3);
    expect(byRating.items[0]!.id).toBe(second!.id);
    const byReviews = await repo.vendors.search({ sort: "reviews" }, 100);
    expect(byReviews.items.slice(0, 2).map((v) => v.id)).toEqual([second!.id, vendor.id]);
    expect(byRating.items.every((v, i, list) => i === 0 || list[i - 1]!.rating! >= v.rating!)).toBe(
      true,
    );
  });
});

describe("reports and moderation", () => {
  beforeEach(withoutSampleReviews);

  it("queues reported reviews by reason until an operator hides or keeps them", async () => {
    const r = await repo.reviews.create(vendor.id, member("a"), review(1));
    const id = r.ok ? r.id : "";
    await repo.reviews.report(id, "x", "spam");
    await repo.reviews.report(id, "y", "spam");
    await repo.reviews.report(id, "z", "conflict");
    await repo.reviews.report(id, "z", "abuse");
    let queue = await repo.reviews.moderation();
    expect(queue.reported.map((q) => q.id)).toEqual([id]);
    expect(queue.reported[0]!.reports).toEqual(
      expect.arrayContaining([
        { reason: "spam", count: 2 },
        { reason: "abuse", count: 1 },
      ]),
    );
    expect(queue.reported[0]!.reports).toHaveLength(2);

    await repo.reviews.setHidden(id, true);
    queue = await repo.reviews.moderation();
    expect(queue.reported).toEqual([]);
    expect(queue.hidden.map((q) => q.id)).toEqual([id]);

    await repo.reviews.setHidden(id, false);
    queue = await repo.reviews.moderation();
    expect(queue).toEqual({ reported: [], hidden: [] });
  });

  it("keeps the owner's one reply with the review, replaced or removed", async () => {
    const r = await repo.reviews.create(vendor.id, member("a"), review(3));
    const id = r.ok ? r.id : "";
    await repo.reviews.setReply(id, "Thank you.", at(5));
    await repo.reviews.setReply(id, "Thank you, again.", at(6));
    expect((await repo.reviews.byId(id))?.reply).toEqual({
      body: "Thank you, again.",
      at: at(6).toISOString(),
    });
    await repo.reviews.setReply(id, null);
    expect((await repo.reviews.byId(id))?.reply).toBeNull();
  });

  it("renews the data version with every review write, so cached pages drop", async () => {
    const before = await repo.dataVersion();
    await repo.reviews.create(vendor.id, member("a"), review(3));
    expect(await repo.dataVersion()).not.toBe(before);
  });
});
