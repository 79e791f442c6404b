import { tellOf } from "~/lib/tell.server";
import { type AppLoadContext } from "react-router";
import { type ComparisonSort } from "./rules";
import { notFound, type Viewer } from "~/lib/access.server";
import { contentDisposition } from "~/lib/download";
import { compareBids, comparisonTable, toCsv, type Comparison } from "./comparison";
import type { TenderDetail } from "./data/model.server";
import { evaluationInput, lotInput } from "./evaluation-input.server";
import { comparisonPageOf } from "./comparison-page.server";
import { windowOf, type PageWindow } from "./comparison-paging";
import type { MoneyStyle } from "~/lib/format";
import type { Criterion } from "./evaluation";
import { datesLocale, requestLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";

export { evaluationInput, lotInput } from "./evaluation-input.server";

// The buyer's comparison of a tender's bids and its exports (issue 24; the award: award-review.server.ts). The bids are
// read by `sealedBids`, which answers null to anyone but the buyer and before the deadline; the
// page then says how many bids there are, and nothing else.

export type ComparisonPage =
  | {
      sealed: true;
      id: string;
      title: string;
      bidDeadline: string;
      /** The deadline in the tender's zone (decision 310). */
      bidDeadlineText: string;
      count: number;
    }
  | {
      sealed: false;
      id: string;
      title: string;
      phase: string;
      /** The tender's currency and the viewer's locale (decision 311). */
      money: MoneyStyle;
      sort: ComparisonSort;
      /** The bids of the page shown (decision 543): `window` says which of how many. */
      comparison: Comparison;
      window: PageWindow;
      /** A tender with lots: each lot's own comparison and ranking (decision 390). */
      lots: {
        number: number;
        title: string;
        comparison: Comparison;
        window: PageWindow;
        /** The lot's award, intended (`until`) or final (decision 450); null before. */
        award: {
          bidId: string | null;
          reason: string | null;
          until: string | null;
          /** The chosen bidder, whichever page shows their bid. */
          name: string | null;
        } | null;
      }[];
      criteria: Criterion[];
      award: { bidId: string | null; reason: string | null; name: string | null } | null;
    };

/** The buyer's own tender; 404 for anyone else. */
export async function buyersTender(context: AppLoadContext, member: Viewer, id: string, now: Date) {
  const tender = await context.repo.tenders.detail(id, member, now);
  if (!tender || tender.buyerId !== member.id) notFound();
  return { member, tender };
}

/**
 * The comparison, of every bid (the exports, the API) or of the page `request` asks for (the
 * comparison page, decision 543); a null comparison while the bids are sealed.
 */
async function comparisonOf(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  sort: ComparisonSort,
  now: Date,
  pageOf: Request | null = null,
) {
  const { member, tender } = await buyersTender(context, viewer, id, now);
  const award = (lot: number) => lotAwardOf(tender.lotAwards, lot);
  if (pageOf) {
    const paged = await comparisonPageOf(context, pageOf, tender, member, sort, now);
    if (!paged) return { tender, comparison: null, lots: [] };
    return {
      tender,
      ...paged,
      lots: paged.lots.map((l, i) => ({
        ...l,
        title: tender.lots[i]!.title,
        award: award(l.number),
      })),
    };
  }
  const bids = await context.repo.tenders.sealedBids(id, member.id, now);
  if (!bids) return { tender, comparison: null, lots: [] };
  const input = await evaluationInput(context, tender, bids, member.id);
  const comparison = compareBids(input, sort);
  const lots = tender.lots.map((l) => {
    const lotComparison = compareBids(lotInput(tender, bids, input, l.number), sort);
    return {
      number: l.number,
      title: l.title,
      comparison: lotComparison,
      window: windowOf(1, lotComparison.count, Math.max(1, lotComparison.count)),
      award: award(l.number),
    };
  });
  const names = new Map(bids.map((b) => [b.id, b.vendor.name]));
  const window = windowOf(1, comparison.count, Math.max(1, comparison.count));
  return { tender, comparison, lots, window, names };
}

const nameOf = (names: ReadonlyMap<string, string>, bidId: string | null) =>
  (bidId && names.get(bidId)) || null;

const lotAwardOf = (awards: TenderDetail["lotAwards"], lot: number) => {
  const a = awards.find((x) => x.lot === lot);
  return a ? { bidId: a.bidId, reason: a.reason, until: a.until } : null;
};

export async function loadComparison(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
  now = new Date(),
  /** Every bid at once (the API), instead of the page the address asks for. */
  { every = false } = {},
): Promise<ComparisonPage> {
  const sort: ComparisonSort =
    new URL(request.url).searchParams.get("sort") === "score" ? "score" : "total";
  const shown = await comparisonOf(context, viewer, id, sort, now, every ? null : request);
  const { tender, comparison } = shown;
  if (!comparison) {
    return {
      sealed: true,
      id,
      title: tender.title,
      bidDeadline: tender.bidDeadline,
      bidDeadlineText: formatInZone(
        tender.bidDeadline,
        tender.timeZone,
        datesLocale(requestLocale(request)),
      ),
      count: await context.repo.tenders.bidCount(id),
    };
  }
  // The first reading of the open bids is the opening: the tender's trail records it once.
  await context.repo.tenders.openBids(id, viewer.id, now, tellOf(context));
  return {
    sealed: false,
    id,
    title: tender.title,
    phase: tender.phase,
    money: { currency: tender.currency, locale: requestLocale(request) },
    sort,
    comparison,
    window: shown.window,
    lots: shown.lots.map((l) => ({
      ...l,
      award: l.award && { ...l.award, name: nameOf(shown.names, l.award.bidId) },
    })),
    criteria: tender.criteria,
    award: tender.awardedAt
      ? {
          bidId: tender.awardBidId,
          reason: tender.awardReason,
          name: nameOf(shown.names, tender.awardBidId),
        }
      : null,
  };
}

/** The comparison as CSV or XLSX, for the buyer after the deadline. */
export async function comparisonExport(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  format: "csv" | "xlsx",
  now = new Date(),
): Promise<Response> {
  const { tender, comparison } = await comparisonOf(context, viewer, id, "total", now);
  if (!comparison) notFound();
  const rows = comparisonTable(comparison, tender.currency);
  const name = `bids-${tender.title.replace(/[^A-Za-z0-9]+/g, "-").slice(0, 60) || tender.id}`;
  const headers = (type: string, file: string) => ({
    "Content-Type": type,
    "Content-Disposition": contentDisposition(file),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (format === "csv") {
    return new Response(`\uFEFF${toCsv(rows)}`, {
      headers: headers("text/csv; charset=utf-8", `${name}.csv`),
    });
  }
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "ProcureConnect";
  const sheet = workbook.addWorksheet("Bids");
  for (const row of rows) sheet.addRow(row.map((v) => (v === null ? undefined : v)));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 32 : 18;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: headers(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      `${name}.xlsx`,
    ),
  });
}
