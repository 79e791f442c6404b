import path from "node:path";
import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants as zlibConstants, createGzip } from "node:zlib";
import { pathToFileURL } from "node:url";
import type { Context, Hono } from "hono";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { ReadPost } from "./page-posts";
import type { LoadContext } from "./load-context";
import type { CachedPage, PageCache } from "./page-cache";
import { failedPage } from "./outage-page";
import { staleCheck } from "./data-version-check";
import { NULL_BODY_STATUS, precompress, sendPrecompressed } from "./precompressed";
import { batchPerTurn } from "./shared/batch-per-turn";
import { publicRequestUrl, sameOriginPost } from "./shared/client-address";
import { BUSY_RETRY_AFTER_SECONDS, type RenderGate, type RenderLane } from "./render-gate";
import { routedPath } from "./shared/routed-path";
import { buildCsp, newNonce, type CspOptions } from "./security-headers";
import { discardBody } from "./unread-body";
import { API_FROM_A_PAGE, problemResponse } from "../app/domains/api/index";

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

/**
 * React Router's server build: the production bundle, loaded once, or (in development) a function
 * that loads the current one from Vite for each request, so that edited routes take effect.
 */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

export interface RendererOptions {
  /**
   * Hosts whose pages may post to route actions besides the request's own origin
   * (`config.actionOrigins`): React Router's `allowedActionOrigins`, set at run time.
   */
  actionOrigins?: readonly string[];
  mode?: string;
}

export function reactRouterRenderer(
  build: BuildSource,
  { actionOrigins = [], mode = process.env.NODE_ENV ?? "production" }: RendererOptions = {},
): RenderPage {
  const withOrigins = (b: ServerBuild): ServerBuild =>
    actionOrigins.length === 0
      ? b
      : { ...b, allowedActionOrigins: [...(b.allowedActionOrigins || []), ...actionOrigins] };
  const handle = createRequestHandler(
    typeof build === "function" ? async () => withOrigins(await build()) : withOrigins(build),
    mode,
  );
  return (request, context) => handle(request, context as AppLoadContext);
}

/**
 * Where a path should be sent instead, or null when it is canonical: no trailing slash, and one
 * leading slash, so that "//evil.example/" becomes "/evil.example" on this site and never a
 * protocol-relative address.
 */
export function canonicalPath(pathname: string): string | null {
  if (pathname === "/") return null;
  const canonical = "/" + pathname.replace(/^\/+/, "").replace(/\/+$/, "");
  return canonical === pathname ? null : canonical;
}

/** Pages whose render searches the whole network: matched as the router matches them. */
const EXPENSIVE_PATHS = new Set(["/search", "/search.data"]);

/**
 * Which lane of the render gate a request takes: a search with words (its page or its `.data`,
 * whatever the path's case or encoding) is expensive (docs/decisions/304).
 */
export function renderLane(url: URL): RenderLane {
  const path = routedPath(url.href).toLowerCase();
  return EXPENSIVE_PATHS.has(path) && (url.searchParams.get("q") ?? "").trim() !== ""
    ? "expensive"
    : "page";
}

/** The request handed to React Router: HEAD read as GET, at its public address. */
function pageRequest(raw: Request, trustProxy: boolean): Request {
  const url = publicRequestUrl(raw, trustProxy);
  // React Router answers HEAD as it answers GET.
  const method = raw.method === "HEAD" ? "GET" : raw.method;
  if (url === raw.url && method === raw.method) return raw;
  if (method === "GET")
    return new Request(url, { method, headers: raw.headers, signal: raw.signal });
  return new Request(url, {
    method,
    headers: raw.headers,
    body: raw.body,
    signal: raw.signal,
    duplex: "half",
  } as RequestInit);
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
  /** Trust the protocol a reverse proxy reports (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Reads a post whole before it takes a render slot (server/page-posts.ts). */
  readPost?: ReadPost;
  /** Bounds the renders in flight and waiting; past it a visitor is asked to come back (503). */
  gate?: RenderGate | null;
  /** Hosts whose pages may post to ours besides our own (`config.actionOrigins`). */
  actionOrigins?: readonly string[];
  /**
   * Whether the database is away (does not answer a query at once): a page that failed then is
   * answered with the outage page (503, Retry-After) rather than an error (server/outage-page.ts).
   */
  databaseAway?: () => Promise<boolean>;
}

const CACHEABLE_STATUS = new Set([200, 404]);

/**
 * A rendered response, read whole (to be compressed and, for visitors, kept): a document's CSP
 * allows the inline scripts that carry its render's nonce, and no other.
 */
