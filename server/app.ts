import { Hono, type Context } from "hono";
import { buildCsp, STATIC_SECURITY_HEADERS } from "./security-headers";
import type { ServerConfig } from "./config";
import type { ServerModule } from "./modules";
import type { StaticFile, StaticSite } from "./static-site";

export interface AppOptions {
  config: ServerConfig;
  site: StaticSite;
  modules?: readonly ServerModule[];
}

function acceptsGzip(c: Context): boolean {
  return /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
}

export function createApp({ config, site, modules = [] }: AppOptions): Hono {
  const app = new Hono();
  const cspOptions = {
    connectOrigins: config.connectOrigins,
    scriptOrigins: config.scriptOrigins,
    frameOrigins: config.frameOrigins,
    imageOrigins: config.imageOrigins,
  };
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

  for (const module of modules) module.mount(app);

  const send = (c: Context, file: StaticFile, status: 200 | 404 = 200) => {
    const headers: Record<string, string> = {
      "Content-Type": file.contentType,
      "Cache-Control": status === 404 ? "no-store" : file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (file.contentType.startsWith("text/html")) {
      headers["Content-Security-Policy"] = buildCsp({
        ...cspOptions,
        scriptHashes: file.scriptHashes,
      });
    }
    if (status === 200 && c.req.header("if-none-match") === file.etag) {
      return c.body(null, 304, headers);
    }
    const useGzip = file.gzip !== null && acceptsGzip(c);
    const body = useGzip ? file.gzip! : file.body;
    if (useGzip) headers["Content-Encoding"] = "gzip";
    headers["Content-Length"] = String(body.length);
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  };

  app.on(["GET", "HEAD"], "*", (c) => {
    let pathname: string;
    try {
      // Decode each segment but keep an encoded "/" inside one, as the client router does.
      pathname = new URL(c.req.url).pathname
        .split("/")
        .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
        .join("/");
    } catch {
      return c.json({ success: "false", message: "Malformed URL." }, 400);
    }
    const asset = site.file(pathname);
    if (asset) return send(c, asset);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const target = pathname.replace(/\/+$/, "") || "/";
      if (site.page(target)) {
        const search = new URL(c.req.url).search;
        return c.redirect(encodeURI(target) + search, 308);
      }
    }
    const page = site.page(pathname);
    if (page) return send(c, page);
    return send(c, site.notFound(pathname), 404);
  });

  app.all("*", (c) => c.json({ success: "false", message: "Method not allowed." }, 405));

  app.onError((err, c) => {
    console.error("Unhandled error:", err);
    return c.json({ success: "false", message: "Something went wrong on our side." }, 500);
  });

  return app;
}
