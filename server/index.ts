import { createApp } from "./app";
import { createCompaniesModule } from "./companies/companies-module";
import { LOGOS_AREA } from "./companies/logos";
import { openFileStore } from "./files/file-store";
import { createAuthModule, hasSessionCookie, type AuthModule } from "./auth/auth-module";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { createRepository } from "./db/repository";
import { seedSampleData } from "./db/seed";
import { serveApp } from "./http-server";
import { inboxOptionsFromEnv } from "./inbox/config";
import { createInboxModule } from "./inbox/inbox-module";
import type { Viewer } from "./load-context";
import { memberLimits } from "./member-limits";
import type { ServerModule } from "./modules";
import { decisionNotices } from "./companies/notify";
import { createNoticesModule } from "./outbox-module";
import { REPLY_FILES_AREA } from "./requests";
import { PageCache } from "./page-cache";
import { loadServerBuild, reactRouterRenderer } from "./pages";
import { ensurePrivateDir } from "./private-files";
import { createLogger } from "./request-log";
import { companyRouter, createRequests } from "./requests";
import { openSharedState } from "./shared/shared-state";
import { StaticSite } from "./static-site";

const logger = createLogger();

async function main() {
  const config = loadConfig();
  const site = await StaticSite.load(config.clientDir);
  const build = await loadServerBuild(config.serverDir);
  ensurePrivateDir(config.dataDir);
  const db = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  await seedSampleData(db);
  const repo = createRepository(db);
  const cache = config.pageCache ? new PageCache() : null;
  if (cache) repo.onChange(() => cache.clear());

  // Rate limits shared by every server through Redis when REDIS_URL is set.
  const shared = openSharedState(config.redisUrl, { prefix: config.redisPrefix });
  if (shared && !(await shared.ready())) {
    console.warn("Redis did not answer at start: rate limits are per process until it does.");
  }
  const inboxOptions = inboxOptionsFromEnv(process.env, config);
  const { publicUrl, mailFrom } = inboxOptions;
  // Notifications, and their e-mails sent from the outbox (docs/decisions/121, 122).
  const notices = createNoticesModule({ db, smtpUrl: inboxOptions.smtpUrl, mailFrom });
  // Built-in accounts, unless the build signs in with the hosted provider.
  const auth: AuthModule | null = config.clerkPublishableKey
    ? null
    : await createAuthModule({ config, db, shared });
  const inbox = await createInboxModule(
    {
      ...inboxOptions,
      router: companyRouter({
        db,
        memberOf: async (headers) => (auth ? await auth.userFor(headers) : null),
        notifyOwner: (notice) => void requests.notifyNew(notice).catch(console.warn),
      }),
    },
    db,
    shared,
  );
  const requests = createRequests({
    db,
    store: inbox.store,
    notifications: notices.notifications,
    files: openFileStore(db, config.dataDir, REPLY_FILES_AREA),
    publicUrl,
  });
  notices.start(requests);
  const modules: ServerModule[] = auth ? [inbox, auth] : [inbox];
  const limits = memberLimits(shared);
  const viewerFor = async (request: Request): Promise<Viewer | null> => {
    const user = auth ? await auth.userFor(request.headers) : null;
    return user ? { ...user, isOperator: await repo.operators.has(user.id) } : null;
  };
  const companies = createCompaniesModule({
    repo,
    store: inbox.store,
    logoFiles: openFileStore(db, config.dataDir, LOGOS_AREA),
    actorFor: viewerFor,
    notify: decisionNotices(db, notices.notifications),
    publicUrl,
    mailFrom,
  });
  modules.push(companies);
  const app = createApp({
    config,
    logger,
    site,
    modules,
    pages: {
      render: reactRouterRenderer(build),
      cache,
      dataVersion: () => repo.dataVersion(),
      hasSession: (request) => hasSessionCookie(request.headers),
      context: async (request, c) => ({
        repo,
        user: await viewerFor(request),
        limits,
        requests,
        notifications: notices.notifications,
        accounts: auth ? { post: (path, body) => auth.post(c, path, body) } : null,
        forms: {
          submit: (mailbox, body) =>
            inbox.submit(mailbox, body, inbox.senderOf(c), c.req.header("cookie")),
        },
        companies: companies.services,
        inbox: companies.inbox,
      }),
    },
  });

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
      await notices.close();
      await shared?.close();
      await db.destroy();
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
