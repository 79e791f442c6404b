import { beforeAll, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { StaticSite } from "./static-site";
import { makeTestSite } from "./test-site";

let app: Hono;

beforeAll(async () => {
  const clientDir = makeTestSite();
  const config = { ...loadConfig({}, "/"), clientDir };
  app = createApp({ config, site: await StaticSite.load(clientDir) });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers });

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

describe("static site", () => {
  it("serves a prerendered page with revalidation and its inline scripts allowed by hash", async () => {
    const res = await get("/vendors");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Vendors");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expectSecurityHeaders(res);
  });

  it("serves hashed assets with long immutable caching, gzip when accepted", async () => {
    const res = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toContain("text/javascript");
    expectSecurityHeaders(res);
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/vendors");
    const etag = first.headers.get("etag")!;
    const second = await get("/vendors", { "if-none-match": etag });
    expect(second.status).toBe(304);
  });

  it("answers unknown paths with 404 and the Not Found page", async () => {
    const res = await get("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expectSecurityHeaders(res);
  });

  it("answers an unknown vendor with 404 and the vendor route's not-found document", async () => {
    const res = await get("/vendors/nobody");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Vendor Not Found");
  });

  it("treats an encoded slash as part of one segment, as the client router does", async () => {
    const res = await get("/vendors/a%2Fb");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Vendor Not Found");
  });

  it("does not serve the not-found documents as pages of their own", async () => {
    expect((await get("/404")).status).toBe(404);
    expect((await get("/vendors/_not-found")).status).toBe(404);
    expect((await get("/__spa-fallback.html")).status).toBe(404);
    expect((await get("/vendors/index.html")).status).toBe(404);
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const res = await get("/vendors/?q=acme");
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/vendors?q=acme");
  });

  it("cannot be walked out of the build folder", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/../../server/app.ts",
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("root:");
    }
  });

  it("answers a malformed URL with 400, not a crash", async () => {
    const res = await get("/%E0%A4%A");
    expect(res.status).toBe(400);
    expectSecurityHeaders(res);
  });

  it("answers other methods with 405 JSON", async () => {
    const res = await app.request("http://localhost/vendors", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ success: "false", message: "Method not allowed." });
    expectSecurityHeaders(res);
  });

  it("answers HEAD without a body", async () => {
    const res = await app.request("http://localhost/vendors", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("single-page build", () => {
  it("answers every path with its one document", async () => {
    const { mkdtempSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(`${tmpdir()}/pc-spa-`);
    writeFileSync(`${dir}/index.html`, "<!DOCTYPE html><title>SPA</title>");
    const config = { ...loadConfig({}, "/"), clientDir: dir };
    const spa = createApp({ config, site: await StaticSite.load(dir) });
    const res = await spa.request("http://localhost/vendors/anything");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("SPA");
  });
});
