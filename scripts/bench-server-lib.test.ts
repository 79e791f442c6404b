import { describe, expect, it } from "vitest";
import {
  failedRequests,
  formatOpenLoopTable,
  formatServerTable,
  missedOpenLoopTargets,
  missedServerTargets,
  quantile,
  summariseArrivals,
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

describe("the open-loop figures", () => {
  const run = { visitor: "signed-in" as const, path: "/vendors", rate: 100 };
  const ok = (ms: number) => ({ ms, status: 200 });

  it("takes quantiles by nearest rank", () => {
    expect(quantile([], 0.5)).toBe(0);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.99)).toBe(4);
    expect(quantile([5], 0.01)).toBe(5);
  });

  it("counts the answered, the busy and the failed apart", () => {
    const m = summariseArrivals(run, [
      ok(10),
      ok(30),
      ok(20),
      { ms: 4, status: 503 },
      { ms: 5000, status: 0 },
      { ms: 12, status: 500 },
    ]);
    expect(m).toMatchObject({ sent: 6, answered: 3, p50: 20, p99: 30, busy: 1, failed: 2 });
    expect(m.busyShare).toBeCloseTo(1 / 6);
    expect(m.busyP99).toBe(4);
  });

  it("holds a signed-in run up to 100 req/s only with p99 within 100 ms and no 503", () => {
    const fast = summariseArrivals(
      run,
      Array.from({ length: 100 }, () => ok(40)),
    );
    expect(missedOpenLoopTargets(fast)).toEqual([]);
    const slow = summariseArrivals(run, [...Array.from({ length: 98 }, () => ok(40)), ok(150)]);
    expect(missedOpenLoopTargets(slow)).toEqual(["p99 150 ms > 100 ms"]);
    const refused = summariseArrivals(run, [ok(40), { ms: 3, status: 503 }]);
    expect(missedOpenLoopTargets(refused)).toEqual(["1 answered 503 below 100 req/s"]);
  });

  it("under overload, wants the answered within 1 s and the refused within 50 ms", () => {
    const overload = { ...run, rate: 300 };
    const good = summariseArrivals(overload, [ok(800), { ms: 20, status: 503 }]);
    expect(missedOpenLoopTargets(good)).toEqual([]);
    const bad = summariseArrivals(overload, [ok(1200), { ms: 80, status: 503 }]);
    expect(missedOpenLoopTargets(bad)).toEqual([
      "503 p99 80 ms > 50 ms",
      "p99 1200 ms not under 1000 ms",
    ]);
  });

  it("wants signed-out pages under 50 ms at every rate, and prints a row per run", () => {
    const out = summariseArrivals({ ...run, visitor: "signed-out", rate: 200 }, [ok(12)]);
    expect(missedOpenLoopTargets(out)).toEqual([]);
    const table = formatOpenLoopTable([out]);
    const row = table
      .split("\n")[2]!
      .split("|")
      .map((cell) => cell.trim());
    expect(row.slice(1, -1)).toEqual([
      "signed-out",
      "/vendors",
      "200",
      "1",
      "12",
      "12",
      "0.0%",
      "—",
      "0",
      "holds",
    ]);
  });
});
