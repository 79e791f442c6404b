import type { TenderDetail } from "./data/model.server";
import { datesLocale, DEFAULT_LOCALE } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";

// What a tender's page carries for one viewer (issue 39): the fields the page shows, built for
// that viewer. A hidden budget reaches its buyer only; nobody receives the stored record with
// fields left for the page to hide (the buyer's account id, the awarded bid's id, internal
// times). The loader's data is what React Router embeds in the page and answers to `.data`.

export interface TenderView {
  id: string;
  title: string;
  kind: TenderDetail["kind"];
  buyerName: string;
  visibility: TenderDetail["visibility"];
  phase: TenderDetail["phase"];
  description: string;
  region: string;
  sector: string;
  /** The budget in whole units of `currency`; null when there is none, or it is hidden. */
  budget: number | null;
  /** ISO 4217: every amount about the tender is in it. */
  currency: string;
  /** The IANA zone the buyer set the deadlines in. */
  timeZone: string;
  /** The deadlines as the page shows them: in the tender's zone, in the viewer's locale. */
  questionDeadlineText: string;
  bidDeadlineText: string;
  /** For the buyer: their budget is hidden from everyone else. */
  budgetHiddenFromSuppliers: boolean;
  questionDeadline: string;
  bidDeadline: string;
  publishedAt: string | null;
  cancelReason: string | null;
  cancelledByOperator: boolean;
  /** The reason the buyer gave with the award (or for making none): shown on the tender. */
  awardReason: string | null;
  award: TenderDetail["award"];
  items: TenderDetail["items"];
  /** The tender's lots (none when undivided) and its limit of lots per supplier. */
  lots: TenderDetail["lots"];
  maxLotsPerSupplier: number | null;
  criteria: TenderDetail["criteria"];
  /** The certificates a bidder must hold (decision 470). */
  requirements: TenderDetail["requirements"];
  documents: { id: string; name: string; type: string; size: number }[];
}

export function tenderViewFor(
  tender: TenderDetail,
  viewer: { isBuyer: boolean; locale?: string },
): TenderView {
  const locale = datesLocale(viewer.locale ?? DEFAULT_LOCALE);
  const budgetVisible = !tender.budgetHidden || viewer.isBuyer;
  const ended = tender.phase === "awarded" || tender.phase === "closed";
  return {
    id: tender.id,
    title: tender.title,
    kind: tender.kind,
    buyerName: tender.buyerName,
    visibility: tender.visibility,
    phase: tender.phase,
    description: tender.description,
    region: tender.region,
    sector: tender.sector,
    budget: budgetVisible ? tender.budget : null,
    budgetHiddenFromSuppliers: viewer.isBuyer && tender.budgetHidden,
    currency: tender.currency,
    timeZone: tender.timeZone,
    // Formatted here, once, so the server's HTML and the browser's render are the same text;
    // in English with the viewer's regional conventions (app/lib/locale.ts).
    questionDeadlineText: formatInZone(tender.questionDeadline, tender.timeZone, locale),
    bidDeadlineText: formatInZone(tender.bidDeadline, tender.timeZone, locale),
    questionDeadline: tender.questionDeadline,
    bidDeadline: tender.bidDeadline,
    publishedAt: tender.publishedAt,
    cancelReason: tender.phase === "cancelled" ? tender.cancelReason : null,
    cancelledByOperator: tender.phase === "cancelled" && tender.cancelledByOperator,
    awardReason: ended ? tender.awardReason : null,
    award: tender.phase === "awarded" ? tender.award : null,
    items: tender.items,
    requirements: tender.requirements,
    lots: tender.lots,
    maxLotsPerSupplier: tender.maxLotsPerSupplier,
    criteria: tender.criteria,
    documents: tender.documents.map((d) => ({
      id: d.id,
      name: d.name,
      type: d.type,
      size: d.size,
    })),
  };
}
