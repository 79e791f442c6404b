import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { ReportReason } from "~/domain/review-rules";
import type { ReviewInput } from "../schema";
import type { Database } from "../../../../server/db/schema";
import { changeReview, onReview, tenderReviewed, type ReviewStore } from "./model.server";
import { lockVendor, refreshVendorRating } from "./vendor-rating.server";

// What members write: their reviews (a verified buyer's from an awarded tender), the company's
// replies, and reports.

/**
 * Adds a member's review; "duplicate" when they have already reviewed this vendor (or the
 * tender has its review), "not-verified" with any `tenderId` (decision 340).
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
    // The award alone no longer verifies a buyer (decision 340): a tender verifies nothing yet.
    if (tenderId) return { ok: false as const, reason: "not-verified" as const };
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
 * The author's edit: new rating and text, and their current display name. With `tenderId` it
 * is refused (false): no tender verifies a buyer's review since the award stopped doing so
 * (decision 340); the contracts issue verifies on a contract's completion.
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
  // The award alone no longer verifies a buyer (decision 340): a tender verifies nothing yet.
  if (tenderId) return false;
  return changeReview(store, reviewId, set);
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
