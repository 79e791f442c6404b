import { createApp } from "./app";
import { createAuthModule } from "./auth/auth-module";
import { loadConfig } from "./config";
import { serveApp } from "./http-server";
import { inboxOptionsFromEnv } from "./inbox/config";
import { createInboxModule } from "./inbox/inbox-module";
import type { ServerModule } from "./modules";
import { ensurePrivateDir } from "./private-files";
import { StaticSite } from "./static-site";

async function main() {
  const config = loadConfig();
  const site = await StaticSite.load(config.clientDir);
  ensurePrivateDir(config.dataDir);
  const modules: ServerModule[] = [createInboxModule(inboxOptionsFromEnv(process.env, config))];
  // Built-in accounts, unless the build signs in with the hosted provider.
  if (!config.clerkPublishableKey) modules.push(await createAuthModule({ config }));
  const app = createApp({ config, site, modules });

  const server = serveApp(
    { fetch: app.fetch, port: config.port, hostname: config.host },
    (info) => {
      const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
      console.log(`ProcureConnect is serving on http://${host}:${info.port}`);
    },
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing connections.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      for (const m of modules) await m.close?.();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
