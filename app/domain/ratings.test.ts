import { describe, expect, it } from "vitest";
import {
  averageRating,
  distributionAverage,
  distributionRows,
  EMPTY_DISTRIBUTION,
  formatRating,
  reviewCountLabel,
  shownRating,
} from "./ratings";

describe("the average rating", () => {
  it("is the mean to one decimal, halves rounding up exactly", () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
    // 4.25 is 4.3, although 4.25 in floating point sits just below it.
    expect(averageRating(17, 4)).toBe(4.3);
    expect(averageRating(5, 1)).toBe(5);
  });

  it("does not exist without reviews", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(distributionAverage(EMPTY_DISTRIBUTION)).toBeNull();
  });

  it("is the same from a distribution", () => {
    expect(distributionAverage({ 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 })).toBe(4.3);
  });
});

describe("the shown rating", () => {
  const base = { reviewCount: 0, reviewAverage: null };

  it("is none while a vendor has no published reviews", () => {
    expect(shownRating(base)).toBeNull();
  });

  it("is the average of the published reviews once there is one", () => {
    expect(shownRating({ reviewCount: 1, reviewAverage: 2 })).toBe(2);
    expect(shownRating({ reviewCount: 3, reviewAverage: 3.7 })).toBe(3.7);
  });
});

describe("the distribution", () => {
  it("lists 5 stars first, with counts and whole percentages", () => {
    expect(distributionRows({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 1 })).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 33 },
    ]);
  });

  it("is all zeros without reviews", () => {
    expect(distributionRows(EMPTY_DISTRIBUTION).every((r) => r.percent === 0)).toBe(true);
  });
});

describe("wording", () => {
  it("writes ratings to one decimal and counts reviews", () => {
    expect(formatRating(5)).toBe("5.0");
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(12)).toBe("12 reviews");
  });
});
