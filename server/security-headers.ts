import { createHash } from "node:crypto";

// Security headers sent on every response, and the Content-Security-Policy built from the
// origins the site is configured to use.

export interface CspOptions {
  connectOrigins?: readonly string[];
  scriptOrigins?: readonly string[];
  frameOrigins?: readonly string[];
  imageOrigins?: readonly string[];
  /** Hashes ('sha256-…') of the inline scripts of the document being served. */
  scriptHashes?: readonly string[];
}

function directive(name: string, values: readonly string[]): string {
  return `${name} ${values.join(" ")}`;
}

export function buildCsp(options: CspOptions = {}): string {
  const formOrigins = options.connectOrigins ?? [];
  return [
    directive("default-src", ["'self'"]),
    directive("script-src", [
      "'self'",
      ...(options.scriptHashes ?? []).map((h) => `'${h}'`),
      ...(options.scriptOrigins ?? []),
    ]),
    directive("style-src", ["'self'", "'unsafe-inline'"]),
    directive("img-src", ["'self'", "data:", "blob:", ...(options.imageOrigins ?? [])]),
    directive("font-src", ["'self'"]),
    directive("connect-src", ["'self'", ...formOrigins]),
    directive("frame-src", ["'self'", ...(options.frameOrigins ?? [])]),
    directive("worker-src", ["'self'", "blob:"]),
    directive("form-action", ["'self'", ...formOrigins]),
    directive("object-src", ["'none'"]),
    directive("base-uri", ["'self'"]),
    directive("frame-ancestors", ["'none'"]),
  ].join("; ");
}

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hashes of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return hashes;
}
