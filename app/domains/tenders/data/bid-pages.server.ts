import { bidsFrom, bidsOpenTo, openBidRows } from "./bid-reads.server";
import { bidsWithCompany, type Bid, type TenderStore } from "./model.server";

// The comparison a page at a time (issue 46, decision 543): what orders and ranks every bid
// (its total, its supplier's name, its lots and its total on each) and each line's lowest price,
// read for the whole tender in narrow rows and SQL aggregates; prices, documents and messages
// only for the bids the page shows. Both reads keep the conditions of `sealedBids`: only the
// buyer and the panel, only once the deadline has passed, in the query itself.

/** A bid as its place in the comparison needs it. */
export interface BidStanding {
  id: string;
  vendorName: string;
  /** Cents. */
  total: number;
  /** The lots it is on (null on a tender without lots), and its total on each, in cents. */
  lots: number[] | null;
  lotTotals: Map<number, number>;
}

export interface BidField {
  /** Every standing bid, in the order they were placed. */
  standings: BidStanding[];
  /** Each line item's lowest unit price over every bid, in cents. */
  lowestPrices: Map<string, number>;
}

/** Every open bid's standing and each line's lowest price; null while the bids are sealed. */
export async function bidField(
  store: TenderStore,
  tenderId: string,
  viewerId: string,
  now: Date,
  withLots: boolean,
): Promise<BidField | null> {
  if (!(await bidsOpenTo(store, tenderId, viewerId, now))) return null;
  const standing = () =>
    bidsWithCompany(store.db)
      .where("bids.tender_id", "=", tenderId)
      .where("bids.withdrawn_at", "is", null);
  const [rows, lows, lots, lotTotals] = await Promise.all([
    openBidRows(store, tenderId, viewerId, now)
      .clearSelect()
      .select(["bids.id", "bids.total", "vendors.name as vendor_name"])
      .orderBy("bids.created_at")
      .orderBy("bids.id")
      .execute(),
    standing()
      .innerJoin("bid_prices as p", "p.bid_id", "bids.id")
      .select(["p.item_id", (eb) => eb.fn.min("p.unit_price").as("lowest")])
      .groupBy("p.item_id")
      .execute(),
    withLots
      ? standing()
          .innerJoin("bid_lots as l", "l.bid_id", "bids.id")
          .select(["l.bid_id", "l.lot"])
          .orderBy("l.lot")
          .execute()
      : [],
    withLots
      ? standing()
          .innerJoin("bid_prices as p", "p.bid_id", "bids.id")
          .innerJoin("tender_items as i", "i.id", "p.item_id")
          .where("i.lot", "is not", null)
          .select([
            "p.bid_id",
            "i.lot",
            (eb) =>
              eb.fn.sum<number | string>(eb("p.unit_price", "*", eb.ref("i.quantity"))).as("sum"),
          ])
          .groupBy(["p.bid_id", "i.lot"])
          .execute()
      : [],
  ]);
  const lotsOf = new Map<string, number[]>();
  for (const l of lots) lotsOf.set(l.bid_id, [...(lotsOf.get(l.bid_id) ?? []), Number(l.lot)]);
  const sums = new Map<string, Map<number, number>>();
  for (const t of lotTotals) {
    const of = sums.get(t.bid_id) ?? new Map<number, number>();
    of.set(Number(t.lot), Number(t.sum));
    sums.set(t.bid_id, of);
  }
  return {
    standings: rows.map((r) => ({
      id: r.id,
      vendorName: r.vendor_name,
      total: Number(r.total),
      lots: lotsOf.get(r.id) ?? null,
      lotTotals: new Map(
        (lotsOf.get(r.id) ?? []).map((lot) => [lot, sums.get(r.id)?.get(lot) ?? 0]),
      ),
    })),
    lowestPrices: new Map(lows.map((l) => [l.item_id, Number(l.lowest)])),
  };
}

/** The open bids of `ids` in full (prices, lots, documents), in the order of `ids`. */
export async function sealedBidsByIds(
  store: TenderStore,
  tenderId: string,
  viewerId: string,
  ids: readonly string[],
  now = new Date(),
): Promise<Bid[]> {
  if (ids.length === 0) return [];
  const rows = await openBidRows(store, tenderId, viewerId, now)
    .where("bids.id", "in", [...ids])
    .execute();
  const bids = await bidsFrom(store, rows);
  const at = new Map(ids.map((id, i) => [id, i]));
  return bids.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
}
