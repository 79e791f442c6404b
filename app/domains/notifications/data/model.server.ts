import type { WebhookEvent } from "../../../../server/webhooks/events";
import type { Db } from "../../../../server/db/database";
import type { NotificationKind } from "../rules";

// What the notifications' data functions share: a notice as an event writes it, a notification as
// a member's page reads it, and the store every function takes first.

/** A notice to write with its event. */
export interface NewNotice {
  kind: NotificationKind;
  /** The member told on the site; null for a signed-out buyer (e-mail only). */
  userId: string | null;
  /**
   * Where its e-mail goes; null for none; left out, the member's own address (`userId`'s
   * account), read in the event's transaction.
   */
  email?: string | null;
  title: string;
  body: string;
  /** A path on this site. */
  link: string;
  /** The e-mail (subject and text); without it there is no e-mail. */
  mail: { subject: string; text: string } | null;
  /** One notice per key, ever (a retried event writes nothing twice). */
  dedupeKey?: string;
  /** The same event for a company's webhook endpoints (decision 502), queued with the notice. */
  webhook?: WebhookEvent;
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotifierOptions {
  db: Db;
  /** Whether e-mail is configured (SMTP_URL): without it no outbox row is written. */
  mailEnabled: boolean;
  mailFrom: string;
  now?: () => Date;
  /** Called once an e-mail is queued, to send it soon (the worker's `kick`). */
  queued?: () => void;
}

/** The store every function of the notifications' data layer takes first. */
export interface NotificationStore {
  db: Db;
  mailEnabled: boolean;
  mailFrom: string;
  now: () => Date;
  /** Tells the outbox worker an e-mail was queued (nothing without mail). */
  queued: () => void;
}
