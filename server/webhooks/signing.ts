import { createHmac, randomBytes } from "node:crypto";

// Webhook messages signed as Standard Webhooks 1.0 describes (../shared/standards/webhooks,
// docs/decisions/503): a secret of 32 random bytes shown as `whsec_` + base64; the signed content
// `msg_id.timestamp.body`, HMAC-SHA256, sent as `v1,<base64>` in `webhook-signature`, with
// `webhook-id` (the same on every attempt) and `webhook-timestamp` (seconds, of this attempt).

export const SECRET_PREFIX = "whsec_";

/** A new endpoint's signing secret, as shown to its company once. */
export const newWebhookSecret = () => SECRET_PREFIX + randomBytes(32).toString("base64");

/** A message id: `msg_` and 26 characters of [0-9a-z], never a full stop. */
export const newMessageId = () =>
  "msg_" + [...randomBytes(26)].map((b) => "0123456789abcdefghijklmnopqrstuvwxyz"[b % 36]).join("");

/** The `v1,` signature of one attempt of a message. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error("Not a whsec_ secret.");
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  const mac = createHmac("sha256", key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}

/** The headers of one attempt. */
export function webhookHeaders(secret: string, id: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "ProcureConnect-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(secret, id, timestamp, body),
  };
}
