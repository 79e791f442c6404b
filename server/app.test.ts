import { beforeEach, describe, expect, it } from "vitest";
import type { Hono } from "hono";
import { createApp } from "./app";
import { loadConfig } from "./config";
import type { LoadContext } from "./load-context";
import { PageCache } from "./page-cache";
import { DATA_VERSION_CHECK_MS } from "./data-version-check";
import { ANONYMOUS_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from "./pages";
import { StaticSite } from "./static-site";
import { makeTestSite } from "./test-site";

// The server around React Router: static files, rendered pages, the page cache and headers.
// A stand-in renderer records what it was asked to render.

let app: Hono;
let cache: PageCache;
let rendered: { path: string; user: string | null }[];
/** Lets the "/streamed" page's render finish. */
let finishStream = () => {};

// A page as React Router writes it: its own inline script carries the render's nonce; the
// second inline script stands for one injected into member text, which has none.
const pageOf = (title: string, nonce = "") =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${"Suppliers. ".repeat(80)}</p><script>window.injected = 1;</script><script nonce="${nonce}">window.__ctx = ${JSON.stringify(title)};</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;

beforeEach(async () => {
  const clientDir = makeTestSite();
  const config = { ...loadConfig({}, "/"), clientDir };
  cache = new PageCache();
  rendered = [];
  app = createApp({
    config,
    site: await StaticSite.load(clientDir),
    pages: {
      cache,
      hasSession: (request) => (request.headers.get("cookie") ?? "").includes("session="),
      context: async (request) =>
        ({
          user: (request.headers.get("cookie") ?? "").includes("session=")
            ? { name: "Ada", email: "ada@example.com", image: null }
            : null,
        }) as unknown as LoadContext,
      render: async (request, context) => {
        const url = new URL(request.url);
        const page = (title: string) => pageOf(title, context.nonce);
        rendered.push({ path: url.pathname + url.search, user: context.user?.name ?? null });
        if (request.method !== "GET") return new Response("Method Not Allowed", { status: 405 });
        const headers: Record<string, string> = { "Content-Type": "text/html" };
        if (url.pathname === "/with-cookie") headers["Set-Cookie"] = "flash=1; Path=/";
        if (url.pathname.startsWith("/vendors/nobody")) {
          return new Response(page("Vendor Not Found"), { status: 404, headers });
        }
        if (url.pathname === "/broken-stream") {
          // The shell, then a failure: the member's page must end, not hang.
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(
                new TextEncoder().encode("<!DOCTYPE html><html><body><h1>Shell</h1>"),
              );
              setTimeout(() => controller.error(new Error("the render failed")), 10);
            },
          });
          return new Response(body, { headers });
        }
        if (url.pathname === "/streamed") {
          // The shell at once; the rest once the test lets it come.
          const encoder = new TextEncoder();
          const body = new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode(`<!DOCTYPE html><html><body><h1>Shell</h1>`));
              await new Promise<void>((resolve) => (finishStream = resolve));
              controller.enqueue(
                encoder.encode(`<script nonce="${context.nonce}">1</script></body></html>`),
              );
              controller.close();
            },
          });
          return new Response(body, { headers });
        }
        if (url.pathname === "/vendors" || url.pathname === "/with-cookie") {
          return new Response(page(`Vendors ${url.search}`), { headers });
        }
        return new Response(page("Page Not Found"), { status: 404, headers });
      },
    },
  });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers });

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

