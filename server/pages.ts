import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context, Hono } from "hono";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { LoadContext } from "./load-context";
import type { CachedPage, PageCache } from "./page-cache";
import { precompress, sendPrecompressed } from "./precompressed";
import { buildCsp, inlineScriptHashes, type CspOptions } from "./security-headers";

// The site's pages, rendered by React Router from the loaders' data. Anonymous GET pages are
// cached in memory and revalidated by ETag; a CDN may keep them briefly. Pages for a signed-in
// member are rendered for them alone and never stored in a shared cache.

/** Renders one request: React Router's handler, or a stand-in in tests. */
export type RenderPage = (request: Request, context: LoadContext) => Promise<Response>;

export const ANONYMOUS_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export async function loadServerBuild(serverDir: string): Promise<ServerBuild> {
  const entry = pathToFileURL(path.join(serverDir, "index.js")).href;
  return (await import(entry)) as ServerBuild;
}

export function reactRouterRenderer(build: ServerBuild): RenderPage {
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? "production");
  return (request, context) => handle(request, context as AppLoadContext);
}

export interface PagesOptions {
  render: RenderPage;
  /** The request's context: the data layer, who is signed in, the forms inbox. */
  context: (request: Request, c: Context) => Promise<LoadContext>;
  /** Whether the request carries a session, so its page is personal. */
  hasSession: (request: Request) => boolean;
  cache: PageCache | null;
  /** The data's version: when it changes (a write by any process), cached pages are dropped. */
  dataVersion?: () => Promise<string>;
  csp: CspOptions;
}

/** How often the data version is read: the longest a page from another process's write stays stale. */
export const DATA_VERSION_CHECK_MS = 250;

const CACHEABLE_STATUS = new Set([200, 404]);

/** A rendered response, read whole: its inline scripts are allowed by hash in its own CSP. */
async function toPage(response: Response, csp: CspOptions): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/html")) {
    const scriptHashes = inlineScriptHashes(body.toString("utf8"));
    headers.push(["content-security-policy", buildCsp({ ...csp, scriptHashes })]);
  }
  return { status: response.status, headers, ...precompress(body, type) };
}

function send(c: Context, page: CachedPage, cacheControl: string): Response {
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, value);
  if (!headers.has("cache-control") || cacheControl === PRIVATE_CACHE_CONTROL) {
    headers.set("cache-control", cacheControl);
  }
  headers.set("vary", "Accept-Encoding, Cookie");
  return sendPrecompressed(c, page, page.status, headers);
}

export function mountPages(app: Hono, options: PagesOptions): void {
  const { render, cache, csp, dataVersion } = options;
  let version: string | null = null;
  let checkedAt = 0;
  const dropIfStale = async () => {
    if (!cache || !dataVersion) return;
    const now = Date.now();
    if (now - checkedAt < DATA_VERSION_CHECK_MS) return;
    checkedAt = now;
    const current = await dataVersion();
    if (version !== null && current !== version) cache.clear();
    version = current;
  };

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    // "/vendors/" and "/vendors" are one page: send the first to the second.
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return c.redirect(url.pathname.replace(/\/+$/, "") + url.search, 308);
    }
    const method = c.req.method;
    const read = method === "GET" || method === "HEAD";
    // React Router answers HEAD as it answers GET.
    const request = method === "HEAD" ? new Request(c.req.raw, { method: "GET" }) : c.req.raw;
    const personal = options.hasSession(request);
    const key = `${url.pathname}${url.search}`;
    if (read && !personal && cache) {
      await dropIfStale();
      const hit = cache.get(key);
      if (hit) return send(c, hit, ANONYMOUS_CACHE_CONTROL);
    }
    const response = await render(request, await options.context(request, c));
    const page = await toPage(response, csp);
    // A page that says it is for one visitor (a form page with its own attempt key) is not kept.
    const ownNoStore = page.headers.some(
      ([name, value]) => name === "cache-control" && /\b(no-store|private)\b/.test(value),
    );
    const storable =
      read &&
      !personal &&
      !ownNoStore &&
      CACHEABLE_STATUS.has(page.status) &&
      !page.headers.some(([name]) => name === "set-cookie");
    if (storable && cache) cache.set(key, page);
    const cacheControl =
      read && !personal && page.status < 300 ? ANONYMOUS_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
    return send(c, page, cacheControl);
  });
}
