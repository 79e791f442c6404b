import { describe, expect, it } from "vitest";
import { PageCache, type CachedPage } from "./page-cache";

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes),
  gzip: null,
  etag: '"x"',
});

describe("page cache", () => {
  // What a page of `bytes` weighs in the cache with a two-letter key and no headers.
  const weight = (bytes: number) => bytes + 2 * 2 + 96 + 2 * 3;

  it("drops the least recently used page when its bytes are full, however few pages it holds", () => {
    const cache = new PageCache({ maxBytes: 2 * weight(1_000) + 50 });
    cache.set("/a", page(1_000));
    cache.set("/b", page(1_000));
    cache.get("/a");
    cache.set("/c", page(1_000));
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/c")).toBeDefined();
    // Many small pages fit where two large ones did.
    for (let i = 0; i < 9; i++) cache.set(`/${i}`, page(10));
    expect(cache.size).toBe(10);
    expect(cache.get("/0")).toBeDefined();
  });

  it("keeps its bytes under the limit and refuses a page larger than all of it", () => {
    const cache = new PageCache({ maxBytes: 1_000 });
    cache.set("/a", page(600));
    cache.set("/b", page(600));
    expect(cache.size).toBe(1);
    cache.set("/h", page(990));
    expect(cache.get("/h")).toBeUndefined();
    expect(cache.heldBytes).toBeLessThanOrEqual(1_000);
  });

  it("counts headers, gzip copies and stale copies in its bytes, stale copies out first", () => {
    const cache = new PageCache({ maxBytes: 3 * weight(1_000) });
    const withHeaders: CachedPage = { ...page(500), headers: [["x-long", "y".repeat(200)]] };
    cache.set("/a", withHeaders);
    cache.set("/b", { ...page(500), gzip: Buffer.alloc(500) });
    cache.clear();
    expect(cache.getStale("/a")).toBeDefined();
    expect(cache.getStale("/b")).toBeDefined();
    cache.set("/c", page(1_000));
    cache.set("/d", page(1_000));
    // Two fresh pages and two stale ones overflow: the oldest stale copy goes, the pages stay.
    expect(cache.getStale("/a")).toBeUndefined();
    expect(cache.has("/c") && cache.has("/d")).toBe(true);
    expect(cache.heldBytes).toBeLessThanOrEqual(3 * weight(1_000));
  });

  it("bounds its counts of visits by bytes too, forgetting pages asked for once first", () => {
    const cache = new PageCache({ maxBytes: 16 * 50 * (2 * 6 + 96) });
    cache.set("/often", page(1));
    for (let i = 0; i < 3; i++) cache.get("/often");
    for (let i = 0; i < 1_000; i++) cache.set(`/p${String(i).padStart(4, "0")}`, page(1));
    expect(cache.heldBytes).toBeLessThanOrEqual(16 * 50 * (2 * 6 + 96));
    expect(cache.hottest(1)).toEqual(["/often"]);
  });

  it("forgets everything when cleared", () => {
    const cache = new PageCache();
    cache.set("/a", page(1));
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("keeps the pages a clearing drops as stale copies, one change behind at most", () => {
    const cache = new PageCache();
    const a = page(1);
    cache.set("/a", a);
    cache.set("/b", page(1));
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.getStale("/a")).toBe(a);
    // Rendered again: the stale copy goes.
    cache.set("/a", page(2));
    expect(cache.getStale("/a")).toBeUndefined();
    // The next clearing keeps what it drops and forgets the older copies.
    cache.clear();
    expect(cache.getStale("/a")?.body.length).toBe(2);
    expect(cache.getStale("/b")).toBeUndefined();
    // Dropping a page drops its stale copy too.
    cache.delete("/a");
    expect(cache.getStale("/a")).toBeUndefined();
  });

  it("refuses a page rendered before the last clearing", () => {
    const cache = new PageCache();
    const before = cache.generation;
    cache.clear();
    expect(cache.set("/a", page(1), before)).toBe(false);
    expect(cache.has("/a")).toBe(false);
    expect(cache.set("/a", page(1), cache.generation)).toBe(true);
  });

  it("names the most visited pages to its listeners when cleared, and lets old visits fade", () => {
    const cache = new PageCache();
    const told: string[][] = [];
    cache.onClear((hottest) => told.push(hottest));
    cache.set("/a", page(1));
    cache.set("/b", page(1));
    cache.set("/c", page(1));
    for (let i = 0; i < 3; i++) cache.get("/b");
    cache.get("/c");
    cache.get("/missing");
    cache.clear();
    expect(told).toEqual([["/b", "/c", "/a"]]);
    // Halved at the clearing: /b 2, /c 1, /a forgotten; new visits count from there (/a 3).
    cache.set("/a", page(1));
    cache.get("/a");
    cache.get("/a");
    cache.clear();
    expect(told[1]).toEqual(["/a", "/b", "/c"]);
  });
});
