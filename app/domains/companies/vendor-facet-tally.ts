import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import { RATING_BANDS, regionOf, type VendorFacets, type VendorFilters } from "./vendor-filters";

// The directory's facets and match count from a summary of the suppliers (docs/decisions/542):
// how many share each category, location and shown rating. The summary of a set of suppliers is
// counted once per data version (data/vendor-facet-groups.server.ts); every combination of the
// category, location and rating filters is then counted from it here, with the same rules as the
// database's (a location is a partial, case-insensitive match; a rating a minimum, which an
// unrated supplier, -1 here, never reaches).

/** Suppliers that share a category, a location and a shown rating (-1: none). */
export interface FacetGroup {
  category: string;
  location: string;
  rating: number;
  n: number;
}

type Facet = "category" | "location" | "rating";
type FacetFilters = Pick<VendorFilters, "category" | "location" | "rating">;

/** `location` contains `part`, both lower-cased, as the database's LIKE on location_search. */
const contains = (location: string, part: string) =>
  location.toLowerCase().includes(part.trim().toLowerCase());

/** Whether the group passes the filters, all but `except`. */
function keeps(group: FacetGroup, filters: FacetFilters, except?: Facet): boolean {
  const location = filters.location?.trim();
  return (
    (!filters.category || except === "category" || group.category === filters.category) &&
    (!location || except === "location" || contains(group.location, location)) &&
    (!filters.rating || except === "rating" || group.rating >= filters.rating)
  );
}

const sum = (groups: readonly FacetGroup[], test: (g: FacetGroup) => boolean) =>
  groups.reduce((n, g) => (test(g) ? n + g.n : n), 0);

/** The regions of the suppliers' locations (their last parts), in order. */
export function regionsOf(groups: readonly FacetGroup[]): string[] {
  return [...new Set(groups.map((g) => regionOf(g.location)))].filter(Boolean).sort();
}

/** How many suppliers of the summary the filters keep. */
export function countMatches(groups: readonly FacetGroup[], filters: FacetFilters): number {
  return sum(groups, (g) => keeps(g, filters));
}

/**
 * The facets of the summary's suppliers under the filters, each facet counted with the other
 * filters only; `regions` are the options of the region facet (those of every listed supplier).
 */
export function tallyFacets(
  groups: readonly FacetGroup[],
  filters: FacetFilters,
  regions: readonly string[],
): VendorFacets {
  return {
    categories: VENDOR_CATEGORIES.map((value) => ({
      value,
      count: sum(groups, (g) => g.category === value && keeps(g, filters, "category")),
    })),
    regions: regions.map((value) => ({
      value,
      count: sum(groups, (g) => contains(g.location, value) && keeps(g, filters, "location")),
    })),
    ratings: RATING_BANDS.map((value) => ({
      value,
      count: sum(groups, (g) => g.rating >= value && keeps(g, filters, "rating")),
    })),
  };
}
