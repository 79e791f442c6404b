import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from: with TRUST_PROXY, the one our own proxy appended to
 * X-Forwarded-For (the last; earlier ones are the client's word), else the socket's peer.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The address the visitor asked for, as the pages, the accounts and the headers see it. Node gives us the socket's
 * protocol (http behind a TLS proxy); React Router and the accounts refuse a post whose Origin
 * differs from the request's, so with TRUST_PROXY the protocol the proxy reports (X-Forwarded-Proto, its first
 * value, as the accounts do) replaces it. The host stays the Host header.
 */
export function publicRequestUrl(request: Request, trustProxy: boolean): string {
  if (!trustProxy) return request.url;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded !== "http" && forwarded !== "https") return request.url;
  const url = new URL(request.url);
  if (url.protocol === `${forwarded}:`) return request.url;
  url.protocol = forwarded;
  return url.href;
}

/** Whether the visitor reached us over HTTPS (directly, or through a trusted TLS proxy). */
export function isHttps(request: Request, trustProxy: boolean): boolean {
  return new URL(publicRequestUrl(request, trustProxy)).protocol === "https:";
}

/**
 * Whether a post comes from our own pages: its Origin (when the browser sent one) is the
 * request's public origin or one of `allowed` (hosts), as React Router checks its actions'.
 * Resource routes (exports, saves, the member's data) get no such check from React Router, so
 * every post is checked here, before its body is read.
 */
export function sameOriginPost(
  request: Request,
  trustProxy: boolean,
  allowed: readonly string[] = [],
): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    url.origin === new URL(publicRequestUrl(request, trustProxy)).origin ||
    allowed.includes(url.host)
  );
}
