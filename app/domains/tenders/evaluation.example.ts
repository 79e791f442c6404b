import type { Criterion } from "./evaluation";

// The checked-in example of an evaluation (issue 41, Done means): 4 criteria, 2 evaluators and
// 3 bids, with the ranking they must give. The bids and scores sit in `lots`, one per lot; a
// tender without lots has the one lot `null` (the whole tender), so lots add entries here.

export interface EvaluationExampleLot {
  /** The lot's id; null for a tender without lots. */
  lot: string | null;
  /** Totals in cents. */
  bids: { id: string; supplier: string; total: number }[];
  /** Every evaluator's submitted score per bid and criterion (the criterion's index). */
  scores: { evaluatorId: string; bidId: string; criterion: number; score: number }[];
  expected: {
    /** Bid ids, best first. */
    ranking: string[];
    /** Weighted totals out of 100, by bid id. */
    totals: Record<string, number>;
  };
}

export interface EvaluationExample {
  criteria: Criterion[];
  evaluators: { id: string; name: string }[];
  lots: EvaluationExampleLot[];
}

/** Each evaluator's scores for one bid, in the criteria's order (price is not scored). */
const scored = (
  evaluatorId: string,
  bidId: string,
  technical: number,
  quality: number,
  sustainability: number,
) => [
  { evaluatorId, bidId, criterion: 1, score: technical },
  { evaluatorId, bidId, criterion: 2, score: quality },
  { evaluatorId, bidId, criterion: 3, score: sustainability },
];

export const EVALUATION_EXAMPLE: EvaluationExample = {
  criteria: [
    { name: "Price", weight: 40, method: "price" },
    { name: "Technical merit", weight: 30, method: "scored" },
    { name: "Quality", weight: 20, method: "scored" },
    { name: "Sustainability", weight: 10, method: "scored" },
  ],
  evaluators: [
    { id: "eva", name: "Eva Evaluator" },
    { id: "ian", name: "Ian Inspector" },
  ],
  lots: [
    {
      lot: null,
      bids: [
        { id: "alpha", supplier: "Alpha Fabrication", total: 10_000_000 },
        { id: "beta", supplier: "Beta Supplies", total: 8_000_000 },
        { id: "gamma", supplier: "Gamma Engineering", total: 12_000_000 },
      ],
      scores: [
        ...scored("eva", "alpha", 8, 7, 6),
        ...scored("ian", "alpha", 9, 8, 6),
        ...scored("eva", "beta", 6, 6, 5),
        ...scored("ian", "beta", 5, 7, 4),
        ...scored("eva", "gamma", 9, 9, 8),
        ...scored("ian", "gamma", 10, 9, 9),
      ],
      // Price: beta 40, alpha 40 x 80,000 / 100,000 = 32, gamma 40 x 80,000 / 120,000 = 26.67.
      // alpha 32 + 8.5 x 3 + 7.5 x 2 + 6 = 78.5; beta 40 + 16.5 + 13 + 4.5 = 74;
      // gamma 26.67 + 28.5 + 18 + 8.5 = 81.67: the dearest bid ranks first, the cheapest last.
      expected: {
        ranking: ["gamma", "alpha", "beta"],
        totals: { gamma: 81.67, alpha: 78.5, beta: 74 },
      },
    },
  ],
};
