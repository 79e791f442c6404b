import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { isWebhookEvent, type WebhookEventType } from "./events";
import { newWebhookSecret } from "./signing";

// A company's webhook endpoints and its deliveries, as its owner manages them (decision 505):
// every read and write names the company, found by its slug and its owner, so that a member of
// another company finds nothing. The secret is read back only to sign (deliveries.ts).

export const MAX_ENDPOINTS = 10;
export const DELIVERIES_SHOWN = 50;

export interface OwnedCompany {
  id: string;
  name: string;
  slug: string;
}

/** The company with `slug` if `memberId` owns it. */
export async function ownedCompany(db: Db, slug: string, memberId: string) {
  return db
    .selectFrom("vendors")
    .select(["id", "name", "slug"])
    .where("slug", "=", slug)
    .where("owner_id", "=", memberId)
    .executeTakeFirst() as Promise<OwnedCompany | undefined>;
}

export async function endpointsOf(db: Db, vendorId: string) {
  const rows = await db
    .selectFrom("webhook_endpoints")
    .select(["id", "url", "events", "created_at"])
    .where("vendor_id", "=", vendorId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    events: (JSON.parse(r.events) as unknown[]).filter(isWebhookEvent),
    createdAt: r.created_at,
  }));
}

/** Adds an endpoint; its secret, to show once, or null past MAX_ENDPOINTS. */
export async function addEndpoint(
  db: Db,
  vendorId: string,
  memberId: string,
  endpoint: { url: string; events: WebhookEventType[] },
  now: Date,
): Promise<{ id: string; secret: string } | null> {
  return db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom("webhook_endpoints")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("vendor_id", "=", vendorId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_ENDPOINTS) return null;
    const id = randomUUID();
    const secret = newWebhookSecret();
    await trx
      .insertInto("webhook_endpoints")
      .values({
        id,
        vendor_id: vendorId,
        url: endpoint.url,
        events: JSON.stringify(endpoint.events),
        secret,
        created_by: memberId,
        created_at: now.toISOString(),
      })
      .execute();
    return { id, secret };
  });
}

export async function removeEndpoint(db: Db, vendorId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("webhook_endpoints")
    .where("id", "=", id)
    .where("vendor_id", "=", vendorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deliveriesOf(db: Db, vendorId: string) {
  const rows = await db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
    .select([
      "d.id",
      "d.message_id",
      "d.event",
      "d.status",
      "d.attempts",
      "d.last_status",
      "d.last_error",
      "d.next_attempt_at",
      "d.created_at",
      "d.delivered_at",
      "e.url",
    ])
    .where("d.vendor_id", "=", vendorId)
    .orderBy("d.created_at", "desc")
    .orderBy("d.id")
    .limit(DELIVERIES_SHOWN)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    event: r.event,
    status: r.status as "pending" | "delivered" | "failed",
    attempts: r.attempts,
    lastStatus: r.last_status,
    lastError: r.last_error,
    nextAttemptAt:
      r.next_attempt_at === null ? null : new Date(Number(r.next_attempt_at)).toISOString(),
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
    url: r.url,
  }));
}

/** Makes a delivery of the company due now, with the same message id ("Send again"). */
export async function sendAgain(db: Db, vendorId: string, id: string, now: Date) {
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ status: "pending", next_attempt_at: now.getTime(), lease_until: null })
    .where("id", "=", id)
    .where("vendor_id", "=", vendorId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
