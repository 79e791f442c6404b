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
  it("drops the least recently used page when it holds too many", () => {
    const cache = new PageCache({ maxEntries: 2 });
    cache.set("/a", page(1));
    cache.set("/b", page(1));
    cache.get("/a");
    cache.set("/c", page(1));
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("keeps its bytes under the limit and refuses a page larger than all of it", () => {
    const cache = new PageCache({ maxBytes: 100 });
    cache.set("/a", page(60));
    cache.set("/b", page(60));
    expect(cache.size).toBe(1);
    cache.set("/huge", page(101));
    expect(cache.get("/huge")).toBeUndefined();
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
