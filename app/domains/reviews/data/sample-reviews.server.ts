import type { Kysely } from "kysely";
import { members } from "~/data/members";
import { sampleAuthorId, sampleReviews } from "~/data/sample-reviews";
import type { Database } from "../../../../server/db/schema";
import { refreshVendorRating } from "./vendor-rating.server";

// The sample vendors' reviews (app/data/sample-reviews.ts), inserted with the sample data and,
// once, into installations seeded before they existed (migration "2026-11-26-ratings-sample-
// reviews"). Only reviews of vendors that are there and not yet inserted are added, so running
// it again adds nothing; each touched vendor's count and average are then counted again, as
// every review write does (docs/decisions/085).

const names = new Map(members.map((m) => [m.id, m.name]));

/** Inserts the missing sample reviews; returns how many it added. */
export async function insertSampleReviews(db: Kysely<Database>): Promise<number> {
  const vendorIds = new Set(
    (await db.selectFrom("vendors").select("id").execute()).map((row) => row.id),
  );
  const existing = new Set(
    (
      await db
        .selectFrom("reviews")
        .select("id")
        .where(
          "id",
          "in",
          sampleReviews.map((r) => r.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  const missing = sampleReviews.filter((r) => vendorIds.has(r.vendorId) && !existing.has(r.id));
  if (missing.length === 0) return 0;
  await db
    .insertInto("reviews")
    .values(
      missing.map((r) => {
        const at = `${r.date}T09:00:00.000Z`;
        return {
          id: r.id,
          vendor_id: r.vendorId,
          author_id: sampleAuthorId(r.memberId),
          author_name: names.get(r.memberId) ?? r.memberId,
          rating: r.rating,
          title: r.title,
          body: r.body,
          relationship: r.relationship,
          created_at: at,
          updated_at: at,
          hidden_at: null,
          reply_body: null,
          reply_at: null,
        };
      }),
    )
    // A member's own review of a vendor is never replaced (one per member per vendor).
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const vendorId of new Set(missing.map((r) => r.vendorId))) {
    await refreshVendorRating(db, vendorId);
  }
  return missing.length;
}
