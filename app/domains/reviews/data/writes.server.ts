import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ReportReason } from "~/domain/review-rules";
import type { ReviewInput } from "../schema";
import type { Database } from "../../../../server/db/schema";
import {
  awardedToVendor,
  changeReview,
  onReview,
  tenderReviewed,
  type ReviewStore,
} from "./model.server";
import { lockVendor, refreshVendorRating } from "./vendor-rating.server";

// What members write: their reviews (a verified buyer's from an awarded tender), the company's
// replies, and reports.

/**
 * Adds a member's review; "duplicate" when they have already reviewed this vendor (or the
 * tender has its review), "not-verified" when `tenderId` is not their tender awarded to it.
 */
export async function create(
  { write }: ReviewStore,
  vendorId: string,
  author: { id: string; name: string },
  input: ReviewInput,
  now = new Date(),
  tenderId: string | null = null,
): Promise<{ ok: true; id: string } | { ok: false; reason: "duplicate" | "not-verified" }> {
  const id = randomUUID();
  const at = now.toISOString();
  return write(async (trx) => {
    await lockVendor(trx, vendorId);
    if (tenderId && !(await awardedToVendor(trx, tenderId, author.id, vendorId)))
      return { ok: false as const, reason: "not-verified" as const };
    const existing = await trx
      .selectFrom("reviews")
      .select("id")
      .where("vendor_id", "=", vendorId)
      .where("author_id", "=", author.id)
      .executeTakeFirst();
    if (existing || (tenderId && (await tenderReviewed(trx, tenderId, id))))
      return { ok: false as const, reason: "duplicate" as const };
    await trx
      .insertInto("reviews")
      .values({
        id,
        vendor_id: vendorId,
        author_id: author.id,
        author_name: author.name,
        rating: input.rating,
        title: input.title,
        body: input.body,
        relationship: input.relationship,
        created_at: at,
        updated_at: at,
        hidden_at: null,
        reply_body: null,
        reply_at: null,
        tender_id: tenderId,
      })
      .execute();
    await refreshVendorRating(trx, vendorId);
    return { ok: true as const, id };
  });
}

/**
 * The author's edit: new rating and text, and their current display name. With `tenderId`
 * the review becomes that tender's verified buyer's review; false when it may not (the
 * tender is not the author's, awarded to this vendor, or has its review already).
 */
export async function update(
  store: ReviewStore,
  reviewId: string,
  authorName: string,
  input: ReviewInput,
  now = new Date(),
  tenderId: string | null = null,
): Promise<boolean> {
  const set = {
    author_name: authorName,
    rating: input.rating,
    title: input.title,
    body: input.body,
    relationship: input.relationship,
    updated_at: now.toISOString(),
  };
  if (!tenderId) return changeReview(store, reviewId, set);
  return store.write(async (trx) => {
    const row = await trx
      .selectFrom("reviews")
      .select(["vendor_id", "author_id"])
      .where("id", "=", reviewId)
      .executeTakeFirst();
    if (!row) return false;
    await lockVendor(trx, row.vendor_id);
    if (
      !(await awardedToVendor(trx, tenderId, row.author_id, row.vendor_id)) ||
      (await tenderReviewed(trx, tenderId, reviewId))
    )
      return false;
    await trx
      .updateTable("reviews")
      .set({ ...set, tender_id: tenderId })
      .where("id", "=", reviewId)
      .execute();
    await refreshVendorRating(trx, row.vendor_id);
    return true;
  });
}

export async function remove(store: ReviewStore, reviewId: string): Promise<boolean> {
  return onReview(store, reviewId, (trx) =>
    trx.deleteFrom("reviews").where("id", "=", reviewId).execute(),
  );
}

/**
 * The company's reply to a review, or none (null); `within` writes what goes with it (the
 * author's notice) in the same transaction.
 */
export async function setReply(
  store: ReviewStore,
  reviewId: string,
  body: string | null,
  now = new Date(),
  within?: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<boolean> {
  return changeReview(
    store,
    reviewId,
    { reply_body: body, reply_at: body === null ? null : now.toISOString() },
    within,
  );
}

/** A member's report; reporting again replaces their reason and reopens it. */
export async function report(
  { write }: ReviewStore,
  reviewId: string,
  reporterId: string,
  reason: ReportReason,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await write((trx) =>
    trx
      .insertInto("review_reports")
      .values({
        review_id: reviewId,
        reporter_id: reporterId,
        reason,
        created_at: at,
        resolved_at: null,
      })
      .onConflict((oc) =>
        oc
          .columns(["review_id", "reporter_id"])
          .doUpdateSet({ reason, created_at: at, resolved_at: null }),
      )
      .execute(),
  );
}
