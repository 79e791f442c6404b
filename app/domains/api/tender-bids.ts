import { units, unitsOrNull } from "./money";

// The bids on a buyer's tender as the API gives them (docs/decisions/535): what the buyer's
// comparison page (/projects/{id}/bids) shows, built from that page's own data. Sealed until the
// bid deadline: then only their number, as on the page. Money in the currency's units.

/** The comparison page's data, as far as the API reads it (the tenders domain's ComparisonPage). */
export type ComparisonData =
  | { sealed: true; id: string; title: string; bidDeadline: string; count: number }
  | {
      sealed: false;
      id: string;
      title: string;
      money: { currency: string };
      comparison: {
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
      };
    };

export interface TenderBidView {
  id: string;
  supplier: { slug: string; name: string; url: string };
  total: number;
  currency: string;
  deliveryDays: number;
  validUntil: string;
  message: string;
  lowestTotal: boolean;
  /** Weighted score out of 100 and rank; null without criteria or while the panel scores. */
  score: number | null;
  rank: number | null;
  /** False for a bid placed before an amendment and not confirmed again since. */
  reconfirmed: boolean;
  lines: {
    itemId: string;
    item: string;
    quantity: number;
    unit: string;
    unitPrice: number | null;
    lineTotal: number | null;
  }[];
  documents: { id: string; name: string; url: string }[];
}

export interface TenderBidsView {
  tenderId: string;
  title: string;
  sealed: boolean;
  /** Set while sealed: when the bids open. */
  opensAt: string | null;
  bidCount: number;
  bids: TenderBidView[];
  url: string;
}

export function tenderBidsView(page: ComparisonData, origin: string): TenderBidsView {
  const url = `${origin}/projects/${page.id}/bids`;
  const head = { tenderId: page.id, title: page.title, url };
  if (page.sealed)
    return { ...head, sealed: true, opensAt: page.bidDeadline, bidCount: page.count, bids: [] };
  const { columns, rows } = page.comparison;
  const bids = columns.map((c) => ({
    id: c.bidId,
    supplier: { slug: c.vendorSlug, name: c.vendorName, url: `${origin}/vendors/${c.vendorSlug}` },
    total: units(c.total),
    currency: page.money.currency,
    deliveryDays: c.deliveryDays,
    validUntil: c.validUntil,
    message: c.message,
    lowestTotal: c.lowestTotal,
    score: c.score,
    rank: c.rank,
    reconfirmed: c.reconfirmed,
    lines: rows.map((r) => {
      const cell = r.cells.find((x) => x.bidId === c.bidId);
      return {
        itemId: r.itemId,
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
  return { ...head, sealed: false, opensAt: null, bidCount: bids.length, bids };
}
