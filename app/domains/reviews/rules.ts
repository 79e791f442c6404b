import type { ReviewValues } from "./schema";

// The review forms' rules (issue 13) that the pages show: the limits on the inputs and the
// messages. The schemas that check a post against them are in ./schema, which only the server's
// actions load. The relationships and the report reasons are in app/domain/review-rules.ts: the
// sample data and the forum's reports share them.

export const REVIEW_LIMITS = {
  titleMax: 120,
  bodyMin: 50,
  bodyMax: 3000,
  replyMax: 2000,
} as const;

/** "4 out of 5 stars": the name of each star choice and the text equivalent of a rating. */
export function starsLabel(stars: number): string {
  return `${stars} out of 5 stars`;
}

export const REVIEW_MESSAGES = {
  rating: "Please choose a rating from 1 to 5 stars",
  titleRequired: "Please give your review a title",
  titleTooLong: `Title must be at most ${REVIEW_LIMITS.titleMax} characters`,
  bodyTooShort: `Review must be at least ${REVIEW_LIMITS.bodyMin} characters`,
  bodyTooLong: `Review must be at most ${REVIEW_LIMITS.bodyMax} characters`,
  relationship: "Please choose how you worked with this supplier",
  replyRequired: "Please write your reply",
  replyTooLong: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters`,
  reason: "Please choose why you are reporting this review",
  controlCharacters: "Remove the control characters and try again",
  title: "Title must be a single line",
} as const;

export const EMPTY_REVIEW: ReviewValues = { rating: "", title: "", body: "", relationship: "" };