async function toPage(response: Response, csp: CspOptions, nonce: string): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/html")) {
    headers.push(["content-security-policy", buildCsp({ ...csp, scriptNonce: nonce })]);
  }
  return { status: response.status, headers, ...precompress(body, type) };
}

const isHtml = (response: Response) =>
  (response.headers.get("content-type") ?? "").startsWith("text/html");

/**
 * A personal page, streamed: its headers (with the policy for its render's nonce) go at once,
 * and its HTML as React writes it, gzipped with a flush after each piece so that nothing waits
 * in the compressor. It is never kept, so it has no ETag.
 */
function stream(c: Context, response: Response, csp: CspOptions, nonce: string): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-security-policy", buildCsp({ ...csp, scriptNonce: nonce }));
  headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  headers.set("vary", "Accept-Encoding, Cookie");
  let body: ReadableStream<Uint8Array> | null = response.body;
  if (c.req.method === "HEAD" || NULL_BODY_STATUS.has(response.status)) {
    void body?.cancel();
    body = null;
  } else if (body && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
    const gzip = createGzip({ flush: zlibConstants.Z_SYNC_FLUSH });
    // pipeline, not pipe: a render that fails mid-page, or a visitor who leaves, ends both.
    pipeline(Readable.fromWeb(body as NodeReadableStream), batchPerTurn(), gzip, () => {});
    body = Readable.toWeb(gzip) as ReadableStream<Uint8Array>;
    headers.set("content-encoding", "gzip");
  }
  return new Response(body, { status: response.status, headers });
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

const UNGATED: Pick<RenderGate, "run"> = { run: (work) => work() };

/** The answer when every render slot and queue place is taken: come back shortly. */
function busy(c: Context): Response {
  c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
  return c.text("ProcureConnect is very busy right now. Please try again in a few seconds.", 503);
}

/** A render of an anonymous page under way, which the visitors who ask for it meanwhile share. */
interface InflightRender {
  page: Promise<CachedPage | null>;
  /** Visitors waiting for it (the re-render after a change starts with none). */
  visitors: number;
  /** The page cache's generation when it began. */
  generation: number;
}

/** The headers a page's render may read, kept to render it again after a change. */
const RECIPE_HEADERS = ["host", "x-forwarded-proto", "accept", "accept-encoding"];

/** What the page renderer keeps of its renders, which the warming after a change reads. */
interface Renders {
  recipes: Map<string, { url: string; headers: [string, string][] }>;
  inflight: Map<string, InflightRender>;
  warmRequests: WeakSet<Request>;
}

/**
 * Right after a change, the hottest pages are rendered again, one at a time and only while no
 * visitor's render runs or waits, so that their next visitors find them in the cache. A change
 * during a pass queues the next list; the pass goes on with it.
 */
function warmAfterChanges(
  app: Hono,
  cache: PageCache,
  gate: RenderGate | null | undefined,
  { recipes, inflight, warmRequests }: Renders,
): void {
  let warming = false;
  let next: string[] | null = null;
  const warm = async (hottest: string[]) => {
    next = hottest;
    if (warming) return;
    warming = true;
    try {
      while (next) {
        const keys: string[] = next;
        next = null;
        for (const key of keys) {
          if (next) break;
          const recipe = recipes.get(key);
          if (!recipe || cache.has(key) || inflight.has(key)) continue;
          // Visitors first: only while no render of theirs runs or waits, and after a turn of
          // the event loop, so that requests already read (files, cached pages) go ahead.
          await new Promise((resolve) => setImmediate(resolve));
          if (gate && (gate.load.active > 0 || gate.load.waiting > 0)) break;
          const request = new Request(recipe.url, { headers: recipe.headers });
          warmRequests.add(request);
          const response = await app.fetch(request);
          await response.arrayBuffer();
        }
      }
    } catch (error) {
      console.warn("[pages] rendering the hottest pages again failed:", error);
    } finally {
      warming = false;
    }
  };
  cache.onClear((hottest) => {
    setTimeout(() => void warm(hottest), 0);
  });
}

