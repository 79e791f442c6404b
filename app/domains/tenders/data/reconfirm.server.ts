import { bidTotal } from "../rules";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { keepBidVersion, type BidKeeping } from "./bid-history.server";
import { iso, ownOpenBid, type TenderResult, type TenderStore } from "./model.server";

// A bid placed before an amendment is marked to reconfirm (docs/decisions/330): its bidder
// reconfirms it as it stands, its total taken again from its unit prices and the tender's
// quantities now; a bid without a price for an item the amendment added must be changed
// instead (the bid form, which reconfirms it too). The trail keeps it as a new version.

/** Reconfirms the member's own bid while bidding is open: "prices" when an item has no price. */
export async function reconfirmBid(
  store: TenderStore,
  bidId: string,
  member: { id: string },
  clock: Clock = systemClock,
  keeping?: BidKeeping,
): Promise<TenderResult> {
  return store.write(async (trx): Promise<TenderResult> => {
    const bid = await ownOpenBid(trx, bidId, member, clock);
    if (!bid.ok) return bid;
    const at = iso(readClock(clock));
    const rows = await trx
      .selectFrom("tender_items")
      .leftJoin("bid_prices", (join) =>
        join
          .onRef("bid_prices.item_id", "=", "tender_items.id")
          .on("bid_prices.bid_id", "=", bidId),
      )
      .select(["tender_items.quantity", "tender_items.lot", "bid_prices.unit_price"])
      .where("tender_items.tender_id", "=", bid.tender_id)
      .execute();
    // On a tender with lots, the bid prices the items of its own lots (decision 390).
    const lots = (
      await trx.selectFrom("bid_lots").select("lot").where("bid_id", "=", bidId).execute()
    ).map((l) => Number(l.lot));
    const items = lots.length === 0 ? rows : rows.filter((r) => lots.includes(Number(r.lot)));
    if (items.some((i) => i.unit_price === null)) return { ok: false, reason: "prices" };
    const total = bidTotal(
      items.map((i) => ({ quantity: Number(i.quantity), unitPrice: Number(i.unit_price) })),
    );
    await trx
      .updateTable("bids")
      .set({ total, reconfirm: 0, updated_at: at })
      .where("id", "=", bidId)
      .execute();
    await keepBidVersion(trx, bidId, "bid-reconfirmed", at, keeping);
    return { ok: true };
  });
}
