import { redirect, type AppLoadContext } from "react-router";
import { pageHref } from "~/components/shared/pager";
import type { Viewer } from "~/lib/access.server";
import { compareBids, type Comparison, type ComparisonInput } from "./comparison";
import {
  pageOf,
  pagesOf,
  requestedPage,
  settlePage,
  windowOf,
  type PageWindow,
} from "./comparison-paging";
import { evaluationInput, lotInput } from "./evaluation-input.server";
import type { BidStanding } from "./data/bid-pages.server";
import type { TenderDetail } from "./data/model.server";
import type { ComparisonSort } from "./rules";

// The comparison page a page at a time (issue 46, decision 543): every bid's standing orders
// and ranks them (the tender's and each lot's), then only the page's 50 bids are read in full.
// The lowest marks, price scores and ranks stay the whole comparison's (`field`).

type Ranked = Pick<ComparisonInput, "criteria" | "evaluators" | "scores" | "blind">;

/** The ids of every bid in the comparison's order (by total, or by rank), from their standings. */
function orderOf(
  base: Ranked,
  bids: readonly { id: string; total: number; name: string }[],
  sort: ComparisonSort,
) {
  const narrow = bids.map((b) => ({
    id: b.id,
    vendor: { slug: "", name: b.name, reviewCount: 0, reviewAverage: null },
    total: b.total,
    deliveryDays: 0,
    validUntil: "",
    message: "",
    prices: {},
    documents: [],
  }));
  return compareBids({ ...base, items: [], bids: narrow }, sort).columns.map((c) => c.bidId);
}

export interface ComparisonPageOf {
  comparison: Comparison;
  lots: { number: number; comparison: Comparison; window: PageWindow }[];
  window: PageWindow;
  /** Every bidder's name by bid, for the award's outcome whichever page shows its bid. */
  names: Map<string, string>;
}

/**
 * Page `?page=` of the comparison for its buyer (or panel member): null while the bids are sealed.
 * An address naming no such page (junk, 0, past the last) is sent to one that exists.
 */
export async function comparisonPageOf(
  context: AppLoadContext,
  request: Request,
  tender: TenderDetail,
  member: Viewer,
  sort: ComparisonSort,
  now: Date,
): Promise<ComparisonPageOf | null> {
  const hasLots = tender.lots.length > 0;
  const field = await context.repo.tenders.bidField(tender.id, member.id, now, hasLots);
  if (!field) return null;
  const base = await evaluationInput(context, tender, [], member.id);
  const { standings, lowestPrices } = field;
  const lotStandings = (lot: number) =>
    standings
      .filter((s) => s.lots?.includes(lot))
      .map((s) => ({ id: s.id, name: s.vendorName, total: s.lotTotals.get(lot) ?? 0 }));
  const all = standings.map((s: BidStanding) => ({ id: s.id, name: s.vendorName, total: s.total }));
  const lots = tender.lots.map((l) => ({ number: l.number, bids: lotStandings(l.number) }));
  const pages = Math.max(pagesOf(all.length), ...lots.map((l) => pagesOf(l.bids.length)));
  const url = new URL(request.url);
  const settled = settlePage(requestedPage(url.searchParams.get("page")), pages);
  if (settled.redirect) throw redirect(pageHref(url.pathname, url.search, settled.page));
  const { page } = settled;

  const shown = pageOf(orderOf(base, all, sort), page);
  const lotShown = lots.map((l) => pageOf(orderOf(base, l.bids, sort), page));
  const ids = [...new Set([...shown, ...lotShown.flat()])];
  const full = await context.repo.tenders.sealedBidsByIds(tender.id, member.id, ids, now);
  const byId = new Map(full.map((b) => [b.id, b]));
  const inputOf = (of: readonly string[]) => ({
    ...base,
    bids: of.flatMap((id) => {
      const b = byId.get(id);
      return b ? [{ ...b, prices: Object.fromEntries(b.prices) }] : [];
    }),
  });
  return {
    comparison: compareBids({ ...inputOf(shown), field: { bids: all, lowestPrices } }, sort),
    lots: lots.map((l, i) => ({
      number: l.number,
      comparison: compareBids(
        {
          ...lotInput(tender, full, inputOf(lotShown[i]!), l.number),
          field: { bids: l.bids, lowestPrices },
        },
        sort,
      ),
      window: windowOf(page, l.bids.length),
    })),
    window: { ...windowOf(page, all.length), pages },
    names: new Map(standings.map((s) => [s.id, s.vendorName])),
  };
}
