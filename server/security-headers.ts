import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { isHttps } from "./shared/client-address";

// Security headers sent on every response, and the Content-Security-Policy built from the
// origins the site is configured to use.

export interface CspOptions {
  connectOrigins?: readonly string[];
  scriptOrigins?: readonly string[];
  frameOrigins?: readonly string[];
  imageOrigins?: readonly string[];
  /** The nonce of the document being served: only its own inline scripts carry it. */
  scriptNonce?: string;
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
      ...(options.scriptNonce ? [`'nonce-${options.scriptNonce}'`] : []),
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

/**
 * The headers sent on every response, errors included: Hono's secure headers, set as this site
 * needs them, with `csp` where a response has no policy of its own (a rendered document
 * brings one with its render's nonce) and HSTS only over HTTPS.
 */
export function securityHeaders({
  csp,
  trustProxy,
}: {
  csp: string;
  trustProxy: boolean;
}): MiddlewareHandler[] {
  return [
    secureHeaders({
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      strictTransportSecurity: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    }),
    async (c, next) => {
      await next();
      if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", csp);
      if (isHttps(c.req.raw, trustProxy))
        c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    },
  ];
}

/**
 * A new nonce for one render (128 random bits, base64), as the CSP specification asks: made by
 * the server before the page is rendered, so a script injected into the page cannot carry it.
 */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}
