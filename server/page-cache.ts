import type { Precompressed } from "./precompressed";

// Rendered pages for signed-out visitors, kept in memory: bounded by entries and bytes, least
// recently used out first, dropped whole when the data changes (writes are rare; reads are not).

export interface CachedPage extends Precompressed {
  status: number;
  headers: [string, string][];
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.entries.get(key);
    if (page) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += size;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(old);
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(old);
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

function sizeOf(page: CachedPage): number {
  return page.body.length + (page.gzip?.length ?? 0);
}
