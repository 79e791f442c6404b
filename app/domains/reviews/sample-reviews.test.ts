import { describe, expect, it } from "vitest";
import { averageRating } from "~/domain/ratings";
import { reviewSchema } from "./schema";
import { members } from "~/data/members";
import { sampleAuthorId, sampleReviews } from "~/data/sample-reviews";
import { vendors } from "~/data/vendors";

describe("the sample reviews", () => {
  it("average to each sample vendor's listed rating, to one decimal, and give its count", () => {
    for (const vendor of vendors) {
      const own = sampleReviews.filter((r) => r.vendorId === vendor.id);
      expect(own.length, vendor.name).toBeGreaterThanOrEqual(3);
      const sum = own.reduce((n, r) => n + r.rating, 0);
      expect(averageRating(sum, own.length), vendor.name).toBe(vendor.rating);
      expect(vendor.reviewCount).toBe(own.length);
    }
  });

  it("are written by sample members, one review per member per vendor", () => {
    const memberIds = new Set(members.map((m) => m.id));
    for (const vendor of vendors) {
      const authors = sampleReviews.filter((r) => r.vendorId === vendor.id).map((r) => r.memberId);
      expect(new Set(authors).size).toBe(authors.length);
      for (const id of authors) expect(memberIds.has(id)).toBe(true);
    }
    expect(sampleAuthorId("m1")).not.toBe("m1");
  });

  it("pass the review form's own rules, have unique ids and are dated in the past", () => {
    expect(new Set(sampleReviews.map((r) => r.id)).size).toBe(sampleReviews.length);
    for (const r of sampleReviews) {
      const parsed = reviewSchema.safeParse({ ...r, rating: String(r.rating) });
      expect(parsed.success, r.id).toBe(true);
      expect(r.date < "2026-11-01").toBe(true);
      expect(Number.isNaN(Date.parse(r.date))).toBe(false);
    }
  });
});
