import type { AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { contentDisposition } from "~/lib/download";
import { formatInZone } from "~/lib/zoned-time";
import { standings } from "./award-rules";
import { letterText, type LetterText } from "./award-letter";
import { lettersPdf } from "./award-letter-pdf.server";
import { awardRanking, winnerOf } from "./award-view.server";
import type { TenderDetail } from "./data/model.server";
import { lotRanking } from "./lot-award-view.server";

// The award letters' download (/projects/{id}/award-letter, decision 340): each bidder their own
// letter (`?bid=` names one of their bids when they have several), the buyer every bidder's in
// one file; anyone else, and any tender without an award, 404. Made on request from the award's
// ranking, never stored among the public files.

const fileName = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

export async function awardLetterResponse(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<Response> {
  const tender = await context.repo.tenders.detail(id, viewer, now);
  if (!tender) notFound();
  const params = new URL(request.url).searchParams;
  const award = await letterAward(context, tender, Number(params.get("lot")));
  const all = award ? standings(award.ranked) : [];
  const winner = all.find((s) => s.bidId === award?.winnerId);
  if (!award || !winner) notFound();
  const isBuyer = tender.buyerId === viewer.id;
  let recipients = all;
  if (!isBuyer) {
    const own = new Set((await context.repo.tenders.ownBids(id, viewer.id)).map((b) => b.id));
    const asked = params.get("bid");
    recipients = all.filter((s) => own.has(s.bidId) && (!asked || s.bidId === asked)).slice(0, 1);
  }
  if (recipients.length === 0) notFound();
  const { pending } = award;
  const zoned = (iso: string) => formatInZone(iso, tender.timeZone, "en-GB");
  const title = award.lot ? `lot ${award.lot} of ${tender.title}` : tender.title;
  const letters: LetterText[] = recipients.map((recipient) =>
    letterText({
      tenderTitle: title,
      buyerName: tender.buyerName,
      currency: tender.currency,
      dateText: zoned(pending?.at ?? award.awardedAt ?? now.toISOString()),
      standstillUntilText: pending ? zoned(pending.until) : null,
      reason: award.reason,
      recipient,
      winner,
      bids: all.length,
      scored: award.ranked.scored,
    }),
  );
  const pdf = await lettersPdf(letters, `Award letters: ${title}`);
  const name = isBuyer
    ? `award-letters-${fileName(tender.title) || tender.id}.pdf`
    : `award-letter-${fileName(recipients[0]!.vendorName) || "bid"}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(name),
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The award a letter is about: a whole tender's (decision 340), or with lots the lot named by
 * `?lot=` (decision 450), ranked within that lot; null when there is none to write about.
 */
async function letterAward(context: AppLoadContext, tender: TenderDetail, lot: number) {
  if (tender.lots.length === 0) {
    const winnerId = winnerOf(tender);
    const ranked = winnerId ? await awardRanking(context, tender) : null;
    if (!winnerId || !ranked) return null;
    const pending = tender.phase === "standstill" ? tender.intended : null;
    return {
      lot: null,
      winnerId,
      ranked,
      pending,
      awardedAt: tender.awardedAt,
      reason: pending ? pending.reason : tender.awardReason,
    };
  }
  const award = tender.lotAwards.find((a) => a.lot === lot);
  if (!award?.bidId) return null;
  const found = await lotRanking(context, tender, lot);
  if (!found) return null;
  return {
    lot,
    winnerId: award.bidId,
    ranked: found.ranked,
    pending: award.until ? { at: award.intendedAt, until: award.until } : null,
    awardedAt: award.awardedAt,
    reason: award.reason,
  };
}
