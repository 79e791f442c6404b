import { sql, type SelectQueryBuilder } from "kysely";
import { PRIOR_MEAN, PRIOR_WEIGHT } from "../rating-rank";
import type { VendorSort } from "../vendor-filters";
import type { Database } from "../../../../server/db/schema";

// A vendor's shown rating in SQL (app/domain/ratings.ts has the same rule in plain code): the
// average of its published reviews, or null while it has none, which matches no minimum. The
// average and count are columns of the vendor, renewed in the same transaction as every review
// write (docs/decisions/085, app/domains/reviews/data/vendor-rating.server.ts). "Highest rated"
// orders by the Bayesian average of ../rating-rank.ts (docs/decisions/115), computed here from
// the same two columns.

export const SHOWN_RATING = sql<number | null>`(case
  when ${sql.ref("vendors.review_count")} > 0 then ${sql.ref("vendors.review_average")}
  else null end)`;

const RATED_FIRST = sql<number>`coalesce(${SHOWN_RATING}, -1)`;

const RANK_SCORE = sql<number>`(case
  when ${sql.ref("vendors.review_count")} > 0 and ${sql.ref("vendors.review_average")} is not null
  then (${sql.raw(`${PRIOR_MEAN * PRIOR_WEIGHT}.0`)} + ${sql.ref("vendors.review_average")} * ${sql.ref("vendors.review_count")})
    / (${sql.raw(`${PRIOR_WEIGHT}.0`)} + ${sql.ref("vendors.review_count")})
  else -1 end)`;

/** The directory's order: its own, best rated first, or most reviewed first; ties by position. */
export function orderVendors<O>(
  query: SelectQueryBuilder<Database, "vendors", O>,
  sort: VendorSort | undefined,
): SelectQueryBuilder<Database, "vendors", O> {
  if (sort === "rating") {
    query = query.orderBy(RANK_SCORE, "desc").orderBy("vendors.review_count", "desc");
  } else if (sort === "reviews") {
    query = query.orderBy("vendors.review_count", "desc").orderBy(RATED_FIRST, "desc");
  }
  return query.orderBy("vendors.position");
}
