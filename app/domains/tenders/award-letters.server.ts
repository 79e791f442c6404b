import type { AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { contentDisposition } from "~/lib/download";
import { formatInZone } from "~/lib/zoned-time";
import { standings } from "./award-rules";
import { letterText, type LetterText } from "./award-letter";
import { lettersPdf } from "./award-letter-pdf.server";
import { awardRanking, winnerOf } from "./award-view.server";

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
  const winnerId = tender ? winnerOf(tender) : null;
  if (!tender || !winnerId) notFound();
  const ranked = await awardRanking(context, tender);
  const all = ranked ? standings(ranked) : [];
  const winner = all.find((s) => s.bidId === winnerId);
  if (!ranked || !winner) notFound();
  const isBuyer = tender.buyerId === viewer.id;
  let recipients = all;
  if (!isBuyer) {
    const own = new Set((await context.repo.tenders.ownBids(id, viewer.id)).map((b) => b.id));
    const asked = new URL(request.url).searchParams.get("bid");
    recipients = all.filter((s) => own.has(s.bidId) && (!asked || s.bidId === asked)).slice(0, 1);
  }
  if (recipients.length === 0) notFound();
  const pending = tender.phase === "standstill" ? tender.intended : null;
  const zoned = (iso: string) => formatInZone(iso, tender.timeZone, "en-GB");
  const letters: LetterText[] = recipients.map((recipient) =>
    letterText({
      tenderTitle: tender.title,
      buyerName: tender.buyerName,
      currency: tender.currency,
      dateText: zoned(pending?.at ?? tender.awardedAt ?? now.toISOString()),
      standstillUntilText: pending ? zoned(pending.until) : null,
      reason: pending ? pending.reason : tender.awardReason,
      recipient,
      winner,
      bids: all.length,
      scored: ranked.scored,
    }),
  );
  const pdf = await lettersPdf(letters, `Award letters: ${tender.title}`);
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
