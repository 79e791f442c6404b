import { describe, expect, it } from "vitest";
import {
  failedRequests,
  formatServerTable,
  missedServerTargets,
  type ServerMeasurement,
} from "./bench-server-lib";

const base: ServerMeasurement = {
  mode: "cached",
  path: "/",
  rps: 3500,
  p50: 12,
  p99: 30,
  requests: 35000,
  errors: 0,
  non2xx: 0,
};

describe("missedServerTargets", () => {
  it("holds when the cached page is fast enough", () => {
    expect(missedServerTargets(base)).toEqual([]);
  });

  it("names the throughput and the p99 that miss the cached targets", () => {
    expect(missedServerTargets({ ...base, rps: 2999.4, p99: 50 })).toEqual([
      "2999 req/s < 3000",
      "p99 50 ms not under 50 ms",
    ]);
  });

  it("applies the looser targets to uncached rendering", () => {
    const uncached = { ...base, mode: "uncached" as const, rps: 300, p99: 249 };
    expect(missedServerTargets(uncached)).toEqual([]);
    expect(missedServerTargets({ ...uncached, rps: 299 })).toEqual(["299 req/s < 300"]);
  });
});

describe("failedRequests", () => {
  it("counts connection errors and non-2xx answers", () => {
    expect(failedRequests({ ...base, errors: 2, non2xx: 3 })).toBe(5);
  });
});

describe("formatServerTable", () => {
  it("shows one row per measurement with its verdict", () => {
    const table = formatServerTable([base, { ...base, mode: "uncached", rps: 100 }]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain("holds");
    expect(lines[3]).toContain("off (PAGE_CACHE=0)");
    expect(lines[3]).toContain("missed: 100 req/s < 300");
  });
});
