import {
  compareBids,
  type Comparison,
  type ComparisonColumn,
  type ComparisonInput,
} from "./comparison";

// The award's pure rules (issue 41 Build 5, decision 340): the standstill's length and end, the
// ranking the award is made on, and what each bidder may read of it: their own standing against
// the winner's, never another bidder's. The numbers are the comparison's (compareBids).

export const STANDSTILL_DAYS = { min: 0, max: 30, default: 10 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a standstill of `days` that starts at `from` ends (whole days of 24 hours). */
export const standstillEnd = (from: Date, days: number): Date =>
  new Date(from.getTime() + days * DAY_MS);

/** Whether `days` is a standstill a tender may have. */
export const isStandstillDays = (days: number): boolean =>
  Number.isInteger(days) && days >= STANDSTILL_DAYS.min && days <= STANDSTILL_DAYS.max;

/** The bids in the order the award ranks them: by weighted score when scored, else by total. */
export const ranking = (input: ComparisonInput): Comparison => compareBids(input, "score");

/** One criterion's share of a bid's score: its points out of the criterion's share of 100. */
export interface CriterionScore {
  name: string;
  /** The criterion's weight as a share of 100. */
  outOf: number;
  /** Null while the panel has not submitted its scores of it. */
  points: number | null;
}

export interface Standing {
  bidId: string;
  vendorName: string;
  rank: number;
  /** Cents. */
  total: number;
  /** Out of 100; null without criteria. */
  score: number | null;
  criteria: CriterionScore[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function standingOf(ranked: Comparison, column: ComparisonColumn, index: number): Standing {
  const weights = ranked.criteria.reduce((s, c) => s + c.weight, 0);
  return {
    bidId: column.bidId,
    vendorName: column.vendorName,
    rank: column.rank ?? index + 1,
    total: column.total,
    score: column.score,
    criteria: column.parts.map((p) => ({
      name: ranked.criteria[p.criterion]?.name ?? "",
      outOf:
        weights > 0 ? round1(((ranked.criteria[p.criterion]?.weight ?? 0) / weights) * 100) : 0,
      points: p.points === null ? null : round1(p.points),
    })),
  };
}

/** Every bid's standing, in rank order (the buyer's confirmation page). */
export const standings = (ranked: Comparison): Standing[] =>
  ranked.columns.map((column, index) => standingOf(ranked, column, index));

/** What one bidder reads of the award: their own standing and the winner's, nothing else. */
export interface BidderStanding {
  own: Standing;
  /** Null when the bidder's own bid is the winner. */
  winner: Standing | null;
  bids: number;
  scored: boolean;
}

export function bidderStanding(
  ranked: Comparison,
  ownBidId: string,
  winnerBidId: string,
): BidderStanding | null {
  const all = standings(ranked);
  const own = all.find((s) => s.bidId === ownBidId);
  const winner = all.find((s) => s.bidId === winnerBidId);
  if (!own || !winner) return null;
  return {
    own,
    winner: own.bidId === winner.bidId ? null : winner,
    bids: all.length,
    scored: ranked.scored,
  };
}
