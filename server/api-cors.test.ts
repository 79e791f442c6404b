import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { API_PATHS, apiCors } from "./api-cors";

// Which answers of the API a page of another site may read (docs/decisions/536): plain public
// reads only. (Through the whole server, with the API's real endpoints: tests/flows/api.test.ts.)

const app = new Hono();
app.use(API_PATHS, apiCors());
app.all("/api/v1/*", (c) => c.json({ ok: true }));
app.get("/projects", (c) => c.text("page"));

const ask = (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set("Origin", "https://erp.example.org");
  return app.request(path, { ...init, headers });
};
const allowOrigin = (r: Response) => r.headers.get("access-control-allow-origin");

describe("the API's cross-origin answers", () => {
  it("lets any site read a GET or HEAD without a token, never with credentials", async () => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await ask("/api/v1/tenders", { method });
      expect(allowOrigin(answer)).toBe("*");
      expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
      expect(answer.headers.get("access-control-expose-headers")).toBe("Retry-After");
    }
  });

  it("gives no CORS headers to a token's request, another method, a preflight or a page", async () => {
    const bearer = { Authorization: "Bearer pc_x" };
    expect(allowOrigin(await ask("/api/v1/me/bids", { headers: bearer }))).toBeNull();
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"])
      expect(allowOrigin(await ask("/api/v1/tenders", { method })), method).toBeNull();
    const preflight = await ask("/api/v1/tenders", {
      method: "OPTIONS",
      headers: {
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull();
    expect(allowOrigin(await ask("/projects"))).toBeNull();
  });
});
