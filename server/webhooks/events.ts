// The events a company's webhook endpoints may subscribe to (issue 45 item 4, docs/decisions/502):
// each is sent where the network already tells the company's owner of it (decision 121), in the
// same transaction. Types are Standard Webhooks' full-stop delimited names.

export const WEBHOOK_EVENTS = [
  "request.received",
  "tender.matching_published",
  "tender.question_answered",
  "award.decided",
  "contract.updated",
  "order.updated",
  "invoice.updated",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  "request.received": "A request received",
  "tender.matching_published": "A tender matching our capabilities published",
  "tender.question_answered": "A question answered",
  "award.decided": "An award decision on our bid",
  "contract.updated": "Contract events",
  "order.updated": "Order events",
  "invoice.updated": "Invoice and payment events",
};

export const isWebhookEvent = (value: unknown): value is WebhookEventType =>
  typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** An event for one company's endpoints, as a notice point hands it over. */
export interface WebhookEvent {
  vendorId: string;
  type: WebhookEventType;
  /** A thin payload: ids and a link, never what the company could not see on the site. */
  data: Record<string, string | number | boolean | null>;
}
