import { VENDOR_CATEGORIES, type VendorCategory } from "~/data/vocabularies";
import {
  type FilterCodec,
  readNumberOption,
  readOption,
  toSearchParams,
} from "~/lib/search-params";
import type { Stars } from "~/domain/ratings";

// The filters of Ratings & Reviews (/vendors/reviews), kept in the query string as category
// and stars (a minimum).

export interface ReviewFilters {
  category?: VendorCategory;
  /** Minimum stars; 1 is every review, so it is left out. */
  stars?: Exclude<Stars, 1>;
}

/** The minimum-stars choices, highest first. */
export const MIN_STAR_CHOICES = [5, 4, 3, 2] as const;

export function parseReviewFilters(params: URLSearchParams): ReviewFilters {
  return {
    category: readOption(params, "category", VENDOR_CATEGORIES),
    stars: readNumberOption(params, "stars", MIN_STAR_CHOICES),
  };
}

export function serialiseReviewFilters(filters: ReviewFilters): URLSearchParams {
  return toSearchParams({ category: filters.category, stars: filters.stars });
}

export function reviewFilterFields(filters: ReviewFilters): Record<"category" | "stars", string> {
  return {
    category: filters.category ?? "",
    stars: filters.stars ? String(filters.stars) : "",
  };
}

export const reviewFilterCodec: FilterCodec<ReviewFilters> = {
  parse: parseReviewFilters,
  serialise: serialiseReviewFilters,
  fields: reviewFilterFields,
};

export function hasActiveReviewFilters(filters: ReviewFilters): boolean {
  return Boolean(filters.category || filters.stars);
}
