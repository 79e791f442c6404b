import { data, redirect, type AppLoadContext } from "react-router";
import { TENDER_LIMITS, TENDER_PHASES, TENDER_PHASE_LABELS, type TenderPhase } from "./rules";
import type { Viewer } from "~/lib/access.server";
import { systemClock, type Clock } from "~/lib/clock";
import { SEND_AGAIN } from "~/lib/form-data.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import type { InviteOptions } from "./invite-to-tender";
import type { LotOutcome } from "./lots";
import { tellOf } from "~/lib/tell.server";
import { datesLocale, DEFAULT_LOCALE, requestLocale } from "~/lib/locale";
import { formatInZone } from "~/lib/zoned-time";

// A member's procurement (/account/tenders, /account/bids) and the console's tenders, where
// operators unpublish one (its bidders and buyer are told why).

export async function loadMyTenders(
  context: AppLoadContext,
  request: Request,
  member: Viewer,
  now = new Date(),
) {
  const tenders = await context.repo.tenders.byBuyer(member.id, now);
  const locale = datesLocale(requestLocale(request));
  const groups = TENDER_PHASES.map((phase) => ({
    phase,
    label: TENDER_PHASE_LABELS[phase],
    tenders: tenders
      .filter((t) => t.phase === phase)
      .map((t) => ({
        id: t.id,
        title: t.title,
        bidDeadline: t.bidDeadline,
        /** In the tender's own zone, with its name, as its page shows it (decision 310). */
        bidDeadlineText: formatInZone(t.bidDeadline, t.timeZone, locale),
        questionCount: t.questionCount,
        bidCount: t.bidCount,
      })),
  })).filter((g) => g.tenders.length > 0);
  return { groups, deleted: new URL(request.url).searchParams.has("deleted") };
}

export const OUTCOME_LABELS = {
  pending: "Awaiting the outcome",
  awarded: "Awarded",
  "not-awarded": "Not awarded",
  intended: "Intended award, in standstill",
  "not-chosen": "Not chosen, in standstill",
  cancelled: "Tender cancelled",
} as const;

/** A bid's outcome in one lot, in words (decision 455): "Awarded lot 2". */
export function lotOutcomeWords(
  l: { lot: number; outcome: LotOutcome; until: string | null },
  timeZone: string,
  locale: string,
): string {
  const standstill = l.until ? `, standstill until ${formatInZone(l.until, timeZone, locale)}` : "";
  return `${LOT_OUTCOME_WORDS[l.outcome]} lot ${l.lot}${standstill}`;
}

const LOT_OUTCOME_WORDS: Record<LotOutcome, string> = {
  pending: "Awaiting the outcome of",
  awarded: "Awarded",
  "not-awarded": "Not awarded",
  intended: "Intended award of",
  "not-chosen": "Not chosen for",
  cancelled: "Tender cancelled, no award of",
};

export async function loadMyBids(
  context: AppLoadContext,
  member: Viewer,
  now = new Date(),
  locale = DEFAULT_LOCALE,
) {
  const bids = await context.repo.tenders.bidsOf(member.id, now);
  return {
    locale,
    bids: bids.map((b) => ({
      id: b.bidId,
      tenderId: b.tender.id,
      title: b.tender.title,
      vendorName: b.vendorName,
      total: b.total,
      currency: b.tender.currency,
      reconfirm: b.reconfirm && b.tender.phase === "open",
      phase: b.tender.phase as TenderPhase,
      bidDeadline: b.tender.bidDeadline,
      outcome: OUTCOME_LABELS[b.outcome],
      /** One line per lot the bid is on (none on an undivided tender). */
      lotOutcomes: b.lots.map((l) => lotOutcomeWords(l, b.tender.timeZone, datesLocale(locale))),
    })),
  };
}

export async function loadConsoleTenders(
  context: AppLoadContext,
  request: Request,
  now = new Date(),
) {
  const tenders = await context.repo.tenders.running(100, now);
  return {
    tenders: tenders.map((t) => ({
      id: t.id,
      title: t.title,
      buyerName: t.buyerName,
      phase: TENDER_PHASE_LABELS[t.phase],
      visibility: t.visibility,
      publishedAt: t.publishedAt,
    })),
    done: new URL(request.url).searchParams.has("done"),
  };
}

export async function unpublishAction(
  context: AppLoadContext,
  { viewer: operator, form }: Posted<FormOutcome>,
  clock: Clock = systemClock,
) {
  if (typeof form === "string") return data({ error: SEND_AGAIN, id: "" }, 400);
  const id = String(form.get("id") ?? "");
  const reason = String(form.get("reason") ?? "")
    .trim()
    .slice(0, TENDER_LIMITS.reasonMax);
  if (!reason)
    return data({ error: "Please give the reason: the buyer and bidders are told.", id }, 400);
  const result = await context.repo.tenders.cancel(
    id,
    { id: operator.id, asOperator: true },
    reason,
    clock,
    tellOf(context),
  );
  if (!result.ok) return data({ error: "Nothing changed: the tender has ended already.", id }, 409);
  return redirect("/admin/tenders?done=1");
}

/** The member's running tenders a company could be invited to (null when there are none). */
export async function inviteOptions(
  context: AppLoadContext,
  company: { id: string; slug: string; name: string; ownerId: string | null },
  now = new Date(),
) {
  const member = context.user;
  if (!member || company.ownerId === member.id) return null;
  return (await inviteOptionsFor(context, [company], new Set(), now)).get(company.id) ?? null;
}

/**
 * "Invite to tender" for each of several companies (a shortlist's suppliers), with the same
 * rule as a profile's: the member's running tenders, for any company but their own. The
 * invitation itself is the tender page's "invite" action, which checks the buyer again.
 */
export async function inviteOptionsFor(
  context: AppLoadContext,
  companies: readonly { id: string; slug: string; name: string }[],
  own?: ReadonlySet<string>,
  now = new Date(),
): Promise<Map<string, InviteOptions>> {
  const member = context.user;
  const options = new Map<string, InviteOptions>();
  if (!member || companies.length === 0) return options;
  const [running, owned] = await Promise.all([
    context.repo.tenders.byBuyer(member.id, now),
    own ?? context.repo.companies.ownedBy(member.id).then((cs) => new Set(cs.map((c) => c.id))),
  ]);
  const tenders = running
    .filter((t) => t.phase === "open")
    .map((t) => ({ id: t.id, title: t.title }));
  if (tenders.length === 0) return options;
  for (const c of companies) {
    if (!owned.has(c.id)) options.set(c.id, { company: { slug: c.slug, name: c.name }, tenders });
  }
  return options;
}
