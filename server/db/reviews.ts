import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { Review, VendorReview } from "../../app/data/types";
import { EMPTY_DISTRIBUTION, type Distribution } from "../../app/domain/ratings";
import type { NewAccountReview, RatingTotals } from "../../app/domain/review-bursts";
import type { ReviewFilters } from "../../app/domain/review-filters";
import type { ReviewInput } from "../../app/domain/review-schema";
import type { ReportReason } from "../../app/domain/review-rules";
import type { Stars } from "../../app/domain/ratings";
import type { Db } from "./database";
import type { Page, Write } from "./write";
import type { Database, ReviewTable } from "./schema";
import { lockVendor, refreshVendorRating } from "./vendor-rating";

// Members' reviews of vendors, their reports and the owners' replies (issue 13). Every write
// renews the vendor's count and average in the same transaction. Who may do what is the
// callers' check (app/domain/review-permissions.ts); this module keeps the data consistent.

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

function reviewFromRow(row: Selectable<ReviewTable>): StoredReview {
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
    verifiedBuyer: row.tender_id !== null,
    reply:
      row.reply_body !== null && row.reply_at !== null
        ? { body: row.reply_body, at: row.reply_at }
        : null,
  };
}

/**
 * Whether a member reviewing a vendor is the buyer of this tender and its award went to that
 * vendor's bid (docs/decisions/133): only then is the review a verified buyer's.
 */
export async function awardedToVendor(
  q: Db | Transaction<Database>,
  tenderId: string,
  buyerId: string,
  vendorId: string,
): Promise<boolean> {
  const row = await q
    .selectFrom("tenders")
    .innerJoin("bids", "bids.id", "tenders.award_bid_id")
    .select("tenders.id")
    .where("tenders.id", "=", tenderId)
    .where("tenders.buyer_id", "=", buyerId)
    .where("tenders.awarded_at", "is not", null)
    .where("tenders.cancelled_at", "is", null)
    .where("bids.vendor_id", "=", vendorId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another review than `reviewId` already comes from this tender (one per tender). */
async function tenderReviewed(trx: Transaction<Database>, tenderId: string, reviewId: string) {
  const row = await trx
    .selectFrom("reviews")
    .select("id")
    .where("tender_id", "=", tenderId)
    .where("id", "!=", reviewId)
    .executeTakeFirst();
  return row !== undefined;
}

const NEWEST = [
  ["reviews.created_at", "desc"],
  ["reviews.id", "desc"],
] as const;

export function createReviews(db: Db, write: Write) {
  const published = (vendorId: string) =>
    db
      .selectFrom("reviews")
      .where("reviews.vendor_id", "=", vendorId)
      .where("reviews.hidden_at", "is", null);

  /** A change to one review, then its vendor's rating renewed; false when the review is gone. */
  async function onReview(
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

  const changeReview = (
    reviewId: string,
    set: Partial<Selectable<ReviewTable>>,
    within?: (trx: Transaction<Database>) => Promise<unknown>,
  ) =>
    onReview(reviewId, async (trx) => {
      await trx.updateTable("reviews").set(set).where("id", "=", reviewId).execute();
      await within?.(trx);
    });

  return {
    /** The newest `limit` published reviews of a vendor, and how many there are. */
    async forVendor(
      vendorId: string,
      limit: number,
    ): Promise<{ items: StoredReview[]; matches: number }> {
      let listed = published(vendorId).selectAll("reviews");
      for (const [column, direction] of NEWEST) listed = listed.orderBy(column, direction);
      const [rows, count] = await Promise.all([
        listed.limit(limit).execute(),
        published(vendorId)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(reviewFromRow), matches: Number(count.n) };
    },

    /** How many published reviews gave each number of stars. */
    async distribution(vendorId: string): Promise<Distribution> {
      const rows = await published(vendorId)
        .select((eb) => ["reviews.rating", eb.fn.countAll<string | number>().as("n")])
        .groupBy("reviews.rating")
        .execute();
      const distribution = { ...EMPTY_DISTRIBUTION };
      for (const row of rows) distribution[Number(row.rating) as Stars] = Number(row.n);
      return distribution;
    },

    async byId(reviewId: string): Promise<StoredReview | undefined> {
      const row = await db
        .selectFrom("reviews")
        .selectAll()
        .where("id", "=", reviewId)
        .executeTakeFirst();
      return row && reviewFromRow(row);
    },

    /** The member's own review of a vendor, hidden or not. */
    async byAuthor(vendorId: string, authorId: string): Promise<StoredReview | undefined> {
      const row = await db
        .selectFrom("reviews")
        .selectAll()
        .where("vendor_id", "=", vendorId)
        .where("author_id", "=", authorId)
        .executeTakeFirst();
      return row && reviewFromRow(row);
    },

    /** Whether the member may review the vendor from this tender, as its verified buyer. */
    awardedToVendor: (tenderId: string, buyerId: string, vendorId: string) =>
      awardedToVendor(db, tenderId, buyerId, vendorId),

    /**
     * Adds a member's review; "duplicate" when they have already reviewed this vendor (or the
     * tender has its review), "not-verified" when `tenderId` is not their tender awarded to it.
     */
    async create(
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
    },

    /**
     * The author's edit: new rating and text, and their current display name. With `tenderId`
     * the review becomes that tender's verified buyer's review; false when it may not (the
     * tender is not the author's, awarded to this vendor, or has its review already).
     */
    async update(
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
      if (!tenderId) return changeReview(reviewId, set);
      return write(async (trx) => {
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
    },

    async remove(reviewId: string): Promise<boolean> {
      return onReview(reviewId, (trx) =>
        trx.deleteFrom("reviews").where("id", "=", reviewId).execute(),
      );
    },

    /** The owner's reply: written, replaced, or removed (null). */
    /**
     * The company's reply to a review, or none; `within` writes what goes with it (the author's
     * notice) in the same transaction.
     */
    async setReply(
      reviewId: string,
      body: string | null,
      now = new Date(),
      within?: (trx: Transaction<Database>) => Promise<unknown>,
    ): Promise<boolean> {
      return changeReview(
        reviewId,
        { reply_body: body, reply_at: body === null ? null : now.toISOString() },
        within,
      );
    },

    /** An operator hides a review (it stops counting) or restores it; open reports close. */
    async setHidden(reviewId: string, hidden: boolean, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      return onReview(reviewId, async (trx) => {
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
    },

    /** An operator keeps a reported review published: its open reports close, nothing else. */
    async dismissReports(reviewId: string, now = new Date()): Promise<boolean> {
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
    },

    /** A member's report; reporting again replaces their reason and reopens it. */
    async report(
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
    },

    /** The latest published reviews of public vendors, newest first. */
    async latest(filters: ReviewFilters, limit: number): Promise<Page<VendorReview>> {
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
    },

    /**
     * For operators: published reviews written since `since` by accounts made since then (the
     * accounts' own table), and the published totals of the companies they are about.
     */
    async fromNewAccounts(
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
    },

    /**
     * An operator hides several reviews at once (a burst), in one transaction: their reports
     * close and every company concerned is counted again. Returns how many were hidden (those
     * already hidden or gone are left out).
     */
    async hideMany(reviewIds: readonly string[], now = new Date()): Promise<number> {
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
    },

    /** For operators: reviews with open reports (most recently reported first), and hidden ones. */
    async moderation(): Promise<{ reported: ReportedReview[]; hidden: ReportedReview[] }> {
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
      const open = new Map<
        string,
        { reasons: { reason: string; count: number }[]; last: string }
      >();
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
    },
  };
}

export type Reviews = ReturnType<typeof createReviews>;
