// How often a member may write to the network, per rule: shared by the pages (which say when
// to try again) and the server (which enforces it, per member, in loaders' actions).

export interface LimitRule {
  /** Sustained rate. */
  perMinute: number;
  /** How many may come at once before the rate applies. */
  burst: number;
}

export const MEMBER_LIMITS = {
  /** Registering a company or saving an edit to one. */
  "company-write": { perMinute: 2, burst: 10 },
  /** Writing, editing or deleting a review, or replying to one. */
  "review-write": { perMinute: 2, burst: 10 },
  /** Reporting a review. */
  "review-report": { perMinute: 2, burst: 10 },
  /** Replying to a request in a company's inbox. */
  "request-reply": { perMinute: 6, burst: 20 },
  /** Saving or removing a supplier or a job, and every change to a shortlist. */
  "shortlist-write": { perMinute: 30, burst: 60 },
  /** Publishing a tender. */
  "tender-publish": { perMinute: 1, burst: 5 },
  /** Saving a new tender as a draft (with its documents). */
  "tender-draft": { perMinute: 2, burst: 10 },
  /** Asking a question on a tender. */
  "tender-question": { perMinute: 2, burst: 10 },
  /** Placing or changing a bid. */
  "tender-bid": { perMinute: 4, burst: 20 },
  /** Downloading one's data (a ZIP made on the server each time). */
  "account-data": { perMinute: 1, burst: 3 },
  /** What needs the password again: two-step sign-in on or off, deleting the account. */
  "account-security": { perMinute: 3, burst: 10 },
  /** Posting a thread or reply, or editing one (issue 29). */
  "forum-post": { perMinute: 4, burst: 20 },
  /** The same, for accounts younger than NEW_MEMBER_HOURS: on top of "forum-post". */
  "forum-post-new": { perMinute: 1, burst: 5 },
  /** Reporting a thread or reply, marking one helpful, following. */
  "forum-react": { perMinute: 20, burst: 60 },
  /** Saving one's profile (and photo). */
  "profile-write": { perMinute: 4, burst: 20 },
  /** Saving, publishing, closing or reopening a job, or changing an application's status. */
  "job-post": { perMinute: 4, burst: 20 },
  /** Saving or removing a job alert. */
  "job-alert": { perMinute: 10, burst: 20 },
  /** Saving or deleting a saved search for tenders, renewing or revoking a calendar feed. */
  "tender-search": { perMinute: 10, burst: 20 },
  /** Saving, publishing, closing or reopening a freelance post, or accepting a proposal. */
  "freelance-post": { perMinute: 4, burst: 20 },
  /** Sending, changing or withdrawing a proposal to a freelance post. */
  "freelance-proposal": { perMinute: 4, burst: 20 },
  /** Attaching documents to a contract (issue 42). */
  "contract-document": { perMinute: 2, burst: 10 },
  /** Submitting a case study for the editors' approval. */
  "case-study": { perMinute: 1, burst: 3 },
  /** Registering for a training event or cancelling one's place. */
  "training-registration": { perMinute: 6, burst: 20 },
  /** Any request to the API (/api/v1) with a token, counted per token (decision 490). */
  "api-request": { perMinute: 120, burst: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof MEMBER_LIMITS;

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the next attempt would be allowed (0 when allowed). */
  retryAfter: number;
}

/** What a refused write tells the member. */
export function tooManyMessage(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `You're doing that too often. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`;
}
