import type { ExpressionBuilder, Selectable, Transaction } from "kysely";
import type { Review, VendorReview } from "~/data/types";
import type { Db } from "../../../../server/db/database";
import type { Write } from "../../../../server/db/write";
import type { Database, ReviewTable } from "../../../../server/db/schema";
import { lockVendor, refreshVendorRating } from "./vendor-rating.server";

// Members' reviews of vendors, their reports and the owners' replies (issue 13): what the queries
// and writes share. Every write renews the vendor's count and average in the same transaction.
// Who may do what is the callers' check (../permissions.ts); these modules keep the data
// consistent.

/** What the reviews' functions work on: the database, and its writes' transaction. */
export interface ReviewStore {
  db: Db;
  write: Write;
}

/** A review with who wrote it and which vendor it is about: for the server's checks only. */
export interface StoredReview extends Review {
  authorId: string;
  vendorId: string;
}

export interface ReportedReview extends StoredReview {
  vendor: VendorReview["vendor"];
  /** Open reports, by reason. */
  reports: { reason: string; count: number }[];
  lastReportedAt: string | null;
}

/**
 * Whether a review is from a verified buyer (issue 42 Build 6, docs/decisions/400): its author
 * is the buyer of a contract with the vendor that was completed or has a paid invoice; computed
 * on every read, so a review written before counts from then on. Reviews marked from an awarded
 * tender before decision 340 keep their mark.
 */
export const verifiedBuyer = (eb: ExpressionBuilder<Database, "reviews">) =>
  eb
    .or([
      eb("reviews.tender_id", "is not", null),
      eb.exists(
        eb
          .selectFrom("contracts")
          .select("contracts.id")
          .whereRef("contracts.buyer_id", "=", "reviews.author_id")
          .whereRef("contracts.supplier_vendor_id", "=", "reviews.vendor_id")
          .where((c) =>
            c.or([
              c("contracts.status", "=", "completed"),
              c.exists(
                c
                  .selectFrom("invoices")
                  .select("invoices.id")
                  .whereRef("invoices.contract_id", "=", "contracts.id")
                  .where("invoices.status", "=", "paid"),
              ),
            ]),
          ),
      ),
    ])
    .as("verified");

/** A row with its `verified` column (SQLite gives 0 or 1, PostgreSQL a boolean). */
export type ReviewRow = Selectable<ReviewTable> & { verified: unknown };

export function reviewFromRow(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    vendorId: row.vendor_id,
    authorId: row.author_id,
    authorName: row.author_name,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    relationship: row.relationship,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    hidden: row.hidden_at !== null,
    verifiedBuyer: row.verified === true || Number(row.verified) === 1,
    reply:
      row.reply_body !== null && row.reply_at !== null
        ? { body: row.reply_body, at: row.reply_at }
        : null,
  };
}

export const NEWEST = [
  ["reviews.created_at", "desc"],
  ["reviews.id", "desc"],
] as const;

/** A vendor's published reviews. */
export const published = ({ db }: ReviewStore, vendorId: string) =>
  db
    .selectFrom("reviews")
    .where("reviews.vendor_id", "=", vendorId)
    .where("reviews.hidden_at", "is", null);

/** A change to one review, then its vendor's rating renewed; false when the review is gone. */
export async function onReview(
  { write }: ReviewStore,
  reviewId: string,
  change: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<boolean> {
  return write(async (trx) => {
    const row = await trx
      .selectFrom("reviews")
      .select("vendor_id")
      .where("id", "=", reviewId)
      .executeTakeFirst();
    if (!row) return false;
    await lockVendor(trx, row.vendor_id);
    await change(trx);
    await refreshVendorRating(trx, row.vendor_id);
    return true;
  });
}

export const changeReview = (
  store: ReviewStore,
  reviewId: string,
  set: Partial<Selectable<ReviewTable>>,
  within?: (trx: Transaction<Database>) => Promise<unknown>,
) =>
  onReview(store, reviewId, async (trx) => {
    await trx.updateTable("reviews").set(set).where("id", "=", reviewId).execute();
    await within?.(trx);
  });

/** Whether another review than `reviewId` already comes from this tender (one per tender). */
export async function tenderReviewed(
  trx: Transaction<Database>,
  tenderId: string,
  reviewId: string,
) {
  const row = await trx
    .selectFrom("reviews")
    .select("id")
    .where("tender_id", "=", tenderId)
    .where("id", "!=", reviewId)
    .executeTakeFirst();
  return row !== undefined;
}
