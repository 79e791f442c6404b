import type { Precompressed } from "./precompressed";

// Rendered pages for signed-out visitors, kept in memory: bounded by bytes (decision 517), not by
// entries, since a page of a directory at a million rows weighs as much as fifty small ones; least
// recently used out first, dropped whole when the data changes (writes are rare; reads are not).
// Each clearing starts a new generation: a page rendered from the data before it is not kept
// after it. The pages it drops are kept aside as stale copies until the next clearing (or until
// they are rendered again), to answer the visitors who arrive while a page is being rendered
// again (decision 160's third addendum); they count against the same bytes, and go first when
// room is needed. The cache counts how often each page is asked for, so that whoever renders
// pages can render the most visited ones again right after a change; those counts have a small
// share of the bytes of their own.

export interface CachedPage extends Precompressed {
  status: number;
  headers: [string, string][];
}

export interface PageCacheOptions {
  /**
   * The bytes of every kept page, stale copies included, with their keys and headers, and of the
   * counts of visits (at most a sixteenth of them).
   */
  maxBytes?: number;
}

/** The default bound of a server's page cache. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** Told, when the cache is cleared, which pages were asked for most, most first. */
export type ClearListener = (hottest: string[]) => void;

/** How many of the most visited pages a clearing names to its listeners. */
export const HOTTEST_PAGES = 12;

/** What a map's entry costs beyond its key and value (an estimate, for the byte bound). */
const ENTRY_OVERHEAD = 96;

interface Kept {
  page: CachedPage;
  bytes: number;
}

export class PageCache {
  /** Least recently used first. */
  private readonly entries = new Map<string, Kept>();
  /** The pages of the generation before this one that have not been rendered again since. */
  private stale = new Map<string, Kept>();
  /** The bytes of `entries` and `stale`. */
  private bytes = 0;
  private readonly maxBytes: number;
  private generationNo = 0;
  /** Requests per page, halved at each clearing so that old favourites fade. */
  private readonly hits = new Map<string, number>();
  private hitBytes = 0;
  private readonly listeners: ClearListener[] = [];

  constructor({ maxBytes = PAGE_CACHE_BYTES }: PageCacheOptions = {}) {
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes held: pages, stale copies and the counts of visits. */
  get heldBytes(): number {
    return this.bytes + this.hitBytes;
  }

  /** Changes at each clearing: a page rendered in an earlier one is out of date. */
  get generation(): number {
    return this.generationNo;
  }

  get(key: string): CachedPage | undefined {
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, kept);
      this.count(key);
    }
    return kept?.page;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The page as it was before the last clearing, if it has not been rendered since: one change
   * behind at most, since each clearing replaces the stale copies with the pages it drops.
   */
  getStale(key: string): CachedPage | undefined {
    return this.stale.get(key)?.page;
  }

  /**
   * Keeps a page rendered during `generation` (the current one when not given); false when the
   * cache was cleared since, or the page is larger than the whole cache.
   */
  set(key: string, page: CachedPage, generation = this.generationNo): boolean {
    if (generation !== this.generationNo) return false;
    const bytes = sizeOf(key, page);
    if (bytes > this.maxBytes - this.maxBytes / 16) return false;
    this.count(key);
    this.delete(key);
    this.entries.set(key, { page, bytes });
    this.bytes += bytes;
    // Stale copies first, then the least recently used pages.
    for (const [oldest, old] of this.stale) {
      if (this.heldBytes <= this.maxBytes) break;
      this.stale.delete(oldest);
      this.bytes -= old.bytes;
    }
    for (const [oldest, old] of this.entries) {
      if (this.heldBytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
    return true;
  }

  /** Drops the page, and its stale copy. */
  delete(key: string): void {
    const stale = this.stale.get(key);
    if (stale) {
      this.stale.delete(key);
      this.bytes -= stale.bytes;
    }
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  /** The pages asked for most, most first. */
  hottest(count = HOTTEST_PAGES): string[] {
    return [...this.hits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key]) => key);
  }

  /** Calls `listener` after each clearing with the hottest pages. */
  onClear(listener: ClearListener): void {
    this.listeners.push(listener);
  }

  clear(): void {
    const hottest = this.hottest();
    // At most one cache's worth of stale copies: the last generation's pages replace the ones
    // before them, within the same bytes.
    this.stale = new Map(this.entries);
    this.entries.clear();
    this.bytes = 0;
    for (const kept of this.stale.values()) this.bytes += kept.bytes;
    this.generationNo++;
    for (const [key, n] of this.hits) {
      if (n < 2) this.forget(key);
      else this.hits.set(key, Math.floor(n / 2));
    }
    for (const listener of this.listeners) listener(hottest);
  }

  private count(key: string): void {
    const n = this.hits.get(key);
    this.hits.set(key, (n ?? 0) + 1);
    if (n === undefined) this.hitBytes += keyBytes(key);
    // A sixteenth of the bytes for the counts: past it, the pages asked for once are forgotten,
    // then the less asked half.
    const budget = this.maxBytes / 16;
    if (this.hitBytes <= budget) return;
    for (const [k, v] of this.hits) if (v <= 1) this.forget(k);
    if (this.hitBytes <= budget) return;
    const kept = new Set(this.hottest(Math.floor(this.hits.size / 2)));
    for (const k of this.hits.keys()) if (!kept.has(k)) this.forget(k);
  }

  private forget(key: string): void {
    if (this.hits.delete(key)) this.hitBytes -= keyBytes(key);
  }
}

const keyBytes = (key: string) => 2 * key.length + ENTRY_OVERHEAD;

/** What a kept page weighs: its bodies, its key, its headers and its entry. */
function sizeOf(key: string, page: CachedPage): number {
  let bytes = keyBytes(key) + page.body.length + (page.gzip?.length ?? 0) + 2 * page.etag.length;
  for (const [name, value] of page.headers) bytes += 2 * (name.length + value.length) + 32;
  return bytes;
}
