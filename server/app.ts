import { Hono, type Context } from "hono";
import { API_PATHS, apiCors } from "./api-cors";
import type { ServerConfig } from "./config";
import type { ServerModule } from "./modules";
import { mountPages, type PagesOptions } from "./pages";
import { createRenderGate } from "./render-gate";
import { sendPrecompressed } from "./precompressed";
import { errorAnswer, requestIdOf, requestLogging, silentLogger, type Logger } from "./request-log";
import { buildCsp, securityHeaders } from "./security-headers";
import type { StaticFile, StaticSite } from "./static-site";

export interface AppOptions {
  config: ServerConfig;
  /**
   * The build's static files: scripts, styles, images, documents. Null in development, where
   * Vite's middlewares in front of the app serve them (server/dev.ts).
   */
  site: StaticSite | null;
  modules?: readonly ServerModule[];
  /** The server-rendered pages (server tests of other parts may leave them out). */
  pages?: Omit<PagesOptions, "csp" | "trustProxy" | "gate" | "actionOrigins">;
  /** Where each request's line goes (nowhere unless given). */
  logger?: Logger;
}

export function cspOptionsOf(config: ServerConfig) {
  return {
    connectOrigins: config.connectOrigins,
    scriptOrigins: config.scriptOrigins,
    frameOrigins: config.frameOrigins,
    imageOrigins: config.imageOrigins,
  };
}

export function createApp({
  config,
  site,
  modules = [],
  pages,
  logger = silentLogger,
}: AppOptions): Hono {
  const app = new Hono();
  const cspOptions = cspOptionsOf(config);

  app.use("*", ...requestLogging(logger, config));
  app.use("*", ...securityHeaders({ csp: buildCsp(cspOptions), trustProxy: config.trustProxy }));

  // A path that cannot be decoded is refused before any route sees it.
  app.use("*", async (c, next) => {
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return errorAnswer(c, 400, "Malformed URL.");
    }
    await next();
  });

  app.use(API_PATHS, apiCors());

  for (const module of modules) module.mount(app);

  const send = (c: Context, file: StaticFile) =>
    sendPrecompressed(
      c,
      file,
      200,
      new Headers({
        "Content-Type": file.contentType,
        "Cache-Control": file.cacheControl,
        Vary: "Accept-Encoding",
      }),
    );

  if (site) {
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const asset = site.file(decodeURIComponent(new URL(c.req.url).pathname));
      if (asset) return send(c, asset);
      await next();
    });
  }

  if (pages) {
    mountPages(app, {
      ...pages,
      csp: cspOptions,
      trustProxy: config.trustProxy,
      actionOrigins: config.actionOrigins,
      gate: createRenderGate({ concurrency: config.renderConcurrency, queue: config.renderQueue }),
    });
  } else app.all("*", (c) => errorAnswer(c, 404, "Not found."));

  app.onError((err, c) => {
    logger.error({ reqId: requestIdOf(c), err }, "Unhandled error");
    return errorAnswer(c, 500, "Something went wrong on our side.");
  });

  return app;
}
