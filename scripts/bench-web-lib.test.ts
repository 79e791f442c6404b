import { describe, expect, it } from "vitest";
import {
  formatTable,
  median,
  medianMetrics,
  missedTargets,
  type RunMetrics,
} from "./bench-web-lib";

const good: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1000,
  tbt: 10,
  cls: 0,
  jsBytes: 140_000,
  totalBytes: 200_000,
};

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("leaves out values a run could not measure", () => {
    expect(median([3, Number.NaN, 1])).toBe(2);
    expect(median([Number.NaN])).toBeNaN();
  });

  it("takes the median of each metric", () => {
    const m = medianMetrics([good, { ...good, lcp: 3000 }, { ...good, lcp: 2000 }]);
    expect(m.lcp).toBe(2000);
  });
});

describe("missedTargets", () => {
  it("passes a page that meets every target", () => {
    expect(missedTargets("/", good, { ...good, lcp: 950 })).toEqual([]);
  });

  it("flags each missed target", () => {
    const bad = {
      ...good,
      performance: 90,
      seo: 92,
      lcp: 2000,
      tbt: 120,
      cls: 0.1,
      totalBytes: 300_000,
    };
    const missed = missedTargets("/", bad, good);
    expect(missed).toHaveLength(6);
    expect(missed.join("\n")).toMatch(/Performance 90/);
    expect(missed.join("\n")).toMatch(/more than 10% over/);
  });
});

describe("formatTable", () => {
  it("prints a row per variant and the LCP ratios", () => {
    const table = formatTable(new Map([["/", { a: good, b: { ...good, lcp: 3000 }, c: good }]]));
    expect(table).toContain("(a) ours");
    expect(table).toContain("LCP(a)/LCP(c) = 1.00, LCP(b)/LCP(a) = 3.00");
  });
});
