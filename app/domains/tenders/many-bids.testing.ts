import type { Db } from "../../../server/db/database";

// A tender with many bids for the tests of the comparison's pages (decision 543): `count`
// suppliers copied from one approved company, each bidding on every line of the tender, written
// straight into the tables. Bid n (from 1) totals n × 1,000 cents on each line's quantity, so the
// comparison's order by total is the order they were added: page 2 holds bids 51 to 100.

/** The bidders' names in the comparison's order: "Bidder 001", "Bidder 002"… */
export const bidderName = (n: number) => `Bidder ${String(n).padStart(3, "0")}`;

/** Adds `count` bids to the tender; their ids, in the comparison's order by total. */
export async function addManyBids(db: Db, tenderId: string, count: number): Promise<string[]> {
  // The generated columns (decision 541) are the database's to compute.
  const {
    shown_rating: _shown,
    rank_score: _rank,
    ...model
  } = await db
    .selectFrom("vendors")
    .selectAll()
    .where("status", "=", "approved")
    .orderBy("position")
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom("tender_items")
    .select(["id", "quantity"])
    .where("tender_id", "=", tenderId)
    .execute();
  const at = new Date().toISOString();
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const vendorId = (n: number) => `${tenderId}-bidder-${n}`;
  const ids = numbers.map((n) => `${tenderId}-bid-${String(n).padStart(3, "0")}`);
  // In one statement per table: a test's 120 bidders in three round trips.
  await db
    .insertInto("vendors")
    .values(
      numbers.map((n) => ({
        ...model,
        id: vendorId(n),
        slug: vendorId(n),
        name: bidderName(n),
        name_key: `${vendorId(n)}-key`,
        position: 100_000 + n,
        owner_id: null,
      })),
    )
    .execute();
  await db
    .insertInto("bids")
    .values(
      numbers.map((n, i) => ({
        id: ids[i]!,
        tender_id: tenderId,
        vendor_id: vendorId(n),
        owner_id: `${vendorId(n)}-owner`,
        total: items.reduce((sum, item) => sum + n * 1000 * Number(item.quantity), 0),
        delivery_days: 10,
        valid_until: "2030-12-31",
        message: `Offer of ${bidderName(n)}.`,
        reconfirm: 0,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  if (items.length > 0)
    await db
      .insertInto("bid_prices")
      .values(
        numbers.flatMap((n, i) =>
          items.map((item) => ({ bid_id: ids[i]!, item_id: item.id, unit_price: n * 1000 })),
        ),
      )
      .execute();
  return ids;
}
