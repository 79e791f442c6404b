import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Vendor } from "~/data/types";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import { categoriesOfDivision } from "~/domains/classification";
import { RATING_BANDS, regionOf, type VendorFacets, type VendorFilters } from "../vendor-filters";
import { termsOf, type SearchEngine, type Term } from "~/domains/search/index.server";
import { queryWords } from "~/lib/search-words";
import type { Db } from "../../../../server/db/database";
import type { DB } from "../../../../server/db/generated";
import { boundedCount } from "../../../../server/db/bounded-count";
import { like } from "../../../../server/db/like";
import { vendorFromRow } from "../../../../server/db/rows";
import { orderVendors, SHOWN_RATING } from "./vendor-order.server";

// The supplier directory's search (docs/decisions/180): the spec's filters keep their meaning
// (q matches the name or a service as a substring, location is a partial match, rating a
// minimum), and q also matches through the full-text index, its words anywhere in the listing,
// ranked by where they matched; when nothing matches, the near spellings are searched instead
// and suggested. Facets count the matches of each category, region and rating band.

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

type Facet = "category" | "location" | "rating";

/** Whether a facet's own filter is set (each facet's counts then leave out its own filter). */
const hasFacetFilter = (filters: VendorFilters) =>
  Boolean(filters.category || filters.location?.trim() || filters.rating);

/** What the directory's search works on: the database and its full-text index. */
export interface SearchStore {
  db: Db;
  engine: SearchEngine;
}

const publicVendors = ({ db }: SearchStore) =>
  db.selectFrom("vendors").where("vendors.status", "=", "approved");

