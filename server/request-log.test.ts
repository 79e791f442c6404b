import { Writable } from "node:stream";
import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, test } from "vitest";
import { errorAnswer, loggedPath, requestLogging } from "./request-log";

function appLoggingTo(lines: string[], trustProxy = false) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = new Hono();
  app.use("*", ...requestLogging(pino({ base: undefined }, sink), { trustProxy }));
  app.get("/vendors", (c) => c.text("ok"));
  app.get("/broken", () => {
    throw new Error("boom");
  });
  app.onError((_err, c) => errorAnswer(c, 500, "Something went wrong on our side."));
  return app;
}

describe("request logging", () => {
  test("writes one JSON line per request with its method, path, status, duration and id", async () => {
    const lines: string[] = [];
    const res = await appLoggingTo(lines).request("/vendors?q=jane%40example.com&token=abc");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ method: "GET", path: "/vendors", status: 200 });
    expect(line.reqId).toBe(res.headers.get("x-request-id"));
    expect(typeof line.ms).toBe("number");
    // The query may carry addresses or tokens: it is never written.
    expect(lines[0]).not.toMatch(/example|token|abc/);
  });

  test("gives an error answer the request's id, in its body and its header", async () => {
    const lines: string[] = [];
    const res = await appLoggingTo(lines).request("/broken");
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: "false", message: "Something went wrong on our side." });
    expect(body.requestId).toBe(res.headers.get("x-request-id"));
    expect(JSON.parse(lines[0]!)).toMatchObject({ status: 500, reqId: body.requestId });
  });

  test("keeps the id a proxy sent only when the proxy is trusted", async () => {
    const headers = { "X-Request-Id": "from-the-proxy" };
    const trusted = await appLoggingTo([], true).request("/vendors", { headers });
    expect(trusted.headers.get("x-request-id")).toBe("from-the-proxy");
    const untrusted = await appLoggingTo([]).request("/vendors", { headers });
    expect(untrusted.headers.get("x-request-id")).not.toBe("from-the-proxy");
  });

  test("keeps a private link's shape and not its token", async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.get("/requests/t/:token", (c) => c.text("thread"));
    await app.request("/requests/t/s3cr3t-thread-token");
    expect(lines[0]).not.toContain("s3cr3t");
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: "/requests/t/…" });
    expect(loggedPath("/requests/t/abc/files/f1")).toBe("/requests/t/…/files/f1");
    expect(loggedPath("/requests/keep/abc")).toBe("/requests/keep/…");
    expect(loggedPath("/Shortlists/abc")).toBe("/Shortlists/…");
    expect(loggedPath("/account/shortlists/save")).toBe("/account/shortlists/save");
    expect(loggedPath("/vendors/acme")).toBe("/vendors/acme");
  });
});
