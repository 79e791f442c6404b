import type { VendorReview } from "~/data/types";
import { EMPTY_DISTRIBUTION, type Distribution, type Stars } from "~/domain/ratings";
import type { ReviewFilters } from "../review-filters";
import type { Page } from "../../../../server/db/write";
import {
  NEWEST,
  published,
  reviewFromRow,
  verifiedBuyer,
  type ReviewStore,
  type StoredReview,
} from "./model.server";

// What the pages read of reviews: a vendor's, one review, and the latest across vendors.

/** The newest `limit` published reviews of a vendor, and how many there are. */
export async function forVendor(
  store: ReviewStore,
  vendorId: string,
  limit: number,
): Promise<{ items: StoredReview[]; matches: number }> {
  let listed = published(store, vendorId).selectAll("reviews").select(verifiedBuyer);
  for (const [column, direction] of NEWEST) listed = listed.orderBy(column, direction);
  const [rows, count] = await Promise.all([
    listed.limit(limit).execute(),
    published(store, vendorId)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(reviewFromRow), matches: Number(count.n) };
}

/** How many published reviews gave each number of stars. */
export async function distribution(store: ReviewStore, vendorId: string): Promise<Distribution> {
  const rows = await published(store, vendorId)
    .select((eb) => ["reviews.rating", eb.fn.countAll<string | number>().as("n")])
    .groupBy("reviews.rating")
    .execute();
  const counts = { ...EMPTY_DISTRIBUTION };
  for (const row of rows) counts[Number(row.rating) as Stars] = Number(row.n);
  return counts;
}

export async function byId(
  { db }: ReviewStore,
  reviewId: string,
): Promise<StoredReview | undefined> {
  const row = await db
    .selectFrom("reviews")
    .selectAll()
    .select(verifiedBuyer)
    .where("id", "=", reviewId)
    .executeTakeFirst();
  return row && reviewFromRow(row);
}

/** The member's own review of a vendor, hidden or not. */
export async function byAuthor(
  { db }: ReviewStore,
  vendorId: string,
  authorId: string,
): Promise<StoredReview | undefined> {
  const row = await db
    .selectFrom("reviews")
    .selectAll()
    .select(verifiedBuyer)
    .where("vendor_id", "=", vendorId)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  return row && reviewFromRow(row);
}

/** The latest published reviews of public vendors, newest first. */
export async function latest(
  { db }: ReviewStore,
  filters: ReviewFilters,
  limit: number,
): Promise<Page<VendorReview>> {
  const base = db
    .selectFrom("reviews")
    .innerJoin("vendors", "vendors.id", "reviews.vendor_id")
    .where("reviews.hidden_at", "is", null)
    .where("vendors.status", "=", "approved");
  let query = base;
  if (filters.category) query = query.where("vendors.category", "=", filters.category);
  if (filters.stars) query = query.where("reviews.rating", ">=", filters.stars);
  let listed = query
    .selectAll("reviews")
    .select(verifiedBuyer)
    .select([
      "vendors.slug as vendor_slug",
      "vendors.name as vendor_name",
      "vendors.category as vendor_category",
    ]);
  for (const [column, direction] of NEWEST) listed = listed.orderBy(column, direction);
  const count = <Q extends typeof base>(q: Q) =>
    q.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
  const [rows, matches, total] = await Promise.all([
    listed.limit(limit).execute(),
    count(query),
    count(base),
  ]);
  return {
    items: rows.map(({ vendor_slug, vendor_name, vendor_category, ...row }) => {
      const { authorId: _, vendorId: __, ...review } = reviewFromRow(row);
      return {
        ...review,
        vendor: { slug: vendor_slug, name: vendor_name, category: vendor_category },
      };
    }),
    matches: Number(matches.n),
    total: Number(total.n),
  };
}

/** The ratings of a vendor's published reviews from verified buyers (its scorecard's). */
export async function verifiedRatings(store: ReviewStore, vendorId: string): Promise<number[]> {
  const rows = await published(store, vendorId).select(["reviews.rating", verifiedBuyer]).execute();
  return rows
    .filter((r) => r.verified === true || Number(r.verified) === 1)
    .map((r) => Number(r.rating));
}

/**
 * The average of the verified buyers' published reviews of each of these vendors, for those
 * with any (the suggested suppliers' order, decision 521).
 */
export async function verifiedAverages(
  { db }: Pick<ReviewStore, "db">,
  vendorIds: readonly string[],
): Promise<Map<string, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("reviews")
    .select(["reviews.vendor_id", "reviews.rating", verifiedBuyer])
    .where("reviews.vendor_id", "in", [...vendorIds])
    .where("reviews.hidden_at", "is", null)
    .execute();
  const sums = new Map<string, { sum: number; n: number }>();
  for (const r of rows) {
    if (!(r.verified === true || Number(r.verified) === 1)) continue;
    const s = sums.get(r.vendor_id) ?? { sum: 0, n: 0 };
    sums.set(r.vendor_id, { sum: s.sum + Number(r.rating), n: s.n + 1 });
  }
  return new Map([...sums].map(([id, s]) => [id, s.sum / s.n]));
}
