import type { AppLoadContext } from "react-router";
import type { ComparisonInput } from "./comparison";
import type { Bid, TenderDetail } from "./data/model.server";
import { lotComparisonInput } from "./lots";

// What the comparison, the award's review and the bidders' standings are computed from
// (comparison.ts): the tender's items and criteria, the bids, the panel and its scores.

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