describe("rendered pages", () => {
  it("serves a page whose CSP allows only the inline scripts of its render, and a short shared cache", async () => {
    const res = await get("/vendors");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1>Vendors </h1>");
    expect(res.headers.get("cache-control")).toBe(ANONYMOUS_CACHE_CONTROL);
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scriptSrc = /script-src [^;]*/.exec(res.headers.get("content-security-policy")!)?.[0];
    // The injected script (no nonce) is allowed neither by the nonce nor by a hash.
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expectSecurityHeaders(res);
  });

  it("gives each render a nonce of its own", async () => {
    const nonceOf = async (path: string) =>
      /'nonce-([^']+)'/.exec((await get(path)).headers.get("content-security-policy")!)?.[1];
    const first = await nonceOf("/vendors?q=one");
    const second = await nonceOf("/vendors?q=two");
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it("renders an anonymous page once, then serves it from memory until the data changes", async () => {
    await get("/vendors?q=acme");
    const again = await get("/vendors?q=acme");
    expect(await again.text()).toContain("Vendors ?q=acme");
    expect(rendered).toHaveLength(1);
    await get("/vendors?q=other");
    expect(rendered).toHaveLength(2);
    cache.clear();
    await get("/vendors?q=acme");
    expect(rendered).toHaveLength(3);
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/vendors");
    const etag = first.headers.get("etag")!;
    const second = await get("/vendors", { "if-none-match": etag });
    expect(second.status).toBe(304);
    expect(second.headers.get("etag")).toBe(etag);
  });

  it("compresses pages for clients that accept gzip", async () => {
    const res = await get("/vendors", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("renders a signed-in member's page for them alone and never lets a cache keep it", async () => {
    const signedIn = { cookie: "session=abc" };
    await get("/vendors");
    const res = await get("/vendors", signedIn);
    await get("/vendors", signedIn);
    expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(rendered.map((r) => r.user)).toEqual([null, "Ada", "Ada"]);
    // The anonymous copy was not replaced by the member's.
    await get("/vendors");
    expect(rendered).toHaveLength(3);
  });

  it("streams a signed-in member's page: the shell arrives before the render ends, gzipped, with its nonce's policy", async () => {
    for (const encoding of ["gzip", "identity"]) {
      const res = await get("/streamed", { cookie: "session=abc", "accept-encoding": encoding });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.get("etag")).toBeNull();
      expect(res.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
      expectSecurityHeaders(res);
      const body =
        encoding === "gzip" ? res.body!.pipeThrough(new DecompressionStream("gzip")) : res.body!;
      const reader = body.pipeThrough(new TextDecoderStream()).getReader();
      // The render has not finished, and the shell is here.
      expect((await reader.read()).value).toContain("<h1>Shell</h1>");
      finishStream();
      let rest = "";
      for (let part = await reader.read(); !part.done; part = await reader.read())
        rest += part.value;
      const nonce = /<script nonce="([^"]+)">/.exec(rest)?.[1];
      expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    }
    // A visitor signed out gets the page read whole, to be kept.
    const anonymous = get("/streamed");
    await new Promise((r) => setTimeout(r, 10));
    finishStream();
    expect((await anonymous).headers.get("etag")).toBeTruthy();
  });

  it("ends a streamed page whose render fails after its shell, gzipped or not", async () => {
    for (const encoding of ["gzip", "identity"]) {
      const res = await get("/broken-stream", {
        cookie: "session=abc",
        "accept-encoding": encoding,
      });
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
    }
  });

  it("does not store a response that sets a cookie", async () => {
    await get("/with-cookie");
    await get("/with-cookie");
    expect(rendered).toHaveLength(2);
  });

  it("keeps the status of a not-found page and does not cache it in the browser", async () => {
    const res = await get("/vendors/nobody");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Vendor Not Found");
    expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expectSecurityHeaders(res);
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const res = await get("/vendors/?q=acme");
    expect(res.status).toBe(308);
    expect(res.headers.get("location")).toBe("/vendors?q=acme");
  });

  it("never redirects to another host: extra leading slashes collapse into one", async () => {
    for (const path of ["//evil.example/", "///evil.example/"]) {
      const res = await get(path);
      expect(res.status).toBe(308);
      expect(res.headers.get("location")).toBe("/evil.example");
    }
  });

  it("passes other methods to the router, uncached", async () => {
    const res = await app.request("http://localhost/vendors", { method: "DELETE" });
    expect(res.status).toBe(405);
    expectSecurityHeaders(res);
  });

  it("answers HEAD without a body", async () => {
    const res = await app.request("http://localhost/vendors", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("answers a malformed URL with 400, not a crash", async () => {
    const res = await get("/%E0%A4%A");
    expect(res.status).toBe(400);
    expectSecurityHeaders(res);
  });
});

describe("static files", () => {
  it("serves hashed assets with long immutable caching, gzip when accepted", async () => {
    const res = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toContain("text/javascript");
    expectSecurityHeaders(res);
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
});

describe("pages written by another process", () => {
  it("drops cached pages when the data version changes", async () => {
    let version = "1";
    const clientDir = makeTestSite();
    const renders: string[] = [];
    const shared = createApp({
      config: { ...loadConfig({}, "/"), clientDir },
      site: await StaticSite.load(clientDir),
      pages: {
        cache: new PageCache(),
        dataVersion: async () => version,
        hasSession: () => false,
        context: async () => ({}) as LoadContext,
        render: async () => {
          renders.push(version);
          return new Response(pageOf(`Vendors v${version}`), {
            headers: { "Content-Type": "text/html" },
          });
        },
      },
    });
    await shared.request("http://localhost/vendors");
    version = "2";
    await new Promise((r) => setTimeout(r, DATA_VERSION_CHECK_MS + 10));
    const res = await shared.request("http://localhost/vendors");
    expect(await res.text()).toContain("Vendors v2");
    expect(renders).toEqual(["1", "2"]);
  });
});
