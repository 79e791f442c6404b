import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

// Cross-origin reads of the API (docs/decisions/536): a web page on any site may read what the API
// gives anyone, with a plain GET (no token, no cookie): `Access-Control-Allow-Origin: *`, never
// with credentials, so a browser does not hand such a page an answer it sent cookies with. A
// request carrying a token (`Authorization`) gets no CORS headers, and neither does any other
// method or a preflight: the browser then keeps the answer from the page. Tokens are for systems,
// not for scripts on other sites; the API reads no cookies (decision 490).

export const API_PATHS = "/api/v1/*";

/** Hono's cors middleware, answering only public reads (GET and HEAD without a token). */
export function apiCors(): MiddlewareHandler {
  const allow = cors({
    origin: (_origin, c) => (c.req.header("authorization") ? null : "*"),
    allowMethods: ["GET", "HEAD"],
    exposeHeaders: ["Retry-After"],
    credentials: false,
  });
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    return allow(c, next);
  };
}
