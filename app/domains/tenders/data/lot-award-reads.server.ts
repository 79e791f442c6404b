import type { TenderStore } from "./model.server";
import { lotAwards, type LotAward } from "./lot-awards.server";

// Each lot's award as the tender's reads carry it (decision 450): the lot's award with the
// awarded company and the bid's total for that lot's items (cents; null when the buyer keeps the
// amount private, or for no award).

export interface LotAwardDetail extends LotAward {
  vendor: { id: string; slug: string; name: string } | null;
  /** The awarded bid's total for the lot's items, when the buyer shows it. */
  total: number | null;
  /** The awarded bid's total for the lot's items, for the buyer's and the winner's eyes. */
  lotTotal: number | null;
}

export async function lotAwardDetails(
  store: Pick<TenderStore, "db">,
  tenderId: string,
  items: readonly { id: string; quantity: number; lot: number | null }[],
  now: Date,
): Promise<LotAwardDetail[]> {
  const awards = await lotAwards(store, tenderId, now);
  const bidIds = awards.flatMap((a) => (a.bidId ? [a.bidId] : []));
  if (awards.length === 0) return [];
  const [companies, prices] = await Promise.all([
    bidIds.length > 0
      ? store.db
          .selectFrom("bids")
          .innerJoin("vendors", "vendors.id", "bids.vendor_id")
          .select(["bids.id as bidId", "vendors.id", "vendors.slug", "vendors.name"])
          .where("bids.id", "in", bidIds)
          .execute()
      : [],
    bidIds.length > 0
      ? store.db
          .selectFrom("bid_prices")
          .select(["bid_id", "item_id", "unit_price"])
          .where("bid_id", "in", bidIds)
          .execute()
      : [],
  ]);
  return awards.map((a) => {
    const company = companies.find((c) => c.bidId === a.bidId);
    const lotTotal = a.bidId
      ? items
          .filter((i) => i.lot === a.lot)
          .reduce((sum, i) => {
            const price = prices.find((p) => p.bid_id === a.bidId && p.item_id === i.id);
            return sum + (price ? Number(price.unit_price) : 0) * i.quantity;
          }, 0)
      : null;
    return {
      ...a,
      vendor: company ? { id: company.id, slug: company.slug, name: company.name } : null,
      total: a.amountShown ? lotTotal : null,
      lotTotal,
    };
  });
}
