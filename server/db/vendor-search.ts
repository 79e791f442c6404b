import { sql, type Expression, type SqlBool } from "kysely";
import type { Vendor } from "../../app/data/types";
import { VENDOR_CATEGORIES } from "../../app/data/vocabularies";
import {
  RATING_BANDS,
  regionOf,
  type VendorFacets,
  type VendorFilters,
} from "../../app/domain/vendor-filters";
import { createSearchEngine, termsOf, type Term } from "../search/engine";
import { queryWords } from "../../app/lib/search-words";
import type { Db } from "./database";
import { like } from "./like";
import { vendorFromRow } from "./rows";
import { orderVendors, SHOWN_RATING } from "./vendor-rating";

// The supplier directory's search (docs/decisions/180): the spec's filters keep their meaning
// (q matches the name or a service as a substring, location is a partial match, rating a
// minimum), and q also matches through the full-text index, its words anywhere in the listing,
// ranked by where they matched; when nothing matches, the near spellings are searched instead
// and suggested. Facets count the matches of each category, region and rating band.

export interface VendorSearch {
  items: Vendor[];
  matches: number;
  total: number;
  /** "Did you mean": the near spelling whose matches are shown. */
  suggestion: string | null;
  /** The words matched, for highlighting. */
  words: string[];
  facets?: VendorFacets;
}

type Facet = "category" | "location" | "rating";

export function createVendorSearch(db: Db) {
  const engine = createSearchEngine(db);
  const publicVendors = () => db.selectFrom("vendors").where("vendors.status", "=", "approved");

  /** The public vendors the filters keep (all but `except`), joined to the index's scores. */
  function filtered(filters: VendorFilters, terms: Term[] | null, except?: Facet) {
    const q = filters.q?.trim();
    const location = filters.location?.trim();
    let query = publicVendors();
    if (q && terms) {
      const m = engine.matcher("vendors", terms);
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
    return query;
  }

  async function count(filters: VendorFilters, terms: Term[] | null): Promise<number> {
    const row = await filtered(filters, terms)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function facets(filters: VendorFilters, terms: Term[] | null): Promise<VendorFacets> {
    const locations = await publicVendors().select("location").distinct().execute();
    const regions = [...new Set(locations.map((r) => regionOf(r.location)))].filter(Boolean).sort();
    const sumOf = (condition: Expression<SqlBool>) =>
      sql<number>`sum(case when ${condition} then 1 else 0 end)`;
    const regionSums = regions.map((r, i) => sumOf(like("location_search", r)).as(`r${i}`));
    const bandSums = RATING_BANDS.map((band, i) =>
      sumOf(sql<SqlBool>`${SHOWN_RATING} >= ${band}`).as(`b${i}`),
    );
    const sumRows = (rows: Record<string, unknown>[], name: string) =>
      rows.reduce((n, row) => n + Number(row[name] ?? 0), 0);
    if (!filters.category && !filters.location?.trim() && !filters.rating) {
      // No facet's own filter is set, so every facet counts the same set of vendors: one pass,
      // grouped by category, with the regions' and bands' sums.
      const rows = (await filtered(filters, terms)
        .select(["vendors.category", (eb) => eb.fn.countAll<number>().as("n")])
        .select([...regionSums, ...bandSums])
        .groupBy("vendors.category")
        .execute()) as Record<string, unknown>[];
      const counts = new Map(rows.map((r) => [r.category, Number(r.n)]));
      return {
        categories: VENDOR_CATEGORIES.map((value) => ({ value, count: counts.get(value) ?? 0 })),
        regions: regions.map((value, i) => ({ value, count: sumRows(rows, `r${i}`) })),
        ratings: RATING_BANDS.map((value, i) => ({ value, count: sumRows(rows, `b${i}`) })),
      };
    }
    const [byCategory, byRegion, byRating] = await Promise.all([
      filtered(filters, terms, "category")
        .select(["vendors.category", (eb) => eb.fn.countAll<number>().as("n")])
        .groupBy("vendors.category")
        .execute(),
      regions.length === 0
        ? Promise.resolve(undefined)
        : filtered(filters, terms, "location").select(regionSums).executeTakeFirst(),
      filtered(filters, terms, "rating").select(bandSums).executeTakeFirst(),
    ]);
    const counts = new Map(byCategory.map((r) => [r.category, Number(r.n)]));
    const regionRow = (byRegion ?? {}) as Record<string, unknown>;
    const ratingRow = (byRating ?? {}) as Record<string, unknown>;
    return {
      categories: VENDOR_CATEGORIES.map((value) => ({ value, count: counts.get(value) ?? 0 })),
      regions: regions.map((value, i) => ({ value, count: Number(regionRow[`r${i}`] ?? 0) })),
      ratings: RATING_BANDS.map((value, i) => ({ value, count: Number(ratingRow[`b${i}`] ?? 0) })),
    };
  }

  return async function search(
    filters: VendorFilters,
    limit: number,
    options: { facets?: boolean } = {},
  ): Promise<VendorSearch> {
    const words = queryWords(filters.q ?? "");
    let terms: Term[] | null = words.length > 0 ? termsOf(words) : null;
    let suggestion: string | null = null;
    let matches = await count(filters, terms);
    if (matches === 0 && terms) {
      const correction = await engine.correct("vendors", words);
      if (correction) {
        const near = await count(filters, correction.terms);
        if (near > 0) {
          terms = correction.terms;
          suggestion = correction.suggestion;
          matches = near;
        }
      }
    }
    let ordered = filtered(filters, terms).selectAll("vendors");
    if (terms && !filters.sort) {
      // Best match first; a match of the name or a service inside a word only, after them.
      ordered = ordered
        .orderBy(sql`case when m.ref is null then 1 else 0 end`)
        .orderBy(sql`m.score`);
    }
    const [rows, total, facetCounts] = await Promise.all([
      orderVendors(ordered, filters.sort).limit(limit).execute(),
      publicVendors()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
      options.facets ? facets(filters, terms) : Promise.resolve(undefined),
    ]);
    return {
      items: rows.map(vendorFromRow),
      matches,
      total: Number(total.n),
      suggestion,
      words: terms ? terms.flatMap((t) => t.options) : words,
      ...(facetCounts ? { facets: facetCounts } : {}),
    };
  };
}
