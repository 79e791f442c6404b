// "Highest rated" (issue 22, docs/decisions/115): vendors ranked by a Bayesian average, the mean
// of their published reviews pulled towards a neutral prior as if each had PRIOR_WEIGHT more
// reviews of PRIOR_MEAN stars. A few glowing reviews then weigh less than many good ones: one
// 5-star review scores (3 x 5 + 5) / 6 = 3.33, forty 4.7s (3 x 5 + 188) / 45 = 4.51. Vendors
// without reviews have no score and come last. The database has the same rule as the vendors'
// `rank_score` column (migration 2027-01-13-vendor-directory-scale, docs/decisions/541), which
// data/vendor-order.server.ts orders by; the directory's reference rules (vendor-filters.ts)
// use this one.

/** The prior's mean: the middle of the 1 to 5 scale, neither praise nor blame. */
export const PRIOR_MEAN = 3;
/** How many reviews' worth of weight the prior has. */
export const PRIOR_WEIGHT = 5;

/** A vendor's ranking score from its published reviews' count and average; null: none. */
export function rankScore(reviewCount: number, reviewAverage: number | null): number | null {
  if (reviewCount <= 0 || reviewAverage === null) return null;
  return (PRIOR_MEAN * PRIOR_WEIGHT + reviewAverage * reviewCount) / (PRIOR_WEIGHT + reviewCount);
}

export interface Ranked {
  reviewCount: number;
  reviewAverage: number | null;
}

/** Compares two vendors for "Highest rated": higher score first, then more reviews. */
export function compareByRank(a: Ranked, b: Ranked): number {
  const score = (v: Ranked) => rankScore(v.reviewCount, v.reviewAverage) ?? -1;
  return score(b) - score(a) || b.reviewCount - a.reviewCount;
}
