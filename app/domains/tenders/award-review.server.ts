import { evaluationInput, lotInput } from "./comparison.server";
import { data, redirect, type AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { MoneyStyle } from "~/lib/format";
import { datesLocale, requestLocale } from "~/lib/locale";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { tellOf } from "~/lib/tell.server";
import { formatInZone } from "~/lib/zoned-time";
import { ranking, standings, standstillEnd, type Standing } from "./award-rules";
import { buyersTender } from "./comparison.server";
import { TENDER_LIMITS } from "./rules";

// The award's review-and-confirm step (/projects/{id}/bids/award?bid=..., decision 340): the
// buyer's choice from the comparison, summarised with its rank and score, the other bids and the
// standstill's end, before "Confirm award" records it. The buyer only, once the bids are open.

export interface AwardReviewPage {
  id: string;
  title: string;
  money: MoneyStyle;
  /** The lot awarded (decision 450); null for a tender without lots. */
  lot: { number: number; title: string } | null;
  /** The chosen bid; null when the buyer chose to make no award. */
  choice: Standing | null;
  others: Standing[];
  scored: boolean;
  standstillDays: number;
  /** When the standstill would end if confirmed now, in the tender's zone. */
  standstillEnd: string;
  standstillEndText: string;
  /** Why a bid cannot be chosen yet: evaluators who have not submitted (decision 396). */
  waiting: string | null;
}

export interface AwardResult {
  error: string;
}

const comparisonPage = (id: string) => `/projects/${id}/bids`;

/** The refusal while evaluators have not submitted their scores (decision 396). */
export const panelWaitingText = (n: number) =>
  `The award waits for the whole panel: ${n === 1 ? "1 evaluator has" : `${n} evaluators have`} not submitted their scores yet. You can choose a bid once every evaluator has; no award can be recorded now.`;

export async function loadAwardReview(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<AwardReviewPage> {
  const { tender } = await buyersTender(context, viewer, id, now);
  const bids = await context.repo.tenders.sealedBids(id, viewer.id, now);
  if (!bids) notFound();
  if (tender.phase !== "evaluation") throw redirect(comparisonPage(id));
  const params = new URL(request.url).searchParams;
  // A tender with lots is awarded lot by lot: the lot named, while it has no award (decision 450).
  const lot = tender.lots.find((l) => String(l.number) === params.get("lot")) ?? null;
  if (tender.lots.length > 0 && (!lot || tender.lotAwards.some((a) => a.lot === lot.number)))
    throw redirect(comparisonPage(id));
  const input = await evaluationInput(context, tender, bids, viewer.id);
  const ranked = ranking(lot ? lotInput(tender, bids, input, lot.number) : input);
  const all = standings(ranked);
  const chosen = params.get("bid");
  const choice = all.find((s) => s.bidId === chosen) ?? null;
  if (!choice && chosen !== "none") throw redirect(`${comparisonPage(id)}#award`);
  const locale = requestLocale(request);
  const end = standstillEnd(now, tender.standstillDays).toISOString();
  const waiting = choice ? await context.repo.tenders.panelWaiting(id) : 0;
  return {
    id,
    title: tender.title,
    lot: lot ? { number: lot.number, title: lot.title } : null,
    money: { currency: tender.currency, locale },
    choice,
    others: all.filter((s) => s.bidId !== choice?.bidId),
    scored: ranked.scored,
    standstillDays: tender.standstillDays,
    standstillEnd: end,
    standstillEndText: formatInZone(end, tender.timeZone, datesLocale(locale)),
    waiting: waiting > 0 ? panelWaitingText(waiting) : null,
  };
}

/** "Confirm award": the chosen bid becomes the intended award (or none is made, with a reason). */
export async function awardAction(
  context: AppLoadContext,
  { viewer: member, form }: Posted<FormOutcome>,
  id: string,
  clock: Clock = systemClock,
) {
  if (typeof form === "string") return data<AwardResult>({ error: SEND_AGAIN }, 400);
  const choice = form.get("bid");
  const reason = String(form.get("reason") ?? "")
    .trim()
    .slice(0, TENDER_LIMITS.reasonMax);
  const bidId = typeof choice === "string" && choice !== "none" && choice !== "" ? choice : null;
  if (choice === null || choice === "")
    return data<AwardResult>({ error: "Please choose a bid, or no award." }, 400);
  if (!bidId && !reason)
    return data<AwardResult>({ error: "Please give the reason for making no award." }, 400);
  const tender = await context.repo.tenders.visible(id, member, readClock(clock));
  if (!tender || tender.buyerId !== member.id) notFound();
  const decision = { bidId, reason, showAmount: form.get("showAmount") === "on" };
  const lot = Number(form.get("lot") ?? "");
  const result =
    Number.isInteger(lot) && lot > 0
      ? await context.repo.tenders.awardLot(id, lot, member.id, decision, clock, tellOf(context))
      : await context.repo.tenders.award(id, member.id, decision, clock, tellOf(context));
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    if (result.reason === "panel")
      return data<AwardResult>(
        { error: panelWaitingText(await context.repo.tenders.panelWaiting(id)) },
        409,
      );
    return data<AwardResult>(
      {
        error:
          result.reason === "closed"
            ? "An award is chosen once, after the bid deadline, while the bids are evaluated."
            : result.reason === "lots" || result.reason === "no-lot"
              ? "Please award each lot of this tender from the comparison."
              : "Please choose one of the bids.",
      },
      409,
    );
  }
  return redirect(`/projects/${id}?done=${result.until ? "award-intended" : "awarded"}`);
}
