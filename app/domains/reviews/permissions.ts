import type { Actor } from "~/domain/actor";

// Who may do what with reviews (issue 13), in one place: loaders ask it what to offer, actions
// ask it again before each write (hiding a button is not a permission).

export interface ReviewedVendor {
  /** The member who owns the company; null for the sample vendors. */
  ownerId: string | null;
}

export interface ReviewRef {
  authorId: string;
}

export const REVIEW_REFUSALS = {
  signIn: "Please sign in to do that.",
  ownCompany: "You cannot review a company you own.",
  alreadyReviewed: "You have already reviewed this company. You can edit or delete your review.",
  notYours: "Only the author of a review can change it.",
  notOwner: "Only the company's owner can reply to its reviews.",
  ownReview: "You cannot report your own review.",
  gone: "This review no longer exists.",
  notVerifiedBuyer:
    "A review is marked as a verified buyer's once a contract with this company is completed on ProcureConnect.",
} as const;

export type ReviewRefusal = keyof typeof REVIEW_REFUSALS;

/** A member may review any company but their own. */
export function mayReview(actor: Actor | null, vendor: ReviewedVendor): ReviewRefusal | null {
  if (!actor) return "signIn";
  if (vendor.ownerId !== null && vendor.ownerId === actor.id) return "ownCompany";
  return null;
}

/** Only the author edits or deletes a review. */
export function mayChangeReview(actor: Actor | null, review: ReviewRef): ReviewRefusal | null {
  if (!actor) return "signIn";
  return review.authorId === actor.id ? null : "notYours";
}

/** Only the company's owner replies under its reviews. */
export function mayReply(actor: Actor | null, vendor: ReviewedVendor): ReviewRefusal | null {
  if (!actor) return "signIn";
  return vendor.ownerId !== null && vendor.ownerId === actor.id ? null : "notOwner";
}

/** Any member but the author may report a review. */
export function mayReport(actor: Actor | null, review: ReviewRef): ReviewRefusal | null {
  if (!actor) return "signIn";
  return review.authorId === actor.id ? "ownReview" : null;
}

/** Only operators hide and restore reviews. */
export function mayModerate(actor: Actor | null): boolean {
  return actor?.isOperator === true;
}
