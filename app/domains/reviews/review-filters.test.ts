import { describe, expect, it } from "vitest";
import { canonicalQuery } from "~/lib/search-params";
import { hasActiveReviewFilters, parseReviewFilters, reviewFilterCodec } from "./review-filters";

const parse = (query: string) => parseReviewFilters(new URLSearchParams(query));

describe("the reviews' filters", () => {
  it("read a category and a minimum of 2 to 5 stars", () => {
    expect(parse("category=logistics&stars=4")).toEqual({ category: "Logistics", stars: 4 });
  });

  it("ignore junk: unknown categories, 1 star (every review) and out-of-range stars", () => {
    expect(parse("category=Toys&stars=1")).toEqual({ category: undefined, stars: undefined });
    expect(parse("stars=9").stars).toBeUndefined();
    expect(parse("stars=3.5").stars).toBeUndefined();
  });

  it("write the canonical query, and the form submits back the same", () => {
    expect(canonicalQuery(reviewFilterCodec, new URLSearchParams("stars=3&x=1"))).toBe("stars=3");
    const fields = reviewFilterCodec.fields(parse("category=Energy&stars=5"));
    expect(canonicalQuery(reviewFilterCodec, new URLSearchParams(fields))).toBe(
      "category=Energy&stars=5",
    );
    expect(hasActiveReviewFilters(parse(""))).toBe(false);
    expect(hasActiveReviewFilters(parse("stars=2"))).toBe(true);
  });
});
