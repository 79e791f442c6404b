import { sql, type SelectQueryBuilder } from "kysely";
import type { FacetGroup } from "../vendor-facet-tally";

// The summaries the directory's facets and counts are tallied from (docs/decisions/542): for a
// set of suppliers (all listed ones, or those a text query or CPV filter keeps), how many share
// each category, location and shown rating. One pass over the set counts it, once per data
// version (server/db/data-version.ts, renewed by every write, in any process): requests between
// two writes tally their facets from it without reading the suppliers again.

/** A count this slow (a very large directory) may be answered from the last version's. */
export const SLOW_SUMMARY_MS = 250;

interface Entry {
  summary: Promise<FacetGroup[]>;
  /** Once counted: the summary, and how long the count took. */
  done?: { groups: FacetGroup[]; ms: number };
}

/**
 * Summaries of the current data version, the most recently used `limit` of them. While a
 * summary is counted again after a write, a request is answered from the previous version's
 * when that took longer than `slowMs` to count: at a million suppliers the facets may then be
 * one write behind for the seconds a count takes, rather than every page after a write waiting
 * for it. A quicker count is always awaited, so the counts are exact after each write.
 */
export function summaryCache(limit = 64, slowMs = SLOW_SUMMARY_MS) {
  let version: string | null = null;
  let entries = new Map<string, Entry>();
  const previous = new Map<string, Entry>();
  const start = (key: string, count: () => Promise<FacetGroup[]>): Entry => {
    const began = performance.now();
    const entry: Entry = { summary: count() };
    entry.summary.then(
      (groups) => (entry.done = { groups, ms: performance.now() - began }),
      // A failed count is not kept: the next request counts again.
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  };
  const keep = (map: Map<string, Entry>, key: string, entry: Entry) => {
    map.delete(key);
    map.set(key, entry);
    for (const oldest of map.keys()) {
      if (map.size <= limit) break;
      map.delete(oldest);
    }
  };
  return {
    /** The summary of `key` at `at` (the data version), counted by `count` when not kept. */
    get(at: string, key: string, count: () => Promise<FacetGroup[]>): Promise<FacetGroup[]> {
      if (at !== version) {
        // The last counted summary of each key stays, for the slow ones' next count.
        for (const [k, e] of entries) if (e.done) keep(previous, k, e);
        entries = new Map();
        version = at;
      }
      const entry = entries.get(key) ?? start(key, count);
      keep(entries, key, entry);
      if (entry.done) return Promise.resolve(entry.done.groups);
      const last = previous.get(key)?.done;
      return last && last.ms > slowMs ? Promise.resolve(last.groups) : entry.summary;
    },
  };
}

export type SummaryCache = ReturnType<typeof summaryCache>;

/** Counts the summary of the suppliers `query` keeps (its selection and order are replaced). */
export async function summarise(
  // The directory's filtered query, joined to the search index's matches or not.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, any>,
): Promise<FacetGroup[]> {
  const rows = (await query
    .clearSelect()
    .clearOrderBy()
    .select([
      sql.ref("vendors.category").as("category"),
      sql.ref("vendors.location").as("location"),
      sql.ref("vendors.shown_rating").as("rating"),
      sql`count(*)`.as("n"),
    ])
    .groupBy(["vendors.category", "vendors.location", "vendors.shown_rating"])
    .execute()) as { category: string; location: string; rating: unknown; n: unknown }[];
  return rows.map((r) => ({
    category: r.category,
    location: r.location,
    rating: r.rating === null ? -1 : Number(r.rating),
    n: Number(r.n),
  }));
}