export function mountPages(app: Hono, options: PagesOptions): void {
  const { render, cache, csp, dataVersion, trustProxy = false, gate } = options;
  /**
   * Renders of anonymous pages under way, by key: a burst of misses causes one render. `visitors`
   * counts who waits for it: the first visitor after a change waits for the new page (so that a
   * visitor who changed something sees it); the ones after them get the stale copy meanwhile.
   */
  const inflight = new Map<string, InflightRender>();
  /** The requests of the re-render after a change: no visitor waits for them. */
  const warmRequests = new WeakSet<Request>();
  /** How each kept page was asked for, to ask for it again: its address and headers. */
  const recipes: Renders["recipes"] = new Map();
  if (cache) warmAfterChanges(app, cache, gate, { recipes, inflight, warmRequests });
  const dropIfStale = staleCheck(cache, dataVersion);

  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    // "/vendors/" and "/vendors" are one page: send the first to the second ("//x/" to "/x").
    const canonical = canonicalPath(url.pathname);
    if (canonical) return c.redirect(canonical + url.search, 308);
    const method = c.req.method;
    const read = method === "GET" || method === "HEAD";
    let raw = c.req.raw;
    if (!read && !sameOriginPost(raw, trustProxy, options.actionOrigins)) {
      await discardBody(raw);
      // The API's refusals are problem documents (decision 492).
      if (url.pathname.startsWith("/api/v1/")) return problemResponse(403, API_FROM_A_PAGE);
      c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
      return c.text("Posts come from ProcureConnect's own pages.", 403);
    }
    if (!read && options.readPost) {
      const post = await options.readPost(c, raw);
      if (post instanceof Response) return post;
      raw = post;
    }
    const request = pageRequest(raw, trustProxy);
    const personal = options.hasSession(request);
    const key = `${url.pathname}${url.search}`;
    const shareable = read && !personal && cache !== null;
    if (shareable) {
      await dropIfStale();
      const hit = cache.get(key);
      if (hit) return send(c, hit, ANONYMOUS_CACHE_CONTROL);
      const pending = inflight.get(key);
      // A render begun before the last change cannot answer a visitor who came after it.
      if (pending && pending.generation === cache.generation) {
        // A render of this page is under way, and a visitor already waits for it: the page as it
        // was before the change answers at once (stale-while-revalidate).
        const stale = pending.visitors > 0 ? cache.getStale(key) : undefined;
        if (stale) return send(c, stale, ANONYMOUS_CACHE_CONTROL);
        // Otherwise its page serves this visitor too.
        pending.visitors++;
        const shared = await pending.page;
        if (shared) return send(c, shared, ANONYMOUS_CACHE_CONTROL);
      }
    }
    // A change while this page renders makes it out of date: it is then not kept.
    const generation = cache?.generation ?? 0;
    // The first miss of a page leads; the misses meanwhile wait for its page (null: render).
    let settle: ((page: CachedPage | null) => void) | undefined;
    let lead: InflightRender | undefined;
    if (shareable && inflight.get(key)?.generation !== generation) {
      lead = {
        page: new Promise((resolve) => (settle = resolve)),
        visitors: warmRequests.has(c.req.raw) ? 0 : 1,
        generation,
      };
      inflight.set(key, lead);
    }
    let page: CachedPage;
    let storable: boolean;
    try {
      const rendered = await (gate ?? UNGATED).run(async () => {
        const nonce = newNonce();
        let response: Response;
        try {
          const context = { ...(await options.context(request, c)), nonce };
          response = await render(request, context);
        } catch (error) {
          return failedPage(c, options.databaseAway, { error });
        }
        if (response.status >= 500) {
          const failed = await failedPage(c, options.databaseAway, { response });
          if (failed !== response) return failed;
        }
        // A page for one visitor is sent as React writes it; a page others may share is read
        // whole, to be compressed once and kept.
        if (!shareable && isHtml(response)) return stream(c, response, csp, nonce);
        return toPage(response, csp, nonce);
      }, renderLane(url));
      if (!rendered) return busy(c);
      if (rendered instanceof Response) return rendered;
      page = rendered;
      // A page that says it is for one visitor (a form page with its own attempt key) is not kept.
      const ownNoStore = page.headers.some(
        ([name, value]) => name === "cache-control" && /\b(no-store|private)\b/.test(value),
      );
      storable =
        shareable &&
        !ownNoStore &&
        CACHEABLE_STATUS.has(page.status) &&
        !page.headers.some(([name]) => name === "set-cookie");
      if (storable) {
        storable = cache!.set(key, page, generation);
        if (storable) {
          if (recipes.size >= 4096) recipes.clear();
          recipes.set(key, {
            url: raw.url,
            headers: RECIPE_HEADERS.flatMap((name): [string, string][] => {
              const value = raw.headers.get(name);
              return value === null ? [] : [[name, value]];
            }),
          });
        }
      }
      settle?.(storable ? page : null);
    } finally {
      if (settle) {
        settle(null);
        if (inflight.get(key) === lead) inflight.delete(key);
      }
    }
    const cacheControl =
      read && !personal && page.status < 300 ? ANONYMOUS_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
    return send(c, page, cacheControl);
  });
}
