import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from "kysely";
import { PRIOR_MEAN, PRIOR_WEIGHT } from "../../app/domain/rating-rank";
import { averageRating } from "../../app/domain/ratings";
import type { VendorSort } from "../../app/domain/vendor-filters";
import type { Database } from "./schema";

// A vendor's shown rating in SQL (app/domain/ratings.ts has the same rule in plain code): the
// average of its published reviews, or null while it has none, which matches no minimum. The
// average and count are columns of the vendor, renewed in the same transaction as every review
// write (docs/decisions/085). "Highest rated" orders by the Bayesian average of
// app/domain/rating-rank.ts (docs/decisions/115), computed here from the same two columns.

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

/**
 * Takes the vendor's row lock first (PostgreSQL; SQLite writes one at a time anyway), so two
 * review writes for one vendor cannot both count without the other.
 */
export async function lockVendor(trx: Transaction<Database>, vendorId: string): Promise<void> {
  await trx
    .updateTable("vendors")
    .set((eb) => ({ review_count: eb.ref("review_count") }))
    .where("id", "=", vendorId)
    .execute();
}

/** Counts the vendor's published reviews again and stores their number and average. */
export async function refreshVendorRating(trx: Kysely<Database>, vendorId: string): Promise<void> {
  const row = await trx
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("n"),
      eb.fn.sum<string | number | null>("rating").as("sum"),
    ])
    .where("vendor_id", "=", vendorId)
    .where("hidden_at", "is", null)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  await trx
    .updateTable("vendors")
    .set({ review_count: count, review_average: averageRating(Number(row.sum ?? 0), count) })
    .where("id", "=", vendorId)
    .execute();
}
