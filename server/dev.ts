import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config";
import { HTTP_TIMEOUTS } from "./http-server";
import { createServerApp, servingAt, stopOnSignals } from "./index";

// `npm run dev`: our own server (the same database, inbox, accounts, modules and load context as
// `npm start`) with Vite in middleware mode in front of it, as React Router's custom-server
// template does it. Vite's middlewares answer what is theirs (source modules, its client, the
// files in public/, the stylesheet) and pass everything else to the app; the app renders pages
// with the server build Vite loads for each request (`virtual:react-router/server-build`), so an
// edited route or component takes effect at the next request, and the browser is updated in place
// over Vite's HMR socket, which shares our port. Changes under server/ need a restart.

async function main() {
  process.env.NODE_ENV ??= "development";
  // Port 5173 unless PORT says otherwise, so that it runs beside `npm start`, and only on this
  // machine unless HOST says otherwise (Vite serves source files). No page cache: every request
  // renders the current code.
  const config = {
    ...loadConfig({ PORT: "5173", HOST: "127.0.0.1", ...process.env }),
    pageCache: false,
  };

  const httpServer = createServer({ ...HTTP_TIMEOUTS });
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const build = async (): Promise<ServerBuild> => {
    try {
      return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    } catch (err) {
      // Point the stack at the source file, not Vite's transformed module.
      if (err instanceof Error) vite.ssrFixStacktrace(err);
      throw err;
    }
  };

  await generateTemplatesIfMissing();
  const { app, close } = await createServerApp({ config, site: null, build });
  const listener = getRequestListener(app.fetch);
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    vite.middlewares(req, res, (err?: unknown) => {
      if (!err) return void listener(req, res);
      console.error(err);
      res.statusCode = 500;
      res.end("Something went wrong in Vite's middleware: see the terminal.");
    });
  });
  httpServer.listen(config.port, config.host, () => {
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`ProcureConnect (development) is serving on ${servingAt(config, port)}`);
  });
  stopOnSignals(httpServer, async () => {
    await vite.close();
    await close();
  });
}

/**
 * The template downloads are generated files (public/templates, built by `npm run templates`
 * before every build). A fresh checkout has none: make them once, so that their links work in
 * development too.
 */
async function generateTemplatesIfMissing() {
  const outDir = path.resolve("public/templates");
  if (existsSync(outDir)) return;
  const { generateTemplates } = await import("../templates/generate");
  const files = await generateTemplates(outDir);
  console.log(`Wrote ${files.length} templates to public/templates`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
