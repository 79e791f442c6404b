import path from "node:path";
import { clerkCspOrigins } from "./auth/clerk";

// Server settings from the environment. Every setting has a default that works on a fresh
// machine; README lists them all.

export interface ServerConfig {
  port: number;
  host: string;
  /** The production build's static files. */
  clientDir: string;
  /** The production build's server bundle (React Router's request handler). */
  serverDir: string;
  /** Keep rendered anonymous pages in memory (PAGE_CACHE=0 turns it off, for benchmarks). */
  pageCache: boolean;
  /** SQLite databases and uploads; git-ignored. With PostgreSQL, this server's own files only. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL (`postgres://...`) for everything, or null for SQLite in dataDir. */
  databaseUrl: string | null;
  /** REDIS_URL: rate limits shared by every server through Redis, or null to keep them here. */
  redisUrl: string | null;
  /** REDIS_PREFIX: the start of our keys, so that one Redis can serve several sites. */
  redisPrefix: string;
  /** Extra origins the browser may talk to (form endpoint, sign-in provider), for the CSP. */
  connectOrigins: string[];
  scriptOrigins: string[];
  frameOrigins: string[];
  imageOrigins: string[];
  /** Trust X-Forwarded-For / -Proto from a reverse proxy in front of us. */
  trustProxy: boolean;
  /**
   * The site's public origin (SITE_URL, or VITE_SITE_URL, its former name), read when the server
   * starts: the accounts API accepts requests from it, and every absolute address the site gives
   * (e-mails, pages' canonical and social links, JSON-LD, sitemap, robots, OCDS, feeds, calendar
   * files, share links) starts with it (docs/decisions/240). Never taken from a request, not even
   * behind a trusted proxy.
   */
  siteOrigin: string;
  /**
   * Hosts whose pages may post to our route actions besides the request's own origin: the public
   * origin's host when SITE_URL (or VITE_SITE_URL) names it, so that forms keep working behind a
   * proxy that rewrites the Host header. React Router's `allowedActionOrigins`.
   */
  actionOrigins?: string[];
  /** The hosted sign-in provider's key, when the build uses it instead of built-in accounts. */
  clerkPublishableKey: string | null;
  /**
   * RENDER_CONCURRENCY: page renders in flight at once (server/render-gate.ts). Renders share one
   * thread: more at once only makes each one slower and keeps the server from reading new
   * requests (docs/decisions/160, addendum).
   */
  renderConcurrency: number;
  /** RENDER_QUEUE: renders that may wait for a slot; past them a visitor gets 503. */
  renderQueue: number;
  /**
   * WEB_CONCURRENCY: server processes on this machine sharing the port (server/cluster.ts); the
   * first process keeps the limits they must agree on when there is no Redis.
   */
  webConcurrency: number;
  /**
   * DRAIN_WINDOW_MS: on SIGTERM, how long the requests under way may take to finish before the
   * server closes its pools and exits (server/index.ts, stopOnSignals).
   */
  drainMs: number;
}

/** The drain window's default: requests under way get 10 s after SIGTERM. */
export const DRAIN_WINDOW_MS = 10_000;

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return n;
}

/** The origin of a URL setting, or nothing when it is unset or same-origin (a path). */
export function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith("/")) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`Not a valid URL: "${url}"`);
  }
}

/** The public origin as configured, or null when neither setting names one. */
function configuredOrigin(env: NodeJS.ProcessEnv): string | null {
  const setting = env.SITE_URL?.trim() ? "SITE_URL" : "VITE_SITE_URL";
  const raw = env[setting]?.trim();
  if (!raw) return null;
  const origin = originOf(raw);
  if (!origin || !/^https?:\/\//.test(origin)) {
    throw new Error(`${setting} must be an http:// or https:// address, got "${raw}"`);
  }
  return origin;
}

function publicOrigin(env: NodeJS.ProcessEnv, port: number): string {
  const origin = configuredOrigin(env);
  if (!origin) {
    // Links in e-mails must not depend on the Host header a client sends, and the default
    // below is only right on the machine itself.
    if (env.SMTP_URL?.trim()) {
      throw new Error(
        "SMTP_URL is set but SITE_URL is not: set SITE_URL (or VITE_SITE_URL, its former name) to the site's public origin (for example https://procure.example), so that the links in the e-mails we send point to it.",
      );
    }
    return `http://localhost:${port === 0 ? 3000 : port}`;
  }
  return origin;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return n;
}

function databaseUrl(raw: string | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    throw new Error(
      "DATABASE_URL must be a postgres:// address (or unset, for SQLite in DATA_DIR).",
    );
  }
  return url;
}

function redisUrl(raw: string | undefined): string | null {
  const url = raw?.trim();
  if (!url) return null;
  if (!/^rediss?:\/\//i.test(url)) {
    throw new Error("REDIS_URL must be a redis:// or rediss:// address (or unset).");
  }
  return url;
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): ServerConfig {
  const formOrigin = originOf(env.VITE_FORM_ENDPOINT);
  const port = parsePort(env.PORT, 3000);
  const clerkKey = env.VITE_CLERK_PUBLISHABLE_KEY?.trim() || null;
  const clerk = clerkKey
    ? clerkCspOrigins(clerkKey)
    : { connectOrigins: [], scriptOrigins: [], frameOrigins: [], imageOrigins: [] };
  return {
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    clientDir: path.resolve(root, env.CLIENT_DIR || "build/client"),
    serverDir: path.resolve(root, env.SERVER_DIR || "build/server"),
    pageCache: env.PAGE_CACHE !== "0",
    dataDir: path.resolve(root, env.DATA_DIR || "data"),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX?.trim() || "procureconnect:",
    connectOrigins: [...(formOrigin ? [formOrigin] : []), ...clerk.connectOrigins],
    scriptOrigins: clerk.scriptOrigins,
    frameOrigins: clerk.frameOrigins,
    imageOrigins: clerk.imageOrigins,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    siteOrigin: publicOrigin(env, port),
    actionOrigins: [configuredOrigin(env)].flatMap((origin) =>
      origin ? [new URL(origin).host] : [],
    ),
    clerkPublishableKey: clerkKey,
    renderConcurrency: wholeNumber("RENDER_CONCURRENCY", env.RENDER_CONCURRENCY, 2, 1),
    renderQueue: wholeNumber("RENDER_QUEUE", env.RENDER_QUEUE, 16, 0),
    webConcurrency: wholeNumber("WEB_CONCURRENCY", env.WEB_CONCURRENCY, 1, 1),
    drainMs: wholeNumber("DRAIN_WINDOW_MS", env.DRAIN_WINDOW_MS, DRAIN_WINDOW_MS, 0),
  };
}
