import { createHash } from "node:crypto";
import type { Context } from "hono";
import { gzipSync } from "node:zlib";

// Bodies answered from memory (the build's files, cached pages): compressed and hashed once,
// when they are stored, rather than on every request as Hono's compress and etag middleware do.

export interface Precompressed {
  body: Buffer;
  /** Null when gzip would not make it smaller (or the type does not compress). */
  gzip: Buffer | null;
  etag: string;
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

export function precompress(body: Buffer, contentType: string): Precompressed {
  const gzipped = COMPRESSIBLE.test(contentType) && body.length > 512 ? gzipSync(body) : null;
  return {
    body,
    gzip: gzipped && gzipped.length < body.length ? gzipped : null,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
}

/** Statuses whose answers carry no body. */
export const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/** Answers with `item`: 304 when the client holds it already, gzip when the client takes it. */
export function sendPrecompressed(
  c: Context,
  item: Precompressed,
  status: number,
  headers: Headers,
): Response {
  if (status === 200) {
    headers.set("etag", item.etag);
    if (c.req.header("if-none-match") === item.etag) {
      return new Response(null, { status: 304, headers });
    }
  }
  // 204 and 205 carry no body: React Router's "reload the document" answer to a stale
  // /__manifest is a 204, and a Response with a body (even empty) and that status throws.
  if (NULL_BODY_STATUS.has(status)) {
    headers.delete("content-length");
    return new Response(null, { status, headers });
  }
  const useGzip = item.gzip !== null && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const body = useGzip ? item.gzip! : item.body;
  if (useGzip) headers.set("content-encoding", "gzip");
  headers.set("content-length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
}
