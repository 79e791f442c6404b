import type { Vendor } from "~/data/types";
import { VENDOR_CATEGORIES, type VendorCategory } from "~/data/vocabularies";
import {
  type FilterCodec,
  includesText,
  readClampedNumber,
  readOption,
  readText,
  toSearchParams,
} from "~/lib/search-params";

// The supplier directory's filters, kept in the query string as q, category, location, rating.

export interface VendorFilters {
  /** Matched against the name or any service. */
  q?: string;
  category?: VendorCategory;
  /** Partial match on the location. */
  location?: string;
  /** Minimum rating, above 0. */
  rating?: number;
}

export const RATING_SLIDER = { min: 0, max: 5, step: 0.1 } as const;

export function parseVendorFilters(params: URLSearchParams): VendorFilters {
  const rating = readClampedNumber(params, "rating", RATING_SLIDER);
  return {
    q: readText(params, "q"),
    category: readOption(params, "category", VENDOR_CATEGORIES),
    location: readText(params, "location"),
    rating: rating ? rating : undefined,
  };
}

export function serialiseVendorFilters(filters: VendorFilters): URLSearchParams {
  return toSearchParams({
    q: filters.q,
    category: filters.category,
    location: filters.location,
    rating: filters.rating ? filters.rating : undefined,
  });
}

/** The filter form's controls: a rating of 0 is the slider's "Any". */
export function vendorFilterFields(
  filters: VendorFilters,
): Record<"q" | "category" | "location" | "rating", string> {
  return {
    q: filters.q ?? "",
    category: filters.category ?? "",
    location: filters.location ?? "",
    rating: String(filters.rating ?? 0),
  };
}

export const vendorFilterCodec: FilterCodec<VendorFilters> = {
  parse: parseVendorFilters,
  serialise: serialiseVendorFilters,
  fields: vendorFilterFields,
};

export function hasActiveVendorFilters(filters: VendorFilters): boolean {
  return Boolean(
    filters.q?.trim() || filters.category || filters.location?.trim() || filters.rating,
  );
}

/**
 * The spec's filtering rules in plain code: the reference the database's search is tested
 * against (server/db/repository.test.ts). Pages filter in the database.
 */
export function filterVendors(vendors: readonly Vendor[], filters: VendorFilters): Vendor[] {
  const q = filters.q?.trim();
  const location = filters.location?.trim();
  return vendors.filter(
    (vendor) =>
      (!q ||
        includesText(vendor.name, q) ||
        vendor.services.some((service) => includesText(service, q))) &&
      (!filters.category || vendor.category === filters.category) &&
      (!location || includesText(vendor.location, location)) &&
      (!filters.rating || vendor.rating >= filters.rating),
  );
}
