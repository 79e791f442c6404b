import type { Precompressed } from "./precompressed";

// Rendered pages for signed-out visitors, kept in memory: bounded by entries and bytes, least
// recently used out first, dropped whole when the data changes (writes are rare; reads are not).
// Each clearing starts a new generation: a page rendered from the data before it is not kept
// after it. The pages it drops are kept aside as stale copies until the next clearing (or until
// they are rendered again), to answer the visitors who arrive while a page is being rendered
// again (decision 160's third addendum). The cache counts how often each page is asked for, so
// that whoever renders pages can render the most visited ones again right after a change.

export interface CachedPage extends Precompressed {
  status: number;
  headers: [string, string][];
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/** Told, when the cache is cleared, which pages were asked for most, most first. */
export type ClearListener = (hottest: string[]) => void;

/** How many of the most visited pages a clearing names to its listeners. */
export const HOTTEST_PAGES = 12;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** The pages of the generation before this one that have not been rendered again since. */
  private stale = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private generationNo = 0;
  /** Requests per page, halved at each clearing so that old favourites fade. */
  private readonly hits = new Map<string, number>();
  private readonly listeners: ClearListener[] = [];

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Changes at each clearing: a page rendered in an earlier one is out of date. */
  get generation(): number {
    return this.generationNo;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, page);
      this.count(key);
    }
    return page;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The page as it was before the last clearing, if it has not been rendered since: one change
   * behind at most, since each clearing replaces the stale copies with the pages it drops.
   */
  getStale(key: string): CachedPage | undefined {
    return this.stale.get(key);
  }

  /**
   * Keeps a page rendered during `generation` (the current one when not given); false when the
   * cache was cleared since, or the page is larger than the whole cache.
   */
  set(key: string, page: CachedPage, generation = this.generationNo): boolean {
    if (generation !== this.generationNo) return false;
    const size = sizeOf(page);
    if (size > this.maxBytes) return false;
    this.count(key);
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(old);
    }
    return true;
  }

  /** Drops the page, and its stale copy. */
  delete(key: string): void {
    this.stale.delete(key);
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(old);
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
    // before them.
    this.stale = new Map(this.entries);
    this.entries.clear();
    this.bytes = 0;
    this.generationNo++;
    for (const [key, n] of this.hits) {
      if (n < 2) this.hits.delete(key);
      else this.hits.set(key, Math.floor(n / 2));
    }
    for (const listener of this.listeners) listener(hottest);
  }

  private count(key: string): void {
    this.hits.set(key, (this.hits.get(key) ?? 0) + 1);
    // Bounded like the pages: past four times as many, the pages asked for once are forgotten.
    if (this.hits.size > this.maxEntries * 4) {
      for (const [k, n] of this.hits) if (n <= 1) this.hits.delete(k);
    }
  }
}

function sizeOf(page: CachedPage): number {
  return page.body.length + (page.gzip?.length ?? 0);
}
