import { evaluationInput } from "./comparison.server";
import type { AppLoadContext } from "react-router";
import {
  bidderStanding,
  ranking,
  standings,
  type BidderStanding,
  type Standing,
} from "./award-rules";
import type { Comparison } from "./comparison";
import { letterPath } from "./data/award.server";
import type { TenderDetail } from "./data/model.server";
import { datesLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";

// The award as the tender's page shows it to one viewer (decision 340): to everyone, that an award
// is pending and until when; to the buyer, the bid they chose; to each bidder, their own
// standing against the winner's, their letter and their questions about it. A bidder receives
// nothing of another bidder's bid but the winner's name, total and scores.

export interface AwardPanel {
  /** The lot this award is of (decision 450); null for a tender without lots. */
  lot: { number: number; title: string } | null;
  /** While the standstill runs: its end, and that end in the tender's zone. */
  pending: { until: string; untilText: string } | null;
  /** For the buyer: the intended winner (during the standstill) and their letters. */
  buyer: { winner: Standing; bids: number; reason: string | null } | null;
  /** For a bidder: each of their companies' bids. */
  bidders: BidderAward[];
  /** The address of the viewer's letters (their own; the buyer's: every bidder's). */
  letters: string | null;
  /** After the award, for the buyer and the winner: the contract, or (the buyer's) its draft. */
  contract: { href: string; drafted: boolean } | null;
}

export interface BidderAward {
  bidId: string;
  standing: BidderStanding;
  won: boolean;
  /** Whether they may still ask the buyer about the award (a losing bid, in the standstill). */
  mayAsk: boolean;
}

/** The bid the award goes to (intended or final), or null when there is none. */
export const winnerOf = (tender: TenderDetail): string | null =>
  tender.phase === "standstill"
    ? (tender.intended?.bidId ?? null)
    : tender.phase === "awarded"
      ? tender.awardBidId
      : null;

/** Every standing bid ranked as the award ranks them, once the tender has an award. */
export async function awardRanking(
  context: AppLoadContext,
  tender: TenderDetail,
): Promise<Comparison | null> {
  if (!winnerOf(tender)) return null;
  const bids = await context.repo.tenders.awardBids(tender.id);
  if (!bids) return null;
  // The standings are the panel's submitted scores, whoever reads them.
  return ranking(await evaluationInput(context, tender, bids, null));
}

export async function awardPanelFor(
  context: AppLoadContext,
  tender: TenderDetail,
  viewer: { isBuyer: boolean; ownBidIds: string[] },
  locale: string,
): Promise<AwardPanel | null> {
  const winnerId = winnerOf(tender);
  // A tender with lots has one award per lot (lotAwardPanels, decision 450).
  if (!winnerId || tender.lots.length > 0) return null;
  const pending =
    tender.phase === "standstill" && tender.intended
      ? {
          until: tender.intended.until,
          untilText: formatInZone(tender.intended.until, tender.timeZone, datesLocale(locale)),
        }
      : null;
  if (!viewer.isBuyer && viewer.ownBidIds.length === 0)
    return { lot: null, pending, buyer: null, bidders: [], letters: null, contract: null };
  const ranked = await awardRanking(context, tender);
  if (!ranked)
    return { lot: null, pending, buyer: null, bidders: [], letters: null, contract: null };
  const winner = standings(ranked).find((s) => s.bidId === winnerId);
  const bidders = viewer.ownBidIds.flatMap((bidId): BidderAward[] => {
    const standing = bidderStanding(ranked, bidId, winnerId);
    if (!standing) return [];
    const won = bidId === winnerId;
    return [{ bidId, standing, won, mayAsk: !won && pending !== null }];
  });
  return {
    lot: null,
    pending,
    buyer:
      viewer.isBuyer && winner
        ? {
            winner,
            bids: ranked.columns.length,
            reason: tender.intended?.reason ?? tender.awardReason,
          }
        : null,
    bidders,
    letters: viewer.isBuyer || bidders.length > 0 ? letterPath(tender.id) : null,
    contract: await contractLink(context, tender, viewer.isBuyer, bidders),
  };
}

/**
 * The award's way to its contract (issue 42): once the award is final, the buyer drafts it
 * (/contracts/new) or opens it; the winning bidder opens it once it is drafted. Nobody else.
 */
export async function contractLink(
  context: AppLoadContext,
  tender: TenderDetail,
  isBuyer: boolean,
  bidders: readonly BidderAward[],
  lot: { number: number; bidId: string | null } | null = null,
): Promise<AwardPanel["contract"]> {
  const bidId = lot ? lot.bidId : tender.phase === "awarded" ? tender.awardBidId : null;
  if (!bidId || (!isBuyer && !bidders.some((b) => b.won))) return null;
  // One contract per lot's award (decision 451): its key names the lot.
  const id = await context.repo.contracts.fromAward(
    `tender:${bidId}${lot ? `:${lot.number}` : ""}`,
  );
  if (id) return { href: `/contracts/${id}`, drafted: true };
  const query = { tender: tender.id, ...(lot ? { lot: String(lot.number) } : {}) };
  return isBuyer ? { href: `/contracts/new?${new URLSearchParams(query)}`, drafted: false } : null;
}
