import { describe, expect, it } from "vitest";
import { summaryCache } from "./vendor-facet-groups.server";
import type { FacetGroup } from "../vendor-facet-tally";

// The facets' summaries are counted once per data version, and a slow count is answered from
// the previous version's while it runs (docs/decisions/542).

const summary = (n: number): FacetGroup[] => [
  { category: "Energy", location: "Oslo, Norway", rating: 4, n },
];

/** A count that resolves when told, and how many times it was started. */
function counter() {
  let started = 0;
  const pending: ((groups: FacetGroup[]) => void)[] = [];
  const count = () => {
    started += 1;
    return new Promise<FacetGroup[]>((resolve) => pending.push(resolve));
  };
  return { count, started: () => started, finish: (n: number) => pending.shift()!(summary(n)) };
}

describe("the facets' summaries", () => {
  it("are counted once per data version and key, and again after a write", async () => {
    const cache = summaryCache();
    const c = counter();
    const first = cache.get("v1", "all", c.count);
    const again = cache.get("v1", "all", c.count);
    c.finish(1);
    expect(await first).toEqual(summary(1));
    expect(await again).toEqual(summary(1));
    expect(c.started()).toBe(1);
    const other = cache.get("v1", "q=steel", c.count);
    c.finish(2);
    expect(await other).toEqual(summary(2));
    const after = cache.get("v2", "all", c.count);
    c.finish(3);
    expect(await after).toEqual(summary(3));
    expect(c.started()).toBe(3);
  });

  it("wait for a quick count after a write, and answer a slow one's from the last version", async () => {
    const quick = summaryCache(64, 1_000);
    const c = counter();
    const first = quick.get("v1", "all", c.count);
    c.finish(1);
    await first;
    const fresh = quick.get("v2", "all", c.count);
    c.finish(2);
    expect(await fresh).toEqual(summary(2));

    const slow = summaryCache(64, -1);
    const s = counter();
    const old = slow.get("v1", "all", s.count);
    s.finish(1);
    await old;
    expect(await slow.get("v2", "all", s.count)).toEqual(summary(1));
    expect(s.started()).toBe(2);
    s.finish(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await slow.get("v2", "all", s.count)).toEqual(summary(2));
    expect(s.started()).toBe(2);
  });

  it("count again after a failed count, and keep at most `limit` keys", async () => {
    const cache = summaryCache(2);
    let started = 0;
    const failing = () => {
      started += 1;
      return Promise.reject(new Error("gone"));
    };
    await expect(cache.get("v1", "a", failing)).rejects.toThrow("gone");
    await expect(cache.get("v1", "a", failing)).rejects.toThrow("gone");
    expect(started).toBe(2);
    let counted = 0;
    const count = async () => summary(++counted);
    for (const key of ["a", "b", "c", "a"]) await cache.get("v1", key, count);
    expect(counted).toBe(4);
  });
});