/** The public vendors the filters keep (all but `except`), joined to the index's scores. */
function filtered(
  store: SearchStore,
  filters: VendorFilters,
  terms: Term[] | null,
  except?: Facet,
) {
  const q = filters.q?.trim();
  const location = filters.location?.trim();
  let query = publicVendors(store);
  if (q && terms) {
    const m = store.engine.matcher("vendors", terms);
    query = query
      .leftJoin(sql<{ ref: string; score: number }>`${m.source}`.as("m"), (join) =>
        join.on(m.on("vendors")),
      )
      .where((eb) => eb.or([eb(sql.ref("m.ref"), "is not", null), like("search_text", q)]));
  } else if (q) {
    query = query.where(like("search_text", q));
  }
  if (filters.category && except !== "category")
    query = query.where("vendors.category", "=", filters.category);
  if (location && except !== "location") query = query.where(like("location_search", location));
  if (filters.rating && except !== "rating")
    query = query.where(SHOWN_RATING, ">=", filters.rating);
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

/** The matches, counted up to one more than the cap (decision 515). */
function count(store: SearchStore, filters: VendorFilters, terms: Term[] | null): Promise<number> {
  return boundedCount(store.db, filtered(store, filters, terms), store.engine.countCap);
}

/** The regions of the listed vendors' locations, in order. */
async function listedRegions(store: SearchStore): Promise<string[]> {
  const locations = await publicVendors(store).select("location").distinct().execute();
  return [...new Set(locations.map((r) => regionOf(r.location)))].filter(Boolean).sort();
}

/**
 * The facets' counts for the filters, and (when no facet's own filter is set, so that one
 * pass counts every facet over the same vendors) the number of matches with them.
 */
async function facets(
  store: SearchStore,
  filters: VendorFilters,
  terms: Term[] | null,
  regions: string[],
): Promise<{ facets: VendorFacets; matches?: number }> {
  const sumOf = (condition: Expression<SqlBool>) =>
    sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const regionSums = regions.map((r, i) => sumOf(like("location_search", r)).as(`r${i}`));
  const bandSums = RATING_BANDS.map((band, i) =>
    sumOf(sql<SqlBool>`${SHOWN_RATING} >= ${band}`).as(`b${i}`),
  );
  const sumRows = (rows: Record<string, unknown>[], name: string) =>
    rows.reduce((n, row) => n + Number(row[name] ?? 0), 0);
  if (!hasFacetFilter(filters)) {
    // Every facet counts the same set of vendors: one pass, grouped by category, with the
    // regions' and bands' sums; its rows add up to the matches.
    const rows = (await filtered(store, filters, terms)
      .select(["vendors.category", (eb) => eb.fn.countAll<number>().as("n")])
      .select([...regionSums, ...bandSums])
      .groupBy("vendors.category")
      .execute()) as Record<string, unknown>[];
    const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
    return {
      facets: {
        categories: VENDOR_CATEGORIES.map((value) => ({ value, count: counts.get(value) ?? 0 })),
        regions: regions.map((value, i) => ({ value, count: sumRows(rows, `r${i}`) })),
        ratings: RATING_BANDS.map((value, i) => ({ value, count: sumRows(rows, `b${i}`) })),
      },
      matches: sumRows(rows, "n"),
    };
  }
  const [byCategory, byRegion, byRating] = await Promise.all([
    filtered(store, filters, terms, "category")
      .select(["vendors.category", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("vendors.category")
      .execute(),
    regions.length === 0
      ? Promise.resolve(undefined)
      : filtered(store, filters, terms, "location").select(regionSums).executeTakeFirst(),
    filtered(store, filters, terms, "rating").select(bandSums).executeTakeFirst(),
  ]);
  const counts = new Map(byCategory.map((r) => [r.category, Number(r.n)]));
  const regionRow = (byRegion ?? {}) as Record<string, unknown>;
  const ratingRow = (byRating ?? {}) as Record<string, unknown>;
  return {
    facets: {
      categories: VENDOR_CATEGORIES.map((value) => ({ value, count: counts.get(value) ?? 0 })),
      regions: regions.map((value, i) => ({ value, count: Number(regionRow[`r${i}`] ?? 0) })),
      ratings: RATING_BANDS.map((value, i) => ({
        value,
        count: Number(ratingRow[`b${i}`] ?? 0),
      })),
    },
  };
}

/** The first `limit` vendors the filters keep, best match first unless a sort is chosen. */
function page(store: SearchStore, filters: VendorFilters, terms: Term[] | null, limit: number) {
  let ordered = filtered(store, filters, terms).selectAll("vendors");
  if (terms && !filters.sort) {
    // Best match first; a match of the name or a service inside a word only, after them.
    ordered = ordered.orderBy(sql`case when m.ref is null then 1 else 0 end`).orderBy(sql`m.score`);
  }
  return orderVendors(ordered, filters.sort).limit(limit).execute();
}

/** The directory's query: filtered, ranked when there is a query, with facets if asked. */
export async function search(
  store: SearchStore,
  filters: VendorFilters,
  limit: number,
  options: { facets?: boolean } = {},
): Promise<VendorSearch> {
  const words = queryWords(filters.q ?? "");
  // What does not depend on the words starts at once.
  const cap = store.engine.countCap;
  const total = boundedCount(store.db, publicVendors(store), cap);
  const regions = options.facets ? listedRegions(store) : null;
  // The page, its count and the facets of a set of terms, at once: most searches match, so
  // the page is not held up by the count that decides whether to correct the spelling.
  const attempt = async (terms: Term[] | null) => {
    const counted = regions ? regions.then((r) => facets(store, filters, terms, r)) : null;
    const [rows, facetCounts, matches] = await Promise.all([
      page(store, filters, terms, limit),
      counted,
      counted && !hasFacetFilter(filters)
        ? counted.then((f) => f!.matches!)
        : count(store, filters, terms),
    ]);
    // The facets count every match: past the cap, the count line says "10,000+" all the same.
    return { rows, facets: facetCounts?.facets, matches: Math.min(matches, cap + 1) };
  };
  let terms: Term[] | null = words.length > 0 ? termsOf(words) : null;
  let suggestion: string | null = null;
  const [first, listed] = await Promise.all([attempt(terms), total]);
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
    total: listed,
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
