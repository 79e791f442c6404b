import type { AppLoadContext } from "react-router";
import { bidderStanding, ranking, standings } from "./award-rules";
import { contractLink, type AwardPanel, type BidderAward } from "./award-view.server";
import { evaluationInput, lotInput } from "./comparison.server";
import { letterPath } from "./data/award.server";
import type { TenderDetail } from "./data/model.server";
import { datesLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";

// Each lot's award on the tender's page (decision 450), as decision 340's panel for a whole
// tender: to everyone, that the lot's award is pending and until when; to the buyer, the bid
// chosen for the lot; to each bidder on the lot, their own rank and scores in that lot against
// the lot's winner's, never another bid's. Bidders on other lots read nothing of it.

/** The standings of a lot: every bid on it, ranked within the lot. */
export async function lotRanking(context: AppLoadContext, tender: TenderDetail, lot: number) {
  const bids = await context.repo.tenders.awardBids(tender.id);
  if (!bids) return null;
  const input = await evaluationInput(context, tender, bids, null);
  return { ranked: ranking(lotInput(tender, bids, input, lot)), bids };
}

export async function lotAwardPanels(
  context: AppLoadContext,
  tender: TenderDetail,
  viewer: { isBuyer: boolean; ownBidIds: string[] },
  locale: string,
): Promise<AwardPanel[]> {
  const panels: AwardPanel[] = [];
  for (const award of tender.lotAwards) {
    const lot = tender.lots.find((l) => l.number === award.lot);
    if (!award.bidId || !lot) continue;
    const pending = award.until
      ? {
          until: award.until,
          untilText: formatInZone(award.until, tender.timeZone, datesLocale(locale)),
        }
      : null;
    const base = { lot: { number: lot.number, title: lot.title }, pending };
    const found =
      viewer.isBuyer || viewer.ownBidIds.length > 0
        ? await lotRanking(context, tender, lot.number)
        : null;
    if (!found) {
      panels.push({ ...base, buyer: null, bidders: [], letters: null, contract: null });
      continue;
    }
    const { ranked } = found;
    const winnerId = award.bidId;
    const winner = standings(ranked).find((s) => s.bidId === winnerId);
    const bidders = viewer.ownBidIds.flatMap((bidId): BidderAward[] => {
      const standing = bidderStanding(ranked, bidId, winnerId);
      if (!standing) return [];
      const won = bidId === winnerId;
      return [{ bidId, standing, won, mayAsk: !won && pending !== null }];
    });
    const final = award.awardedAt !== null;
    panels.push({
      ...base,
      buyer:
        viewer.isBuyer && winner
          ? { winner, bids: ranked.columns.length, reason: award.reason }
          : null,
      bidders,
      letters:
        viewer.isBuyer || bidders.length > 0 ? `${letterPath(tender.id)}?lot=${lot.number}` : null,
      contract: final
        ? await contractLink(context, tender, viewer.isBuyer, bidders, {
            number: lot.number,
            bidId: winnerId,
          })
        : null,
    });
  }
  return panels;
}
