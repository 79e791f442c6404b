import { data, redirect, type AppLoadContext } from "react-router";
import { notFound, type Viewer } from "~/lib/access.server";
import { readClock, systemClock, type Clock } from "~/lib/clock";
import { SEND_AGAIN } from "~/lib/form-data.server";
import { datesLocale, requestLocale } from "~/lib/locale";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { formatInZone } from "~/lib/zoned-time";
import { textOf } from "~/lib/form-data";
import { parseScore } from "./evaluation";
import { scoreKey, type EvaluationPage, type ScoreFields } from "./evaluation-view";
import { bidsUnsealed, TENDER_LIMITS } from "./rules";
import type { EvaluationRefusal, ScoreEntry } from "./data/evaluation.server";

// An evaluator's page (/projects/{id}/evaluate, decision 320): the panel's members only (anyone
// else, suppliers included, 404). After the deadline they declare no conflict of interest, then
// score each bid on each criterion the panel scores, save drafts and submit. Scoring is blind:
// the view model carries the others' scores only once the viewer has submitted their own.

async function seatOf(context: AppLoadContext, viewer: Viewer, id: string, now: Date) {
  const tender = await context.repo.tenders.detail(id, viewer, now);
  if (!tender || !tender.publishedAt) notFound();
  const panel = await context.repo.tenders.panel(id);
  const seat = panel.find((p) => p.memberId === viewer.id);
  if (!seat) notFound();
  return { tender, panel, seat };
}

const fieldsOf = (
  scores: { bidId: string; criterion: number; score: number | null; comment: string }[],
) =>
  Object.fromEntries(
    scores.map((s) => [
      scoreKey(s.bidId, s.criterion),
      { score: s.score === null ? "" : String(s.score), comment: s.comment },
    ]),
  );

export async function loadEvaluation(
  context: AppLoadContext,
  request: Request,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<EvaluationPage> {
  const { tender, panel, seat } = await seatOf(context, viewer, id, now);
  const base = { id, title: tender.title, isBuyer: tender.buyerId === viewer.id };
  if (!bidsUnsealed(tender, now))
    return {
      ...base,
      state: "sealed",
      bidDeadline: tender.bidDeadline,
      bidDeadlineText: formatInZone(
        tender.bidDeadline,
        tender.timeZone,
        datesLocale(requestLocale(request)),
      ),
    };
  const open = tender.phase === "evaluation";
  if (!seat.declaredAt)
    return { ...base, state: "declare", bidCount: await context.repo.tenders.bidCount(id), open };
  const [bids, own, submitted] = await Promise.all([
    context.repo.tenders.sealedBids(id, viewer.id, now),
    context.repo.tenders.ownScores(id, viewer.id),
    context.repo.tenders.submittedScores(id, viewer.id),
  ]);
  const others =
    submitted === null
      ? null
      : panel
          .filter((p) => p.memberId !== viewer.id && p.submittedAt)
          .map((p) => ({
            name: p.name,
            scores: fieldsOf(submitted.filter((s) => s.memberId === p.memberId)),
          }));
  return {
    ...base,
    state: seat.submittedAt ? "submitted" : "scoring",
    open,
    money: { currency: tender.currency, locale: requestLocale(request) },
    criteria: tender.criteria
      .map((c, index) => ({ ...c, index }))
      .filter((c) => c.method === "scored"),
    bids: (bids ?? []).map((b) => ({
      id: b.id,
      vendorName: b.vendor.name,
      total: b.total,
      deliveryDays: b.deliveryDays,
      validUntil: b.validUntil,
      message: b.message,
      documents: b.documents.map((d) => ({ id: d.id, name: d.name })),
    })),
    own: fieldsOf(own),
    panel: panel.map((p) => ({
      name: p.name,
      submitted: p.submittedAt !== null,
      own: p.memberId === viewer.id,
    })),
    others,
  };
}

export interface EvaluationResult {
  error: string;
  /** The scores as posted, shown again with the problem. */
  values?: ScoreFields;
}

const REFUSALS: Record<EvaluationRefusal, string> = {
  "not-found": "You are not on this tender's evaluation panel.",
  sealed: "The bids are sealed until the deadline: scoring starts then.",
  closed: "Scoring has ended: the tender's outcome is recorded.",
  conflict:
    "You own a company that bid on this tender, so you cannot evaluate it. Please tell the buyer.",
  undeclared: "Please declare that you have no conflict of interest first.",
  submitted: "Your scores are submitted and locked.",
  incomplete: "Please score every bid on every criterion before you submit.",
};

/** The evaluator declares no conflict of interest, saves a draft of their scores, or submits. */
export async function evaluationAction(
  context: AppLoadContext,
  { viewer, form }: Posted<FormOutcome>,
  id: string,
  clock: Clock = systemClock,
) {
  if (typeof form === "string") return data<EvaluationResult>({ error: SEND_AGAIN }, 400);
  const now = readClock(clock);
  const { tender } = await seatOf(context, viewer, id, now);
  const member = { id: viewer.id, name: viewer.name };
  const intent = form.get("intent");
  if (intent === "declare") {
    if (form.get("noConflict") !== "on")
      return data<EvaluationResult>(
        { error: "Please tick the box to declare that you have no conflict of interest." },
        400,
      );
    const done = await context.repo.tenders.declareNoConflict(id, member, clock);
    if (!done.ok) return data<EvaluationResult>({ error: REFUSALS[done.reason] }, 409);
    return redirect(`/projects/${id}/evaluate?done=declared`);
  }
  const bids = (await context.repo.tenders.sealedBids(id, viewer.id, now)) ?? [];
  const values: ScoreFields = {};
  const entries: ScoreEntry[] = [];
  let problem: string | null = null;
  for (const bid of bids) {
    tender.criteria.forEach((c, criterion) => {
      if (c.method !== "scored") return;
      const key = scoreKey(bid.id, criterion);
      const text = textOf(form.get(`score.${key}`) ?? "");
      const comment = textOf(form.get(`comment.${key}`) ?? "")
        .trim()
        .slice(0, TENDER_LIMITS.commentMax);
      values[key] = { score: text, comment };
      const score = parseScore(text);
      if (score === null) problem = "Scores are whole numbers from 0 to 10.";
      else entries.push({ bidId: bid.id, criterion, score: score === "" ? null : score, comment });
    });
  }
  if (problem) return data<EvaluationResult>({ error: problem, values }, 400);
  const submit = intent === "submit";
  const saved = await context.repo.tenders.saveScores(id, member, entries, submit, clock);
  if (!saved.ok) return data<EvaluationResult>({ error: REFUSALS[saved.reason], values }, 409);
  return redirect(`/projects/${id}/evaluate?done=${submit ? "submitted" : "saved"}`);
}
