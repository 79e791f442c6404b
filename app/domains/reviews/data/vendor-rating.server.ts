import type { Kysely, Transaction } from "kysely";
import { averageRating } from "~/domain/ratings";
import type { Database } from "../../../../server/db/schema";

// A vendor's review count and average are columns of the vendor, renewed in the same
// transaction as every review write (docs/decisions/085); the directory reads them for the shown
// rating and its order (app/domains/companies/data/vendor-order.server.ts).

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
