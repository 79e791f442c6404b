import { Hono, type Context } from "hono";
import type { ServerConfig } from "./config";
import type { ServerModule } from "./modules";
import { mountPages, type PagesOptions } from "./pages";
import { buildCsp, STATIC_SECURITY_HEADERS } from "./security-headers";
import type { StaticFile, StaticSite } from "./static-site";

export interface AppOptions {
  config: ServerConfig;
  /** The build's static files: scripts, styles, images, documents. */
  site: StaticSite;
  modules?: readonly ServerModule[];
  /** The server-rendered pages (server tests of other parts may leave them out). */
  pages?: Omit<PagesOptions, "csp">;
}

function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
}

export function cspOptionsOf(config: ServerConfig) {
  return {
    connectOrigins: config.connectOrigins,
    scriptOrigins: config.scriptOrigins,
    frameOrigins: config.frameOrigins,
    imageOrigins: config.imageOrigins,
  };
}

export function createApp({ config, site, modules = [], pages }: AppOptions): Hono {
  const app = new Hono();
  const cspOptions = cspOptionsOf(config);
  const baseCsp = buildCsp(cspOptions);

  // Security headers on every response, errors included.
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) c.header(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", baseCsp);
    const https =
      new URL(c.req.url).protocol === "https:" ||
      (config.trustProxy && c.req.header("x-forwarded-proto") === "https");
    if (https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });

  // A path that cannot be decoded is refused before any route sees it.
  app.use("*", async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.json({ success: "false", message: "Malformed URL." }, 400);
    }
    await next();
  });

  for (const module of modules) module.mount(app);

  const send = (c: Context, file: StaticFile) => {
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
    const useGzip = file.gzip !== null && acceptsGzip(c);
    const body = useGzip ? file.gzip! : file.body;
    if (useGzip) headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = String(body.length);
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const asset = site.file(decodeURIComponent(new URL(c.req.url).pathname));
    if (asset) return send(c, asset);
    await next();
  });

  if (pages) mountPages(app, { ...pages, csp: cspOptions });
  else app.all("*", (c) => c.json({ success: "false", message: "Not found." }, 404));

  app.onError((err, c) => {
    console.error("Unhandled error:", err);
    return c.json({ success: "false", message: "Something went wrong on our side." }, 500);
  });

  return app;
}
