import type { NewAccountReview, RatingTotals } from "../bursts";
import {
  onReview,
  reviewFromRow,
  verifiedBuyer,
  type ReportedReview,
  type ReviewStore,
} from "./model.server";
import { lockVendor, refreshVendorRating } from "./vendor-rating.server";

// The operators' side of reviews: hiding and restoring, closing reports, the reported and hidden
// lists, and the bursts of reviews from new accounts hidden at once (docs/decisions/165).

/** An operator hides a review (it stops counting) or restores it; open reports close. */
export async function setHidden(
  store: ReviewStore,
  reviewId: string,
  hidden: boolean,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  return onReview(store, reviewId, async (trx) => {
    await trx
      .updateTable("reviews")
      .set({ hidden_at: hidden ? at : null })
      .where("id", "=", reviewId)
      .execute();
    await trx
      .updateTable("review_reports")
      .set({ resolved_at: at })
      .where("review_id", "=", reviewId)
      .where("resolved_at", "is", null)
      .execute();
  });
}

/** An operator keeps a reported review published: its open reports close, nothing else. */
export async function dismissReports(
  { write }: ReviewStore,
  reviewId: string,
  now = new Date(),
): Promise<boolean> {
  return write(async (trx) => {
    const row = await trx
      .selectFrom("reviews")
      .select("id")
      .where("id", "=", reviewId)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("review_reports")
      .set({ resolved_at: now.toISOString() })
      .where("review_id", "=", reviewId)
      .where("resolved_at", "is", null)
      .execute();
    return true;
  });
}

/**
 * For operators: published reviews written since `since` by accounts made since then (the
 * accounts' own table), and the published totals of the companies they are about.
 */
export async function fromNewAccounts(
  { db }: ReviewStore,
  since: Date,
): Promise<{ reviews: NewAccountReview[]; totals: Map<string, RatingTotals> }> {
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("user", "user.id", "reviews.author_id")
    .innerJoin("vendors", "vendors.id", "reviews.vendor_id")
    .select([
      "reviews.id",
      "reviews.vendor_id",
      "reviews.author_name",
      "reviews.rating",
      "reviews.title",
      "reviews.created_at",
      "user.createdAt as account_created_at",
      "vendors.slug as vendor_slug",
      "vendors.name as vendor_name",
    ])
    .where("reviews.hidden_at", "is", null)
    // An account made since `since` can only have written since then.
    .where("reviews.created_at", ">=", since.toISOString())
    .execute();
  const reviews = rows
    .map((r) => ({
      id: r.id,
      vendor: { id: r.vendor_id, slug: r.vendor_slug, name: r.vendor_name },
      authorName: r.author_name,
      rating: Number(r.rating),
      title: r.title,
      createdAt: r.created_at,
      accountCreatedAt:
        r.account_created_at instanceof Date
          ? r.account_created_at.toISOString()
          : String(r.account_created_at),
    }))
    .filter((r) => Date.parse(r.accountCreatedAt) >= since.getTime());
  const vendorIds = [...new Set(reviews.map((r) => r.vendor.id))];
  const totals = new Map<string, RatingTotals>();
  if (vendorIds.length > 0) {
    const sums = await db
      .selectFrom("reviews")
      .select((eb) => [
        "vendor_id",
        eb.fn.countAll<string | number>().as("n"),
        eb.fn.sum<string | number | null>("rating").as("sum"),
      ])
      .where("hidden_at", "is", null)
      .where("vendor_id", "in", vendorIds)
      .groupBy("vendor_id")
      .execute();
    for (const row of sums) {
      totals.set(row.vendor_id, { count: Number(row.n), sum: Number(row.sum ?? 0) });
    }
  }
  return { reviews, totals };
}

/**
 * An operator hides several reviews at once (a burst), in one transaction: their reports
 * close and every company concerned is counted again. Returns how many were hidden (those
 * already hidden or gone are left out).
 */
export async function hideMany(
  { write }: ReviewStore,
  reviewIds: readonly string[],
  now = new Date(),
): Promise<number> {
  if (reviewIds.length === 0) return 0;
  const at = now.toISOString();
  return write(async (trx) => {
    const rows = await trx
      .selectFrom("reviews")
      .select(["id", "vendor_id"])
      .where("id", "in", [...reviewIds])
      .where("hidden_at", "is", null)
      .execute();
    if (rows.length === 0) return 0;
    const vendorIds = [...new Set(rows.map((r) => r.vendor_id))].sort();
    // Always in the same order, so two such changes cannot wait for each other.
    for (const vendorId of vendorIds) await lockVendor(trx, vendorId);
    const ids = rows.map((r) => r.id);
    await trx.updateTable("reviews").set({ hidden_at: at }).where("id", "in", ids).execute();
    await trx
      .updateTable("review_reports")
      .set({ resolved_at: at })
      .where("review_id", "in", ids)
      .where("resolved_at", "is", null)
      .execute();
    for (const vendorId of vendorIds) await refreshVendorRating(trx, vendorId);
    return ids.length;
  });
}

/** For operators: reviews with open reports (most recently reported first), and hidden ones. */
export async function moderation({
  db,
}: ReviewStore): Promise<{ reported: ReportedReview[]; hidden: ReportedReview[] }> {
  const reports = await db
    .selectFrom("review_reports")
    .select((eb) => [
      "review_id",
      "reason",
      eb.fn.countAll<string | number>().as("n"),
      eb.fn.max("created_at").as("last"),
    ])
    .where("resolved_at", "is", null)
    .groupBy(["review_id", "reason"])
    .execute();
  const open = new Map<string, { reasons: { reason: string; count: number }[]; last: string }>();
  for (const r of reports) {
    const entry = open.get(r.review_id) ?? { reasons: [], last: "" };
    entry.reasons.push({ reason: r.reason, count: Number(r.n) });
    if (String(r.last) > entry.last) entry.last = String(r.last);
    open.set(r.review_id, entry);
  }
  const ids = [...open.keys()];
  const rows = await db
    .selectFrom("reviews")
    .innerJoin("vendors", "vendors.id", "reviews.vendor_id")
    .selectAll("reviews")
    .select(verifiedBuyer)
    .select([
      "vendors.slug as vendor_slug",
      "vendors.name as vendor_name",
      "vendors.category as vendor_category",
    ])
    .where((eb) =>
      eb.or([
        eb("reviews.hidden_at", "is not", null),
        ...(ids.length > 0 ? [eb("reviews.id", "in", ids)] : []),
      ]),
    )
    .orderBy("reviews.created_at", "desc")
    .execute();
  const all = rows.map(({ vendor_slug, vendor_name, vendor_category, ...row }) => ({
    ...reviewFromRow(row),
    vendor: { slug: vendor_slug, name: vendor_name, category: vendor_category },
    reports: open.get(row.id)?.reasons ?? [],
    lastReportedAt: open.get(row.id)?.last ?? null,
  }));
  return {
    reported: all
      .filter((r) => !r.hidden && r.reports.length > 0)
      .sort((a, b) => (b.lastReportedAt ?? "").localeCompare(a.lastReportedAt ?? "")),
    hidden: all.filter((r) => r.hidden),
  };
}
