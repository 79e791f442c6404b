import { describe, expect, it } from "vitest";
import { compareByRank, PRIOR_MEAN, rankScore } from "./rating-rank";

const vendor = (reviewCount: number, reviewAverage: number | null) => ({
  reviewCount,
  reviewAverage,
});

describe("the ranking of Highest rated", () => {
  it("puts forty 4.7s above one 5-star review", () => {
    const one = vendor(1, 5);
    const forty = vendor(40, 4.7);
    expect(rankScore(40, 4.7)!).toBeGreaterThan(rankScore(1, 5)!);
    expect([one, forty].sort(compareByRank)).toEqual([forty, one]);
  });

  it("lets a steady record outrank a short perfect one", () => {
    expect(rankScore(12, 4.6)!).toBeGreaterThan(rankScore(3, 5)!);
  });

  it("ranks the better average first between equally reviewed vendors", () => {
    expect(rankScore(5, 4.8)!).toBeGreaterThan(rankScore(5, 4.6)!);
  });

  it("moves a score towards the average as reviews accumulate", () => {
    expect(rankScore(1, 4)!).toBeCloseTo((PRIOR_MEAN * 5 + 4) / 6);
    expect(rankScore(1000, 4)!).toBeCloseTo(4, 2);
  });

  it("ranks vendors without reviews below every reviewed one, even a poorly rated one", () => {
    expect(rankScore(0, null)).toBeNull();
    const none = vendor(0, null);
    const poor = vendor(2, 1);
    expect([none, poor].sort(compareByRank)).toEqual([poor, none]);
  });

  it("breaks a tie of scores by the number of reviews", () => {
    const a = vendor(5, 3);
    const b = vendor(10, 3);
    expect([a, b].sort(compareByRank)).toEqual([b, a]);
  });
});
