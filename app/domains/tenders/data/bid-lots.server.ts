import type { Transaction } from "kysely";
import { bidLotsProblem, itemsOfLots } from "../lots";
import { bidTotal } from "../rules";
import type { BidValues } from "../schema";
import type { Database } from "../../../../server/db/schema";

// A bid's lines and lots (decision 390), as placing and revising a bid write them: on a tender
// with lots, the bid prices the items of the lots it is on, within the tender's limit of lots
// per supplier (checked again here, inside the write, with the tender's row locked); on an
// undivided tender, every item.

export interface PricedBid {
  lines: { item_id: string; unit_price: number }[];
  /** The lots bid on; null on an undivided tender. */
  lots: number[] | null;
  total: number;
}

/** The bid's priced lines from the form's prices (one per item, in order), or why not. */
export async function pricedBid(
  trx: Transaction<Database>,
  tenderId: string,
  maxLotsPerSupplier: number | string | null,
  values: BidValues,
): Promise<PricedBid | { refused: "closed" | "lots" }> {
  const [items, lots] = await Promise.all([
    trx
      .selectFrom("tender_items")
      .select(["id", "quantity", "lot"])
      .where("tender_id", "=", tenderId)
      .orderBy("position")
      .execute(),
    trx.selectFrom("tender_lots").select("number").where("tender_id", "=", tenderId).execute(),
  ]);
  if (values.prices.length !== items.length) return { refused: "closed" };
  const chosen = lots.length > 0 ? [...new Set(values.lots ?? [])].sort((a, b) => a - b) : null;
  const max = maxLotsPerSupplier === null ? null : Number(maxLotsPerSupplier);
  if (
    bidLotsProblem(
      chosen ?? [],
      lots.map((l) => ({ number: Number(l.number) })),
      max,
    )
  )
    return { refused: "lots" };
  const rows = items.map((it, i) => ({
    id: it.id,
    quantity: Number(it.quantity),
    lot: it.lot === null ? null : Number(it.lot),
    unitPrice: values.prices[i]!,
  }));
  const priced = itemsOfLots(rows, chosen);
  return {
    lines: priced.map((r) => ({ item_id: r.id, unit_price: r.unitPrice })),
    lots: chosen,
    total: bidTotal(priced),
  };
}

/** Replaces the bid's prices and lots with these. */
export async function writeBidLines(trx: Transaction<Database>, bidId: string, bid: PricedBid) {
  await trx.deleteFrom("bid_prices").where("bid_id", "=", bidId).execute();
  await trx.deleteFrom("bid_lots").where("bid_id", "=", bidId).execute();
  if (bid.lines.length > 0)
    await trx
      .insertInto("bid_prices")
      .values(bid.lines.map((l) => ({ bid_id: bidId, ...l })))
      .execute();
  if (bid.lots && bid.lots.length > 0)
    await trx
      .insertInto("bid_lots")
      .values(bid.lots.map((lot) => ({ bid_id: bidId, lot })))
      .execute();
}
