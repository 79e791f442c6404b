// A supplier's scorecard on its profile (issue 42 Build 6): computed from its contracts on the
// site, never stored. On-time delivery: orders received in full by their delivery date, of those
// received in full; invoices matched first time: invoices whose three-way match found nothing
// when they were submitted, of all submitted; disputes: invoices the buyer disputed; the verified
// rating: the average of the reviews from verified buyers.

export interface ScorecardInput {
  /** Each order received in full: its requested delivery date and when it was received. */
  received: readonly { deliveryDate: string; receivedAt: string }[];
  /** Each invoice: whether it was flagged when submitted, and its status. */
  invoices: readonly { flagged: boolean; status: string }[];
  /** The ratings of the reviews that count as from verified buyers. */
  verifiedRatings: readonly number[];
}

export interface Share {
  count: number;
  of: number;
}

export interface Scorecard {
  onTime: Share;
  matchedFirstTime: Share;
  disputes: number;
  verifiedRating: { average: number | null; count: number };
}

export function scorecard(input: ScorecardInput): Scorecard {
  const onTime = input.received.filter((o) => o.receivedAt.slice(0, 10) <= o.deliveryDate).length;
  const ratings = input.verifiedRatings;
  return {
    onTime: { count: onTime, of: input.received.length },
    matchedFirstTime: {
      count: input.invoices.filter((i) => !i.flagged).length,
      of: input.invoices.length,
    },
    disputes: input.invoices.filter((i) => i.status === "disputed").length,
    verifiedRating: {
      average: ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
        : null,
      count: ratings.length,
    },
  };
}

/** "3 of 4 (75%)", or "None yet". */
export const shareText = ({ count, of }: Share) =>
  of === 0 ? "None yet" : `${count} of ${of} (${Math.round((count / of) * 100)}%)`;

/** Whether the scorecard has anything to show. */
export const hasRecord = (card: Scorecard) =>
  card.onTime.of + card.matchedFirstTime.of + card.verifiedRating.count > 0;
