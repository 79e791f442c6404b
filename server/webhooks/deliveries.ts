import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { guardedLookup, type AddressRule } from "./address";
import type { WebhookEvent } from "./events";
import { newMessageId, webhookHeaders } from "./signing";

// A company's webhook messages (docs/decisions/503-505): queued in the event's transaction, one
// delivery per subscribed endpoint, all with one message id; sent by the job runner's
// `webhook_send` job, which claims due deliveries with a lease (one server sends each), and
// retried on Standard Webhooks' example schedule with the same `webhook-id` until a 2xx answer,
// a 410 or the last attempt. "Send again" makes a delivery due now, with the same id.

/** Seconds after the nth failed attempt before the next (n = 1...9): then it has failed. */
export const RETRY_DELAYS_S = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** How long one server holds a delivery it is sending. */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 15_000;

type Writer = Transaction<Database> | Db;

/** Queues `event` for each of its company's endpoints that subscribed to it. */
export async function queueWebhookEvent(trx: Writer, event: WebhookEvent, at: Date) {
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("vendor_id", "=", event.vendorId)
    .execute();
  const wanted = endpoints.filter((e) => (JSON.parse(e.events) as string[]).includes(event.type));
  if (wanted.length === 0) return 0;
  const messageId = newMessageId();
  const payload = JSON.stringify({
    type: event.type,
    timestamp: at.toISOString(),
    data: event.data,
  });
  await trx
    .insertInto("webhook_deliveries")
    .values(
      wanted.map((e) => ({
        id: randomUUID(),
        endpoint_id: e.id,
        vendor_id: event.vendorId,
        message_id: messageId,
        event: event.type,
        payload,
        status: "pending",
        attempts: 0,
        last_status: null,
        last_error: null,
        next_attempt_at: at.getTime(),
        lease_until: null,
        created_at: at.toISOString(),
        delivered_at: null,
      })),
    )
    .execute();
  return wanted.length;
}

export type PostResult = { status: number } | { error: string };
export type Post = (
  url: string,
  headers: Record<string, string>,
  body: string,
  rule: AddressRule,
) => Promise<PostResult>;

/** POSTs one attempt; no redirects followed (a 3xx is a failure), 15 s at most. */
export const postWebhook: Post = (url, headers, body, rule) =>
  new Promise((resolve) => {
    const target = new URL(url);
    const client = target.protocol === "https:" ? https : http;
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(rule) as never,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", (e) => resolve({ error: e.message }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("No answer within 15 seconds")));
    request.on("error", (e) => resolve({ error: e.message.slice(0, 200) }));
    request.end(body);
  });

export interface WebhookSenderOptions {
  db: Db;
  rule: AddressRule;
  now?: () => Date;
  post?: Post;
  log?: (message: string, error?: unknown) => void;
}

export function createWebhookSender({
  db,
  rule,
  now = () => new Date(),
  post = postWebhook,
}: WebhookSenderOptions) {
  /** Takes a due delivery for this server, or null when another took it first. */
  async function claim(id: string, at: number) {
    const taken = await db
      .updateTable("webhook_deliveries")
      .set({ lease_until: at + LEASE_MS })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", at)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  async function attempt(id: string) {
    const row = await db
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
      .select(["d.message_id", "d.payload", "d.attempts", "e.url", "e.secret"])
      .where("d.id", "=", id)
      .executeTakeFirst();
    if (!row) return;
    const sentAt = now();
    const headers = webhookHeaders(row.secret, row.message_id, sentAt, row.payload);
    const result = await post(row.url, headers, row.payload, rule);
    const attempts = row.attempts + 1;
    const status = "status" in result ? result.status : null;
    const ok = status !== null && status >= 200 && status < 300;
    const gone = status === 410 || attempts >= MAX_ATTEMPTS;
    const next = ok || gone ? null : sentAt.getTime() + RETRY_DELAYS_S[attempts - 1]! * 1000;
    await db
      .updateTable("webhook_deliveries")
      .set({
        status: ok ? "delivered" : gone ? "failed" : "pending",
        attempts,
        last_status: status,
        last_error: "error" in result ? result.error : null,
        next_attempt_at: next,
        lease_until: null,
        delivered_at: ok ? sentAt.toISOString() : null,
      })
      .where("id", "=", id)
      .execute();
  }

  return {
    /** Sends the deliveries due now; returns how many were attempted. */
    async runDue(limit = 20): Promise<number> {
      const at = now().getTime();
      const due = await db
        .selectFrom("webhook_deliveries")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", at)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", at)]))
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
      let sent = 0;
      for (const { id } of due) {
        if (!(await claim(id, at))) continue;
        await attempt(id);
        sent += 1;
      }
      return sent;
    },
    /** When the next pending delivery is due (ms), or null. */
    async nextDue(): Promise<number | null> {
      const row = await db
        .selectFrom("webhook_deliveries")
        .select((eb) => eb.fn.min("next_attempt_at").as("next"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      return row?.next == null ? null : Number(row.next);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
