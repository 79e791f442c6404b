import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../db/database";
import { seedSampleData } from "../db/seed";
import {
  openTestInstallation,
  testBackends,
  twoSampleCompanies,
  type TestInstallation,
} from "../db/testing";
import { createWebhookSender, MAX_ATTEMPTS, queueWebhookEvent, RETRY_DELAYS_S } from "./deliveries";
import { newWebhookSecret } from "./signing";

// Deliveries to a local endpoint (a test HTTP server): signed so that the reference package
// verifies them, retried on the schedule with the same webhook-id while it answers 500 (a fake
// clock moves between runs), and failed after the last attempt.

type Received = { headers: http.IncomingHttpHeaders; body: string };
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

async function endpointServer(answer: () => number) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer()).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  opened.push({ close: () => new Promise((r) => server.close(() => r())) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

async function addEndpoint(db: Db, vendorId: string, url: string, events: string[]) {
  const secret = newWebhookSecret();
  await db
    .insertInto("webhook_endpoints")
    .values({
      id: `e-${Math.random()}`,
      vendor_id: vendorId,
      url,
      events: JSON.stringify(events),
      secret,
      created_by: "owner",
      created_at: new Date().toISOString(),
    })
    .execute();
  return secret;
}

const headerRecord = (h: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));

describe.each(testBackends)("webhook deliveries on $name", ({ name }) => {
  async function setup() {
    const installation: TestInstallation = await openTestInstallation(name);
    opened.push(installation);
    await seedSampleData(installation.db);
    return installation.db;
  }
  const [company, other] = twoSampleCompanies();

  it("signs each message so that the reference package verifies it, once delivered", async () => {
    const db = await setup();
    const endpoint = await endpointServer(() => 204);
    const secret = await addEndpoint(db, company.id, endpoint.url, ["contract.updated"]);
    await addEndpoint(db, other.id, endpoint.url, ["contract.updated"]);
    const at = new Date();
    await queueWebhookEvent(
      db,
      { vendorId: company.id, type: "contract.updated", data: { id: "c1" } },
      at,
    );
    await queueWebhookEvent(
      db,
      { vendorId: company.id, type: "order.updated", data: { id: "o1" } },
      at,
    );
    const sender = createWebhookSender({ db, rule: { allowLocal: true } });
    expect(await sender.runDue()).toBe(1);
    expect(endpoint.received).toHaveLength(1);
    const [message] = endpoint.received;
    const payload = new Webhook(secret).verify(message!.body, headerRecord(message!.headers));
    expect(payload).toMatchObject({ type: "contract.updated", data: { id: "c1" } });
    const row = await db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "delivered", attempts: 1, last_status: 204 });
    expect(await sender.nextDue()).toBeNull();
  });

  it("retries a failing endpoint with backoff and the same webhook-id, then shows it failed", async () => {
    const db = await setup();
    const endpoint = await endpointServer(() => 500);
    await addEndpoint(db, company.id, endpoint.url, ["invoice.updated"]);
    let clock = Date.parse("2026-11-29T10:00:00Z");
    const sender = createWebhookSender({
      db,
      rule: { allowLocal: true },
      now: () => new Date(clock),
    });
    await queueWebhookEvent(
      db,
      { vendorId: company.id, type: "invoice.updated", data: { id: "i1" } },
      new Date(clock),
    );

    expect(await sender.runDue()).toBe(1);
    for (const [i, delay] of RETRY_DELAYS_S.entries()) {
      const row = await db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", attempts: i + 1, last_status: 500 });
      expect(Number(row.next_attempt_at)).toBe(clock + delay * 1000);
      clock += delay * 1000 - 1;
      expect(await sender.runDue()).toBe(0);
      clock += 1;
      expect(await sender.runDue()).toBe(1);
    }
    const row = await db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, next_attempt_at: null });
    const ids = new Set(endpoint.received.map((r) => r.headers["webhook-id"]));
    expect(endpoint.received).toHaveLength(MAX_ATTEMPTS);
    expect(ids.size).toBe(1);
    expect(new Set(endpoint.received.map((r) => r.headers["webhook-timestamp"])).size).toBe(
      MAX_ATTEMPTS,
    );
  });

  it("refuses to connect to a private address with the production rule", async () => {
    const db = await setup();
    const endpoint = await endpointServer(() => 200);
    await addEndpoint(db, company.id, endpoint.url.replace("127.0.0.1", "localhost"), [
      "order.updated",
    ]);
    await queueWebhookEvent(
      db,
      { vendorId: company.id, type: "order.updated", data: {} },
      new Date(),
    );
    await createWebhookSender({ db, rule: { allowLocal: false } }).runDue();
    expect(endpoint.received).toHaveLength(0);
    const row = await db.selectFrom("webhook_deliveries").selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toMatch(/private address/);
  });
});
