import { tellOf } from "~/lib/tell.server";
import { type AppLoadContext } from "react-router";
import { type ComparisonSort } from "./rules";
import { notFound, type Viewer } from "~/lib/access.server";
import { contentDisposition } from "~/lib/download";
import {
  compareBids,
  comparisonTable,
  toCsv,
  type Comparison,
  type ComparisonInput,
} from "./comparison";
import type { Bid, TenderDetail } from "./data/model.server";
import { lotComparisonInput } from "./lots";
import type { MoneyStyle } from "~/lib/format";
import type { Criterion } from "./evaluation";
import { datesLocale, requestLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";

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
      comparison: Comparison;
      /** A tender with lots: each lot's own comparison and ranking (decision 390). */
      lots: {
        number: number;
        title: string;
        comparison: Comparison;
        /** The lot's award, intended (`until`) or final (decision 450); null before. */
        award: { bidId: string | null; reason: string | null; until: string | null } | null;
      }[];
      criteria: Criterion[];
      award: { bidId: string | null; reason: string | null } | null;
    };

/** The buyer's own tender; 404 for anyone else. */
export async function buyersTender(context: AppLoadContext, member: Viewer, id: string, now: Date) {
  const tender = await context.repo.tenders.detail(id, member, now);
  if (!tender || tender.buyerId !== member.id) notFound();
  return { member, tender };
}

async function comparisonOf(
  context: AppLoadContext,
  viewer: Viewer,
  id: string,
  sort: ComparisonSort,
  now: Date,
) {
  const { member, tender } = await buyersTender(context, viewer, id, now);
  const bids = await context.repo.tenders.sealedBids(id, member.id, now);
  if (!bids) return { tender, comparison: null, lots: [] };
  const input = await evaluationInput(context, tender, bids, member.id);
  const comparison = compareBids(input, sort);
  const lots = tender.lots.map((l) => ({
    number: l.number,
    title: l.title,
    comparison: compareBids(lotInput(tender, bids, input, l.number), sort),
    award: lotAwardOf(tender.lotAwards, l.number),
  }));
  return { tender, comparison, lots };
}

/** An evaluation's input narrowed to one lot: its items, the bids on it (decision 390). */
export const lotInput = <T extends Awaited<ReturnType<typeof evaluationInput>>>(
  tender: Pick<TenderDetail, "items">,
  bids: readonly Pick<Bid, "id" | "lots">[],
  input: T,
  lot: number,
): T =>
  lotComparisonInput(
    input,
    lot,
    new Map(tender.items.map((i) => [i.id, i.lot])),
    new Map(bids.map((b) => [b.id, b.lots])),
  );

const lotAwardOf = (awards: TenderDetail["lotAwards"], lot: number) => {
  const a = awards.find((x) => x.lot === lot);
  return a ? { bidId: a.bidId, reason: a.reason, until: a.until } : null;
};

/**
 * What the comparison, the award's review and the bidders' standings are computed from: the
 * tender's items and criteria, the bids, the panel and its submitted scores. Scoring is blind
 * (decision 320): for a reader on the panel who has not submitted (`readerId`), no scores, when
 * the panel scores any criterion.
 */
export async function evaluationInput(
  context: AppLoadContext,
  tender: Pick<TenderDetail, "id" | "items" | "criteria">,
  bids: readonly (Omit<ComparisonInput["bids"][number], "prices"> & {
    prices: ReadonlyMap<string, number>;
  })[],
  readerId: string | null,
): Promise<ComparisonInput> {
  const [panel, scores] = await Promise.all([
    context.repo.tenders.panel(tender.id),
    context.repo.tenders.submittedScores(tender.id, readerId ?? ""),
  ]);
  return {
    items: tender.items,
    criteria: tender.criteria,
    bids: bids.map((b) => ({ ...b, prices: Object.fromEntries(b.prices) })),
    evaluators: panel.map((p) => ({
      id: p.memberId,
      name: p.name,
      submitted: p.submittedAt !== null,
    })),
    scores: (scores ?? []).flatMap((s) =>
      s.score === null
        ? []
        : [
            {
              evaluatorId: s.memberId,
              bidId: s.bidId,
              criterion: s.criterion,
              score: s.score,
              comment: s.comment,
            },
          ],
    ),
    // Blind only where the panel scores something: with every criterion by formula there is no
    // other evaluator's score to hide, and the buyer on the panel has nothing to submit.
    blind: scores === null && tender.criteria.some((c) => c.method === "scored"),
  };
}

export async function loadComparison(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<ComparisonPage> {
  const sort: ComparisonSort =
    new URL(request.url).searchParams.get("sort") === "score" ? "score" : "total";
  const { tender, comparison, lots } = await comparisonOf(context, viewer, id, sort, now);
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
    lots,
    criteria: tender.criteria,
    award: tender.awardedAt ? { bidId: tender.awardBidId, reason: tender.awardReason } : null,
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
