import { sql, type ExpressionBuilder } from "kysely";
import type { Vendor } from "~/data/types";
import { categoriesOfDivision } from "~/domains/classification";
import type { VendorFacets, VendorFilters } from "../vendor-filters";
import { countMatches, regionsOf, tallyFacets, type FacetGroup } from "../vendor-facet-tally";
import { termsOf, type SearchEngine, type Term } from "~/domains/search/index.server";
import { queryWords } from "~/lib/search-words";
import type { Db } from "../../../../server/db/database";
import type { DB } from "../../../../server/db/generated";
import { boundedCount } from "../../../../server/db/bounded-count";
import { like } from "../../../../server/db/like";
import { vendorFromRow } from "../../../../server/db/rows";
import { orderVendors, SHOWN_RATING } from "./vendor-order.server";
import { summarise, type SummaryCache } from "./vendor-facet-groups.server";
import { readDataVersion } from "../../../../server/db/data-version";

// The supplier directory's search (docs/decisions/180): the spec's filters keep their meaning
// (q matches the name or a service as a substring, location is a partial match, rating a
// minimum), and q also matches through the full-text index, its words anywhere in the listing,
// ranked by where they matched; when nothing matches, the near spellings are searched instead
// and suggested. Facets count the matches of each category, region and rating band, from a
// summary of the vendors kept per data version (docs/decisions/542); the count line's numbers
// stop past the cap (decision 515).

export interface VendorSearch {
  items: Vendor[];
  matches: number;
  total: number;
  /** The counts were bounded by this cap: above it they mean "more than cap" (decision 515). */
  cap: number;
  /** "Did you mean": the near spelling whose matches are shown. */
  suggestion: string | null;
  /** The words matched, for highlighting. */
  words: string[];
  facets?: VendorFacets;
}

/** What the directory's search works on: the database, its full-text index, the summaries. */
export interface SearchStore {
  db: Db;
  engine: SearchEngine;
  /** The summaries kept per data version (none: counted on every request). */
  summaries?: SummaryCache;
}

const publicVendors = ({ db }: SearchStore) =>
  db.selectFrom("vendors").where("vendors.status", "=", "approved");

/** The public vendors the filters keep, joined to the index's scores. */
function filtered(store: SearchStore, filters: VendorFilters, terms: Term[] | null) {
  const q = filters.q?.trim();
  const location = filters.location?.trim();
  let query = publicVendors(store);
  if (q && terms) {
    const matched = store.engine.matched("vendors", terms, "vendors");
    query = query.where((eb) => eb.or([matched, like("search_text", q)]));
  } else if (q) {
    query = query.where(like("search_text", q));
  }
  if (filters.category) query = query.where("vendors.category", "=", filters.category);
  if (location) query = query.where(like("location_search", location));
  if (filters.rating) query = query.where(SHOWN_RATING, ">=", filters.rating);
  return byCpv(query, filters);
}

/** The CPV filters: a company's codes under the prefix, or (a division) a mapped category. */
function byCpv(query: ReturnType<typeof publicVendors>, filters: VendorFilters) {
  const codes = (prefix: string) => (eb: ExpressionBuilder<DB, "vendors">) =>
    eb.exists(
      eb
        .selectFrom("company_cpv")
        .select("company_cpv.code")
        .whereRef("company_cpv.company_id", "=", "vendors.id")
        .where("company_cpv.code", "like", `${prefix}%`),
    );
  const { division, group } = filters;
  if (division) {
    const categories = categoriesOfDivision(division);
    query = query.where((eb) =>
      categories.length === 0
        ? codes(division)(eb)
        : eb.or([codes(division)(eb), eb("vendors.category", "in", categories)]),
    );
  }
  if (group) query = query.where((eb) => codes(group)(eb));
  return query;
}

/** The filters a summary is counted for: those the facets do not tally (text and CPV). */
const narrowing = (filters: VendorFilters): VendorFilters => ({
  q: filters.q?.trim() || undefined,
  division: filters.division,
  group: filters.group,
});
const isNarrowed = (filters: VendorFilters) => Object.values(narrowing(filters)).some(Boolean);

/**
 * The summary of the vendors the text and CPV filters keep (docs/decisions/542): kept per data
 * version when the store keeps summaries, so that a page counts its facets without a pass over
 * the vendors while no write has happened.
 */
async function summaryOf(
  store: SearchStore,
  version: Promise<string>,
  filters: VendorFilters,
  terms: Term[] | null,
): Promise<FacetGroup[]> {
  const base = narrowing(filters);
  const count = () => summarise(filtered(store, base, terms));
  if (!store.summaries) return count();
  return store.summaries.get(await version, JSON.stringify([base, terms]), count);
}

