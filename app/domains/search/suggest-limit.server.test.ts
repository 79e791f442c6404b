import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { suggestLimitModule } from "./suggest-limit.server";

// The suggestions' limit per client address: a burst, then refused with the suggestions' shape
// and a Retry-After; other addresses and other paths are not counted.

function appWith(trustProxy: boolean) {
  const app = new Hono();
  suggestLimitModule({ shared: null, trustProxy, limit: { perMinute: 1, burst: 3 } }).mount(app);
  app.get("/search/suggest", (c) => c.json({ suggestions: [{ title: "Acme" }] }));
  app.get("/search", (c) => c.text("results"));
  // What the router also answers as the suggestions (in any case, encoded, and its .data twin).
  app.get("*", (c) => c.json({ suggestions: [] }));
  return app;
}

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

describe("search suggestions' limit", () => {
  it("answers a burst, then 429 with no suggestions and when to try again", async () => {
    const app = appWith(true);
    for (let i = 0; i < 3; i++) {
      const ok = await app.request("/search/suggest?q=ac", from("10.0.0.1"));
      expect(ok.status).toBe(200);
    }
    const refused = await app.request("/search/suggest?q=acm", from("10.0.0.1"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ suggestions: [] });

    // Another visitor, and the results page, are not held back.
    expect((await app.request("/search/suggest?q=ac", from("10.0.0.2"))).status).toBe(200);
    expect((await app.request("/search?q=ac", from("10.0.0.1"))).status).toBe(200);
  });

  it("counts by the proxy's address only when the proxy is trusted", async () => {
    const app = appWith(false);
    // Without TRUST_PROXY a client cannot dodge the limit by inventing addresses.
    for (let i = 0; i < 3; i++) await app.request("/search/suggest?q=ac", from(`10.0.1.${i}`));
    expect((await app.request("/search/suggest?q=ac", from("10.0.1.9"))).status).toBe(429);
  });

  it("counts the suggestions however their path is written", async () => {
    const app = appWith(true);
    for (const path of ["/SEARCH/suggest", "/search/%73uggest", "/search/suggest.data"]) {
      const ok = await app.request(`${path}?q=ac`, from("10.0.2.1"));
      expect(ok.status, path).toBe(200);
    }
    const refused = await app.request("/Search/Suggest/?q=ac", from("10.0.2.1"));
    expect(refused.status).toBe(429);
  });
});
