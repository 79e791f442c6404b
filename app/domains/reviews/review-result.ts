import type { Review } from "~/data/types";
import type { DistributionRow } from "~/domain/ratings";
import type { ReviewRefusal } from "./permissions";

// What the review forms' route actions answer (review-action.server.ts), as the forms read it.

export const REVIEW_INTENTS = [
  "create",
  "update",
  "delete",
  "reply",
  "delete-reply",
  "report",
] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export interface ReviewActionResult {
  intent: ReviewIntent | null;
  /** The review the form was about (reply, report, delete). */
  reviewId: string | null;
  ok: boolean;
  /** The confirmation, or the problem with the whole form. */
  message: string | null;
  /** Problems by field name. */
  errors: Record<string, string>;
  /** What was typed, shown again after a refusal. */
  values: Record<string, string>;
}

/** This form's answer: the last one, when it was about this intent (and this review). */
export function resultFor(
  result: ReviewActionResult | null | undefined,
  intents: readonly ReviewIntent[],
  reviewId?: string,
): ReviewActionResult | null {
  if (!result || !result.intent || !intents.includes(result.intent)) return null;
  if (reviewId !== undefined && result.reviewId !== reviewId) return null;
  return result;
}

export interface ShownReview extends Review {
  /** Written by the visitor. */
  mine: boolean;
  mayReport: boolean;
  mayReply: boolean;
}

export interface ReviewsData {
  count: number;
  /** The average shown, to one decimal; null while there are no published reviews. */
  average: number | null;
  distribution: DistributionRow[];
  reviews: ShownReview[];
  /** The link that shows ten more, or null when every review is shown. */
  nextPageHref: string | null;
  /** Signed out: where to sign in and come back. */
  signInHref: string | null;
  /** Why the visitor may not write a review (signed out, or the owner), or null. */
  writeRefusal: ReviewRefusal | null;
  /** The visitor's own review, hidden or not, to edit or delete. */
  ownReview: Review | null;
}
