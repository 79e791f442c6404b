// The notices the network sends its members (server/outbox.ts): their kinds, as the
// notifications page, the bell and the e-mail settings name them. A later feature that tells
// members of something adds its kind here.

export const NOTIFICATION_KINDS = [
  "request-new",
  "request-reply",
  "review-reply",
  "company-decision",
  "tender-question",
  "tender-answer",
  "tender-update",
  "tender-invitation",
  "tender-outcome",
  "tender-receipt",
  "tender-evaluation",
  "forum-reply",
  "forum-mention",
  "group-thread",
  "forum-moderation",
  "training-registration",
  "training-reminder",
  "application-status",
  "job-alert",
  "freelance-proposal",
  "proposal-outcome",
  "contract-update",
  "certificate-expiry",
  "tender-match",
  "tender-search",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  "request-new": "New requests to my companies",
  "request-reply": "Replies in my conversations",
  "review-reply": "Replies to my reviews",
  "company-decision": "My companies approved or not approved",
  "tender-question": "Questions on my tenders",
  "tender-answer": "Answers on tenders I asked about, bid on, am invited to or follow",
  "tender-update": "Amendments of tenders I asked about, bid on, am invited to or follow",
  "tender-invitation": "Invitations to tenders",
  "tender-outcome": "Outcomes of tenders I bid on",
  "tender-receipt": "Receipts for my bids, with their hash",
  "tender-evaluation": "Bids to evaluate on tenders I sit on the panel of",
  "forum-reply": "Replies in threads I follow",
  "forum-mention": "Mentions of me in the forums",
  "group-thread": "New threads in groups I follow",
  "forum-moderation": "My forum posts hidden by a moderator, and why",
  "training-registration": "My training registrations and waiting list places",
  "training-reminder": "Reminders of training I registered for",
  "application-status": "Changes to my job applications",
  "job-alert": "New jobs matching my job alerts",
  "freelance-proposal": "New proposals to my freelance posts",
  "proposal-outcome": "Outcomes of my freelance proposals",
  "contract-update": "Contracts, orders, deliveries, invoices and payments I am a party to",
  "certificate-expiry": "My companies' certificates about to expire",
  "tender-match": "New tenders matching what my companies supply",
  "tender-search": "New tenders matching my saved searches",
};

export const isNotificationKind = (kind: unknown): kind is NotificationKind =>
  typeof kind === "string" && (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Notifications on one page of /account/notifications. */
export const NOTIFICATIONS_PER_PAGE = 20;