/** The first `limit` vendors the filters keep, best match first unless a sort is chosen. */
async function page(
  store: SearchStore,
  filters: VendorFilters,
  terms: Term[] | null,
  limit: number,
) {
  if (!terms || filters.sort) {
    return orderVendors(filtered(store, filters, terms).selectAll("vendors"), filters.sort)
      .limit(limit)
      .execute();
  }
  // Best match first among the first candidates the index gives (decision 545: every match is
  // ranked when fewer match), then the names and services that hold the words inside a word
  // only, in the directory's order.
  const { engine, db } = store;
  const unworded = { ...filters, q: undefined };
  const r = engine.ranking("vendors", terms, "vendors");
  const candidates = filtered(store, unworded, null)
    .innerJoin(r.join, (join) => join.on(r.on))
    .where(r.where)
    .selectAll("vendors")
    .select(r.score.as("score"))
    .limit(Math.max(engine.candidates, limit));
  const best = await db
    .selectFrom(candidates.as("c"))
    .selectAll("c")
    .orderBy("c.score")
    .orderBy("c.position")
    .limit(limit)
    .execute();
  if (best.length === limit) return best;
  const inside = await orderVendors(
    filtered(store, filters, null)
      .where(sql<boolean>`not ${engine.matched("vendors", terms, "vendors")}`)
      .selectAll("vendors"),
    undefined,
  )
    .limit(limit - best.length)
    .execute();
  return [...best, ...inside];
}

/** The directory's query: filtered, ranked when there is a query, with facets if asked. */
export async function search(
  store: SearchStore,
  filters: VendorFilters,
  limit: number,
  options: { facets?: boolean } = {},
): Promise<VendorSearch> {
  const words = queryWords(filters.q ?? "");
  const cap = store.engine.countCap;
  const bounded = (n: number) => Math.min(n, cap + 1);
  // What does not depend on the words starts at once: every listed vendor's summary gives the
  // total, the regions and (without a text or CPV filter) the facets and the matches.
  const version = store.summaries ? readDataVersion(store.db) : Promise.resolve("");
  const listed = summaryOf(store, version, {}, null);
  // The page, its count and the facets of a set of terms, at once: most searches match, so
  // the page is not held up by the count that decides whether to correct the spelling.
  const attempt = async (terms: Term[] | null) => {
    const narrowed = isNarrowed(filters);
    // Without facets a narrowed search only needs its count, bounded (decision 515).
    const summary =
      narrowed && !options.facets
        ? null
        : narrowed
          ? summaryOf(store, version, filters, terms)
          : listed;
    const [rows, groups, counted, all] = await Promise.all([
      page(store, filters, terms, limit),
      summary,
      summary ? null : boundedCount(store.db, filtered(store, filters, terms), cap),
      listed,
    ]);
    const matches = groups ? countMatches(groups, filters) : counted!;
    const facets =
      options.facets && groups ? tallyFacets(groups, filters, regionsOf(all)) : undefined;
    // The facets count every match: past the cap, the count line says "10,000+" all the same.
    return { rows, facets, matches: bounded(matches) };
  };
  let terms: Term[] | null = words.length > 0 ? termsOf(words) : null;
  let suggestion: string | null = null;
  const [first, all] = await Promise.all([attempt(terms), listed]);
  let found = first;
  if (found.matches === 0 && terms) {
    const correction = await store.engine.correct("vendors", words);
    if (correction) {
      const near = await attempt(correction.terms);
      if (near.matches > 0) {
        terms = correction.terms;
        suggestion = correction.suggestion;
        found = near;
      }
    }
  }
  return {
    items: found.rows.map(vendorFromRow),
    matches: found.matches,
    total: bounded(countMatches(all, {})),
    cap,
    suggestion,
    words: terms ? terms.flatMap((t) => t.options) : words,
    ...(found.facets ? { facets: found.facets } : {}),
  };
}

/**
 * One page of the directory for the API (/api/v1/suppliers, docs/decisions/491): the same public
 * vendors and filters as /vendors (q as a substring), in name order then id, after a cursor;
 * `limit + 1` rows, so that the caller knows whether a next page exists.
 */
export async function pageAfter(
  store: SearchStore,
  filters: VendorFilters,
  after: { key: string | number; id: string } | undefined,
  limit: number,
): Promise<Vendor[]> {
  let query = filtered(store, filters, null);
  if (after) {
    const name = String(after.key);
    query = query.where((eb) =>
      eb.or([
        eb("vendors.name", ">", name),
        eb.and([eb("vendors.name", "=", name), eb("vendors.id", ">", after.id)]),
      ]),
    );
  }
  const rows = await query
    .selectAll("vendors")
    .orderBy("vendors.name")
    .orderBy("vendors.id")
    .limit(limit + 1)
    .execute();
  return rows.map(vendorFromRow);
}
