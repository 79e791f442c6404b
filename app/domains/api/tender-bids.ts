import { units, unitsOrNull } from "./money";

// The bids on a buyer's tender as the API gives them (docs/decisions/535): what the buyer's
// comparison page (/projects/{id}/bids) shows, built from that page's own data. Sealed until the
// bid deadline: then only their number, as on the page. Money in the currency's units.

/** A comparison of bids as the tenders domain computes it (its Comparison), as far as read here. */
interface ComparisonShape {
  columns: {
    bidId: string;
    vendorSlug: string;
    vendorName: string;
    total: number;
    deliveryDays: number;
    validUntil: string;
    message: string;
    score: number | null;
    rank: number | null;
    lowestTotal: boolean;
    reconfirmed: boolean;
    documents: { id: string; name: string }[];
  }[];
  rows: {
    itemId: string;
    item: string;
    quantity: number;
    unit: string;
    cells: { bidId: string; unitPrice: number | null; lineTotal: number | null }[];
  }[];
}

/** The comparison page's data, as far as the API reads it (the tenders domain's ComparisonPage). */
export type ComparisonData =
  | { sealed: true; id: string; title: string; bidDeadline: string; count: number }
  | {
      sealed: false;
      id: string;
      title: string;
      money: { currency: string };
      comparison: ComparisonShape;
      /** A tender with lots: each lot's own comparison (decision 390); empty without lots. */
      lots: { number: number; title: string; comparison: ComparisonShape }[];
    };

export interface TenderBidView {
  id: string;
  supplier: { slug: string; name: string; url: string };
  total: number;
  currency: string;
  deliveryDays: number;
  validUntil: string;
  message: string;
  /** On a tender with lots, false: each lot marks its own lowest (`lots`). */
  lowestTotal: boolean;
  /**
   * Weighted score out of 100 and rank; null without criteria, while the panel scores, and on a
   * tender with lots (each lot ranks its own bids: `lots`).
   */
  score: number | null;
  rank: number | null;
  /** False for a bid placed before an amendment and not confirmed again since. */
  reconfirmed: boolean;
  /**
   * A tender with lots: the lots the bid is on, each with the bid's total, mark, score and rank
   * among that lot's bids, as the page compares them lot by lot. Empty without lots.
   */
  lots: BidLotView[];
  lines: {
    itemId: string;
    /** The item's lot; null on a tender without lots. */
    lot: number | null;
    item: string;
    quantity: number;
    unit: string;
    unitPrice: number | null;
    lineTotal: number | null;
  }[];
  documents: { id: string; name: string; url: string }[];
}

export interface BidLotView {
  number: number;
  title: string;
  /** The bid's total on the lot's items, in the currency's units. */
  total: number;
  lowestTotal: boolean;
  score: number | null;
  rank: number | null;
}

export interface TenderBidsView {
  tenderId: string;
  title: string;
  sealed: boolean;
  /** Set while sealed: when the bids open. */
  opensAt: string | null;
  bidCount: number;
  /** A tender with lots, once open: each lot and how many bids are on it. */
  lots: { number: number; title: string; bidCount: number }[];
  bids: TenderBidView[];
  url: string;
}

export function tenderBidsView(page: ComparisonData, origin: string): TenderBidsView {
  const url = `${origin}/projects/${page.id}/bids`;
  const head = { tenderId: page.id, title: page.title, url };
  if (page.sealed)
    return {
      ...head,
      sealed: true,
      opensAt: page.bidDeadline,
      bidCount: page.count,
      lots: [],
      bids: [],
    };
  const { columns, rows } = page.comparison;
  const byLot = page.lots.length > 0;
  const lotOfItem = new Map(
    page.lots.flatMap((l) => l.comparison.rows.map((r) => [r.itemId, l.number] as const)),
  );
  const bids = columns.map((c) => ({
    id: c.bidId,
    supplier: { slug: c.vendorSlug, name: c.vendorName, url: `${origin}/vendors/${c.vendorSlug}` },
    total: units(c.total),
    currency: page.money.currency,
    deliveryDays: c.deliveryDays,
    validUntil: c.validUntil,
    message: c.message,
    // A tender with lots is compared lot by lot, as on the page: the marks are in `lots`.
    lowestTotal: byLot ? false : c.lowestTotal,
    score: byLot ? null : c.score,
    rank: byLot ? null : c.rank,
    reconfirmed: c.reconfirmed,
    lots: bidLots(page.lots, c.bidId),
    lines: rows.map((r) => {
      const cell = r.cells.find((x) => x.bidId === c.bidId);
      return {
        itemId: r.itemId,
        lot: lotOfItem.get(r.itemId) ?? null,
        item: r.item,
        quantity: r.quantity,
        unit: r.unit,
        unitPrice: unitsOrNull(cell?.unitPrice ?? null),
        lineTotal: unitsOrNull(cell?.lineTotal ?? null),
      };
    }),
    documents: c.documents.map((d) => ({
      id: d.id,
      name: d.name,
      url: `${origin}/projects/${page.id}/bids/${c.bidId}/documents/${d.id}`,
    })),
  }));
  const lots = page.lots.map((l) => ({
    number: l.number,
    title: l.title,
    bidCount: l.comparison.columns.length,
  }));
  return { ...head, sealed: false, opensAt: null, bidCount: bids.length, lots, bids };
}

/** A bid's place in each lot it is on: its column in that lot's own comparison. */
function bidLots(
  lots: readonly { number: number; title: string; comparison: ComparisonShape }[],
  bidId: string,
): BidLotView[] {
  return lots.flatMap((l) => {
    const c = l.comparison.columns.find((x) => x.bidId === bidId);
    return c
      ? [
          {
            number: l.number,
            title: l.title,
            total: units(c.total),
            lowestTotal: c.lowestTotal,
            score: c.score,
            rank: c.rank,
          },
        ]
      : [];
  });
}
