// The evaluation of a tender's bids (issue 41, docs/decisions/320): any criterion the buyer
// names, each with a weight (the weights add up to 100) and a method. A "price" criterion is
// scored by formula, the lowest total over this bid's total, times the weight; a "scored" one
// by the evaluation panel, 0 to 10 each, the average of the evaluators who submitted, over 10,
// times the weight. Pure, so the comparison page, its exports and the tests agree to the digit.

export const CRITERION_METHODS = ["price", "scored"] as const;
export type CriterionMethod = (typeof CRITERION_METHODS)[number];

export const CRITERION_METHOD_LABELS: Record<CriterionMethod, string> = {
  price: "Price, by formula",
  scored: "Scored 0-10 by the panel",
};

export const isCriterionMethod = (v: unknown): v is CriterionMethod =>
  typeof v === "string" && (CRITERION_METHODS as readonly string[]).includes(v);

/** What the weights of a tender's criteria add up to. */
export const WEIGHTS_TOTAL = 100;
/** The highest score an evaluator gives (the lowest is 0). */
export const SCORE_MAX = 10;

export interface Criterion {
  name: string;
  weight: number;
  method: CriterionMethod;
}

/** A criterion as stored before methods existed: price-like names by formula, others scored. */
export const methodByName = (name: string): CriterionMethod =>
  /price|cost/i.test(name) ? "price" : "scored";

/** Why these criteria cannot be saved, or null: weights add up to 100, one price at most. */
export function criteriaProblem(
  criteria: readonly { weight: number; method: CriterionMethod }[],
): string | null {
  if (criteria.length === 0) return null;
  const sum = criteria.reduce((s, c) => s + c.weight, 0);
  if (sum !== WEIGHTS_TOTAL)
    return `The weights add up to ${sum}: they must add up to ${WEIGHTS_TOTAL}.`;
  if (criteria.filter((c) => c.method === "price").length > 1)
    return "Only one criterion can be scored by price.";
  return null;
}

/** A score as typed: a whole number from 0 to 10, "" for none yet, or null when it is not one. */
export function parseScore(text: string): number | "" | null {
  const t = text.trim();
  if (t === "") return "";
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n <= SCORE_MAX ? n : null;
}

export interface EvaluationInput {
  criteria: readonly Criterion[];
  /** Totals in cents. */
  bids: readonly { id: string; total: number }[];
  /** The panel, and whether each has submitted: only submitted scores count. */
  evaluators: readonly { id: string; submitted: boolean }[];
  /** `criterion` is the criterion's index in `criteria`. */
  scores: readonly { evaluatorId: string; bidId: string; criterion: number; score: number }[];
}

export interface CriterionResult {
  criterion: number;
  /** Average of the submitted scores, 0-10 (scored criteria); null when none was submitted. */
  average: number | null;
  /** Points towards the total, 0 to the criterion's weight; null while none was submitted. */
  points: number | null;
}

export interface BidResult {
  bidId: string;
  parts: CriterionResult[];
  /** Out of 100 (weights not adding up to 100, on older tenders, are scaled to it). */
  total: number;
  /** 1 for the best; equal totals share a rank. */
  rank: number;
}

export interface Evaluation {
  /** Best first. */
  bids: BidResult[];
  submitted: number;
  panel: number;
  /** Every evaluator has submitted (or nothing is scored by the panel). */
  complete: boolean;
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** The bids' scores per criterion, their weighted totals and their ranking. */
export function evaluate(input: EvaluationInput): Evaluation {
  const submittedIds = new Set(input.evaluators.filter((e) => e.submitted).map((e) => e.id));
  const weights = input.criteria.reduce((s, c) => s + c.weight, 0);
  const lowest = Math.min(...input.bids.map((b) => b.total));
  const results = input.bids.map((bid) => {
    const parts = input.criteria.map((c, i): CriterionResult => {
      if (c.method === "price") {
        const share = bid.total > 0 ? lowest / bid.total : 1;
        return { criterion: i, average: null, points: share * c.weight };
      }
      const given = input.scores.filter(
        (s) => s.bidId === bid.id && s.criterion === i && submittedIds.has(s.evaluatorId),
      );
      if (given.length === 0) return { criterion: i, average: null, points: null };
      const average = given.reduce((s, g) => s + g.score, 0) / given.length;
      return { criterion: i, average, points: (average / SCORE_MAX) * c.weight };
    });
    const sum = parts.reduce((s, p) => s + (p.points ?? 0), 0);
    const total = weights > 0 ? (sum * WEIGHTS_TOTAL) / weights : 0;
    return { bid, parts, total };
  });
  results.sort((a, b) => b.total - a.total || a.bid.total - b.bid.total);
  const bids = results.map((r, i): BidResult => {
    const first = results.findIndex((o) => Math.abs(o.total - r.total) < 1e-9);
    return {
      bidId: r.bid.id,
      parts: r.parts.map((p) => ({
        criterion: p.criterion,
        average: p.average === null ? null : round(p.average),
        points: p.points === null ? null : round(p.points),
      })),
      total: round(r.total),
      rank: (first === -1 ? i : first) + 1,
    };
  });
  const panelScores = input.criteria.some((c) => c.method === "scored");
  return {
    bids,
    submitted: submittedIds.size,
    panel: input.evaluators.length,
    complete: !panelScores || input.evaluators.every((e) => e.submitted),
  };
}
