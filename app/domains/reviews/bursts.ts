import { averageRating } from "~/domain/ratings";

// Bursts of reviews from new accounts (issue 25, docs/decisions/165): the reviews of accounts
// younger than NEW_ACCOUNT_DAYS, per company, cut into bursts wherever BURST_GAP_HOURS pass
// without one; a burst of BURST_MIN_REVIEWS or more is shown to operators with what it does to
// the company's rating, and can be hidden in one action.

/** An account this young is new: its reviews are looked at for bursts. */
export const NEW_ACCOUNT_DAYS = 7;
/** Reviews of one company further apart than this belong to different bursts. */
export const BURST_GAP_HOURS = 24;
/** Fewer reviews than this are not a burst. */
export const BURST_MIN_REVIEWS = 3;

/** The intent of the console's "Hide these N reviews" form, and the box that confirms it. */
export const HIDE_BURST = "hide-burst";
export const BURST_CONFIRM = "confirm";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A published review by a new account. */
export interface NewAccountReview {
  id: string;
  vendor: { id: string; slug: string; name: string };
  authorName: string;
  rating: number;
  title: string;
  createdAt: string;
  accountCreatedAt: string;
}

/** A company's published reviews: how many, and their stars added up. */
export interface RatingTotals {
  count: number;
  sum: number;
}

export interface ReviewBurst {
  vendor: NewAccountReview["vendor"];
  /** Oldest first. */
  reviews: NewAccountReview[];
  from: string;
  to: string;
  /** The shown rating now, and without this burst's reviews (null: no rating left). */
  ratingNow: number | null;
  ratingWithout: number | null;
}

/** From when reviews can be by an account younger than NEW_ACCOUNT_DAYS. */
export function newAccountsSince(now: Date, days = NEW_ACCOUNT_DAYS): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The bursts among `reviews` (by accounts made since `newAccountsSince(now)`), with their effect
 * on each company's rating from `totals`; the largest effect first.
 */
export function groupBursts(
  reviews: readonly NewAccountReview[],
  totals: ReadonlyMap<string, RatingTotals>,
  now: Date,
  { gapHours = BURST_GAP_HOURS, minReviews = BURST_MIN_REVIEWS, days = NEW_ACCOUNT_DAYS } = {},
): ReviewBurst[] {
  const since = newAccountsSince(now, days).getTime();
  const byVendor = new Map<string, NewAccountReview[]>();
  for (const review of reviews) {
    if (Date.parse(review.accountCreatedAt) < since) continue;
    const list = byVendor.get(review.vendor.id) ?? [];
    list.push(review);
    byVendor.set(review.vendor.id, list);
  }
  const bursts: ReviewBurst[] = [];
  for (const list of byVendor.values()) {
    list.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    let run: NewAccountReview[] = [];
    const close = () => {
      if (run.length >= minReviews) bursts.push(burstOf(run, totals));
      run = [];
    };
    for (const review of list) {
      const last = run.at(-1);
      if (last && Date.parse(review.createdAt) - Date.parse(last.createdAt) > gapHours * HOUR_MS) {
        close();
      }
      run.push(review);
    }
    close();
  }
  const effect = (b: ReviewBurst) => Math.abs((b.ratingNow ?? 0) - (b.ratingWithout ?? 0));
  return bursts.sort(
    (a, b) =>
      effect(b) - effect(a) || b.reviews.length - a.reviews.length || b.to.localeCompare(a.to),
  );
}

function burstOf(
  reviews: NewAccountReview[],
  totals: ReadonlyMap<string, RatingTotals>,
): ReviewBurst {
  const vendor = reviews[0]!.vendor;
  const total = totals.get(vendor.id) ?? {
    count: reviews.length,
    sum: reviews.reduce((n, r) => n + r.rating, 0),
  };
  const sum = reviews.reduce((n, r) => n + r.rating, 0);
  return {
    vendor,
    reviews,
    from: reviews[0]!.createdAt,
    to: reviews.at(-1)!.createdAt,
    ratingNow: averageRating(total.sum, total.count),
    ratingWithout: averageRating(total.sum - sum, total.count - reviews.length),
  };
}
