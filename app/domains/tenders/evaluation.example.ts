import type { Criterion } from "./evaluation";

// The checked-in example of an evaluation (issue 41, Done means): 2 lots, 4 criteria, 2
// evaluators and 3 bids, with the ranking each lot must give. Alpha and Beta bid on both lots,
// Gamma on lot 1 only; the panel's scores are a bid's, for every lot it is on (decision 390), and
// the price formula is computed within each lot, so each lot has its own winner.

export interface EvaluationExampleLot {
  /** The lot's number; null for a tender without lots. */
  lot: number | null;
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

const SCORES = [
  ...scored("eva", "alpha", 8, 7, 6),
  ...scored("ian", "alpha", 9, 8, 6),
  ...scored("eva", "beta", 6, 6, 5),
  ...scored("ian", "beta", 5, 7, 4),
  ...scored("eva", "gamma", 9, 9, 8),
  ...scored("ian", "gamma", 10, 9, 9),
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
      lot: 1,
      bids: [
        { id: "alpha", supplier: "Alpha Fabrication", total: 10_000_000 },
        { id: "beta", supplier: "Beta Supplies", total: 8_000_000 },
        { id: "gamma", supplier: "Gamma Engineering", total: 12_000_000 },
      ],
      scores: SCORES,
      // Price: beta 40, alpha 40 x 80,000 / 100,000 = 32, gamma 40 x 80,000 / 120,000 = 26.67.
      // alpha 32 + 8.5 x 3 + 7.5 x 2 + 6 = 78.5; beta 40 + 16.5 + 13 + 4.5 = 74;
      // gamma 26.67 + 28.5 + 18 + 8.5 = 81.67: the dearest bid ranks first, the cheapest last.
      expected: {
        ranking: ["gamma", "alpha", "beta"],
        totals: { gamma: 81.67, alpha: 78.5, beta: 74 },
      },
    },
    {
      lot: 2,
      bids: [
        { id: "alpha", supplier: "Alpha Fabrication", total: 8_000_000 },
        { id: "beta", supplier: "Beta Supplies", total: 4_000_000 },
      ],
      scores: SCORES.filter((s) => s.bidId !== "gamma"),
      // Price: beta 40, alpha 40 x 40,000 / 80,000 = 20. alpha 20 + 25.5 + 15 + 6 = 66.5;
      // beta 40 + 16.5 + 13 + 4.5 = 74: the cheapest bid wins this lot.
      expected: {
        ranking: ["beta", "alpha"],
        totals: { beta: 74, alpha: 66.5 },
      },
    },
  ],
};
