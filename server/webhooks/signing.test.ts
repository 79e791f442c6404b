import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newMessageId, newWebhookSecret, webhookHeaders } from "./signing";

// Our signatures checked by the reference implementation (the `standardwebhooks` package).

const body = JSON.stringify({
  type: "contract.updated",
  timestamp: "2026-11-29T10:00:00.000Z",
  data: { id: "c1" },
});

describe("a webhook's signature", () => {
  it("verifies with the reference standardwebhooks package", () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, newMessageId(), new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("is refused for a tampered body, another secret, or a changed id", () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, newMessageId(), new Date(), body);
    const hook = new Webhook(secret);
    expect(() => hook.verify(body.replace("c1", "c2"), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => hook.verify(body, { ...headers, "webhook-id": newMessageId() })).toThrow();
  });

  it("is refused when stale: signed more than five minutes before it is checked", () => {
    const secret = newWebhookSecret();
    const old = new Date(Date.now() - 6 * 60 * 1000);
    const headers = webhookHeaders(secret, newMessageId(), old, body);
    expect(() => new Webhook(secret).verify(body, headers)).toThrow(/too old/i);
  });

  it("has a whsec_ secret of 32 bytes and message ids without full stops", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(newMessageId()).toMatch(/^msg_[0-9a-z]{26}$/);
  });
});
