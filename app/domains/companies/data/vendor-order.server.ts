import { sql, type SelectQueryBuilder } from "kysely";
import type { VendorSort } from "../vendor-filters";
import type { Database } from "../../../../server/db/schema";

// A vendor's shown rating in SQL (app/domain/ratings.ts has the same rule in plain code): the
// average of its published reviews, or none while it has none, which matches no minimum. The
// average and count are columns of the vendor, renewed in the same transaction as every review
// write (docs/decisions/085, app/domains/reviews/data/vendor-rating.server.ts). The database
// computes two more columns from them on every write (docs/decisions/541): `shown_rating`, the
// shown rating or -1, and `rank_score`, the Bayesian average "Highest rated" orders by (../
// rating-rank.ts, docs/decisions/115), -1 while unrated; each order reads an index of its own.

/** The shown rating, -1 while there is none: a minimum above 0 keeps only rated vendors. */
export const SHOWN_RATING = sql.ref<number>("vendors.shown_rating");

/** The directory's order: its own, best rated first, or most reviewed first; ties by position. */
export function orderVendors<O>(
  query: SelectQueryBuilder<Database, "vendors", O>,
  sort: VendorSort | undefined,
): SelectQueryBuilder<Database, "vendors", O> {
  if (sort === "rating") {
    query = query.orderBy("vendors.rank_score", "desc").orderBy("vendors.review_count", "desc");
  } else if (sort === "reviews") {
    query = query.orderBy("vendors.review_count", "desc").orderBy("vendors.shown_rating", "desc");
  }
  return query.orderBy("vendors.position");
}
