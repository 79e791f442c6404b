import { compareByRank } from "./rating-rank";
import type { Vendor } from "~/data/types";
import { VENDOR_CATEGORIES, type VendorCategory } from "~/data/vocabularies";
import { CATEGORY_DIVISIONS, DIVISION_PARAM, GROUP_PARAM } from "~/domains/classification";
import {
  type FilterCodec,
  includesText,
  readClampedNumber,
  readOption,
  readText,
  toSearchParams,
} from "~/lib/search-params";

// The supplier directory's filters, kept in the query string as q, category, location, rating,
// and the CPV division (two digits) and group (three digits) of what suppliers supply: a value
// of another shape is dropped, as an unknown category is (issue 43, decision 440).

export interface VendorFilters {
  /** Matched against the name or any service. */
  q?: string;
  category?: VendorCategory;
  /** Partial match on the location. */
  location?: string;
  /** Minimum rating, above 0. */
  rating?: number;
  /** The order: the directory's own (absent), best rated first, or most reviewed first. */
  sort?: VendorSort;
  /** A CPV division: a company's codes in it, or a listing in a category mapped to it. */
  division?: string;
  /** A CPV group: a company's codes in it. */
  group?: string;
}

export const VENDOR_SORTS = [
  { value: "rating", label: "Highest rated" },
  { value: "reviews", label: "Most reviewed" },
] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number]["value"];
const SORT_VALUES = VENDOR_SORTS.map((s) => s.value);

export const RATING_SLIDER = { min: 0, max: 5, step: 0.1 } as const;

/** The rating facet's bands, each a minimum. */
export const RATING_BANDS = [4.5, 4, 3] as const;

/** How many of the current matches each option of a facet would keep. */
export interface FacetCount<T> {
  value: T;
  count: number;
}

/** The directory's facets for the current query: each counted with the other filters applied. */
export interface VendorFacets {
  categories: FacetCount<VendorCategory>[];
  /** Countries or regions, the last part of the locations ("Austin, TX, USA": "USA"). */
  regions: FacetCount<string>[];
  ratings: FacetCount<number>[];
}

/** The region of a location: its last comma-separated part. */
export function regionOf(location: string): string {
  return location.split(",").at(-1)?.trim() ?? "";
}

export function parseVendorFilters(params: URLSearchParams): VendorFilters {
  const rating = readClampedNumber(params, "rating", RATING_SLIDER);
  return {
    q: readText(params, "q"),
    category: readOption(params, "category", VENDOR_CATEGORIES),
    location: readText(params, "location"),
    rating: rating ? rating : undefined,
    sort: readOption(params, "sort", SORT_VALUES),
    division: readPattern(params, "division", DIVISION_PARAM),
    group: readPattern(params, "group", GROUP_PARAM),
  };
}

/** A parameter of a fixed shape, or undefined (junk dropped). */
function readPattern(params: URLSearchParams, name: string, pattern: RegExp): string | undefined {
  const value = params.get(name)?.trim();
  return value && pattern.test(value) ? value : undefined;
}

export function serialiseVendorFilters(filters: VendorFilters): URLSearchParams {
  return toSearchParams({
    q: filters.q,
    category: filters.category,
    location: filters.location,
    rating: filters.rating ? filters.rating : undefined,
    sort: filters.sort,
    division: filters.division,
    group: filters.group,
  });
}

/** The filter form's controls: a rating of 0 is the slider's "Any". */
export function vendorFilterFields(
  filters: VendorFilters,
): Record<"q" | "category" | "location" | "rating" | "sort" | "division" | "group", string> {
  return {
    q: filters.q ?? "",
    category: filters.category ?? "",
    location: filters.location ?? "",
    rating: String(filters.rating ?? 0),
    sort: filters.sort ?? "",
    division: filters.division ?? "",
    group: filters.group ?? "",
  };
}

export const vendorFilterCodec: FilterCodec<VendorFilters> = {
  parse: parseVendorFilters,
  serialise: serialiseVendorFilters,
  fields: vendorFilterFields,
};

export function hasActiveVendorFilters(filters: VendorFilters): boolean {
  return Boolean(
    filters.q?.trim() ||
    filters.category ||
    filters.location?.trim() ||
    filters.rating ||
    filters.sort ||
    filters.division ||
    filters.group,
  );
}

/**
 * The spec's filtering rules in plain code: the reference the database's search is tested
 * against (server/db/repository.test.ts). Pages filter in the database. A vendor without a
 * rating ("No ratings yet") matches no minimum. The CPV filters see the categories only (a
 * listing's own codes are in the database): a division keeps the categories mapped to it.
 */
export function filterVendors(vendors: readonly Vendor[], filters: VendorFilters): Vendor[] {
  const q = filters.q?.trim();
  const location = filters.location?.trim();
  const kept = vendors.filter(
    (vendor) =>
      (!q ||
        includesText(vendor.name, q) ||
        vendor.services.some((service) => includesText(service, q))) &&
      (!filters.category || vendor.category === filters.category) &&
      (!location || includesText(vendor.location, location)) &&
      (!filters.rating || (vendor.rating !== null && vendor.rating >= filters.rating)) &&
      (!filters.division || CATEGORY_DIVISIONS[vendor.category].includes(filters.division)) &&
      !filters.group,
  );
  return filters.sort ? sortVendors(kept, filters.sort) : kept;
}

/**
 * The directory's orders, ties kept in directory order: best rated first by the ranking rule
 * of ./rating-rank.ts (unrated last, then the most reviewed), or most reviewed first
 * (then the best rated).
 */
export function sortVendors(vendors: readonly Vendor[], sort: VendorSort): Vendor[] {
  const rating = (v: Vendor) => v.rating ?? -1;
  const reviews = (v: Vendor) => v.reviewCount ?? 0;
  const ranked = (v: Vendor) => ({ reviewCount: reviews(v), reviewAverage: v.rating });
  return [...vendors].sort((a, b) =>
    sort === "rating"
      ? compareByRank(ranked(a), ranked(b))
      : reviews(b) - reviews(a) || rating(b) - rating(a),
  );
}
