// The rating maths (issues 13 and 22): a vendor's shown rating is the average of its published
// reviews, and nothing ("No ratings yet") while it has none. Sample vendors have sample reviews
// behind their listed ratings (app/data/sample-reviews.ts), so no rating stands without reviews.

/** The ratings a review can give, best first. */
export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type Stars = 1 | 2 | 3 | 4 | 5;

/** How many published reviews gave each number of stars. */
export type Distribution = Record<Stars, number>;

export const EMPTY_DISTRIBUTION: Distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

/** An average to one decimal, computed from the whole numbers so halves round up exactly. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

export function distributionCount(distribution: Distribution): number {
  return STAR_VALUES.reduce((n, stars) => n + distribution[stars], 0);
}

export function distributionAverage(distribution: Distribution): number | null {
  const sum = STAR_VALUES.reduce((n, stars) => n + stars * distribution[stars], 0);
  return averageRating(sum, distributionCount(distribution));
}

export interface RatingSource {
  reviewCount: number;
  reviewAverage: number | null;
}

/** The rating every page shows for a vendor, or null for "No ratings yet". */
export function shownRating({ reviewCount, reviewAverage }: RatingSource): number | null {
  return reviewCount > 0 && reviewAverage !== null ? reviewAverage : null;
}

/** "4.3" */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** "12 reviews", "1 review". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

export interface DistributionRow {
  stars: Stars;
  count: number;
  /** Share of all reviews, 0 to 100, whole. */
  percent: number;
}

/** The distribution's bars, 5 stars first. */
export function distributionRows(distribution: Distribution): DistributionRow[] {
  const total = distributionCount(distribution);
  return STAR_VALUES.map((stars) => ({
    stars,
    count: distribution[stars],
    percent: total === 0 ? 0 : Math.round((distribution[stars] / total) * 100),
  }));
}
