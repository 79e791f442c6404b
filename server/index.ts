import cluster from "node:cluster";
import { webhookRule } from "./webhooks/address";
import { createWebhookSender } from "./webhooks/deliveries";
import { realpathSync } from "node:fs";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import type { Hono } from "hono";
import { databaseAnswers, healthModule } from "./health";
import { createApp } from "./app";
import { runPrimary } from "./cluster";
import { pagePosts } from "./page-posts";
import { CLAIM_EVIDENCE_AREA, createClaimServices } from "../app/domains/claims/index.server";
import {
  createCompaniesModule,
  LogoStore,
  LOGOS_AREA,
  MEMBER_PHOTOS_AREA,
} from "../app/domains/companies/index.server";
import { openFileStore } from "./files/file-store";
import {
  hasSessionCookie,
  requireOperatorTwoFactor,
  requireVerifiedEmail,
} from "../app/domains/accounts/index.server";
import { DRAIN_WINDOW_MS, loadConfig, type ServerConfig } from "./config";
import { openDatabase, type Db } from "./db/database";
import { createRepository } from "./db/repository";
import { seedSampleData } from "./db/seed";
import { drainable, serveApp } from "./http-server";
import { inboxOptionsFromEnv } from "./inbox/config";
import { createConsoleModule } from "./inbox/console-module";
import type { Viewer } from "./load-context";
import { memberLimits } from "./member-limits";
import type { ServerModule } from "./modules";
import { suggestLimitModule } from "../app/domains/search/index.server";
import { batchPageReads, withPageReads } from "../app/domains/notifications/index.server";
import { createNoticesModule } from "./outbox-module";
import { pageContext } from "./page-context";
import { PageCache } from "./page-cache";
import { JOBS } from "./jobs/definitions";
import { jobHandle, startServerJobs } from "./jobs/runner";
import { mailTransport } from "./mail-transport";
import { loadServerBuild, reactRouterRenderer, type BuildSource } from "./pages";
import { ensurePrivateDir } from "./private-files";
import { createLogger, workLog } from "./request-log";
import { clusterPeer, shareChanges } from "./shared/cluster-state";
import { openSharedState } from "./shared/shared-state";
import { builtInAccounts, closeAll, inboxAndRequests } from "./server-parts";
import { StaticSite } from "./static-site";
import { createTenderFiles, TENDER_FILES_AREA } from "./files/document-files";
import { createProposalFiles, PROPOSAL_FILES_AREA } from "../app/domains/freelance/index.server";
import {
  CERTIFICATE_FILES_AREA,
  createCertificateFiles,
} from "../app/domains/companies/index.server";

const logger = createLogger();

/** How long running background jobs may take to finish when the server stops. */
const JOB_DRAIN_MS = 8_000;

// The server: one construction of the app for production (`npm start`, below) and development
// (`npm run dev`, server/dev.ts), which differ only in where the build and static files come from.

export interface ServerAppOptions {
  config: ServerConfig;
  /** The production build's static files; null in development, where Vite serves them. */
  site: StaticSite | null;
  /** React Router's server build, or (in development) a function that loads the current one. */
  build: BuildSource;
  /** Tests: the database as the server uses it, from the one it opened (to make it fail a while). */
  wrapDatabase?: (db: Db) => Db;
}

export interface ServerApp {
  app: Hono;
  /** Closes the modules, mail, Redis and the database, once the HTTP server has stopped. */
  close(): Promise<void>;
}

export async function createServerApp({
  config,
  site,
  build,
  wrapDatabase = (opened) => opened,
}: ServerAppOptions): Promise<ServerApp> {
  ensurePrivateDir(config.dataDir);
  const db = wrapDatabase(await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl }));
  await seedSampleData(db);
  const repo = createRepository(db);
  const cache = config.pageCache ? new PageCache() : null;
  if (cache) repo.onChange(() => cache.clear());
  // One of several processes on this machine (WEB_CONCURRENCY): changes are told to each other.
  const peer = clusterPeer();
  if (peer) shareChanges(repo, cache, peer);
  // Rate limits shared by every server through Redis when REDIS_URL is set.
  const shared = openSharedState(config.redisUrl, { prefix: config.redisPrefix });
  if (shared && !(await shared.ready())) {
    console.warn("Redis did not answer at start: rate limits are per process until it does.");
  }
  const inboxOptions = inboxOptionsFromEnv(process.env, config);
  const { publicUrl, mailFrom } = inboxOptions;
  // The one job runner (docs/decisions/270), made once its jobs' modules are: they ask for their
  // jobs through this handle. Notifications and their e-mails' outbox (decisions 121, 122).
  const jobs = jobHandle();
  const soon = jobs.soon;
  // The one mail transport of every e-mail the site sends.
  const transport = inboxOptions.smtpUrl ? mailTransport(inboxOptions.smtpUrl) : null;
  const notices = createNoticesModule({
    db,
    transport,
    mailFrom,
    soon: soon(JOBS.noticeMail),
    log: workLog(logger, "outbox"),
  });
  const auth = await builtInAccounts(config, db, shared, notices.notifications);
  const verifiedToPublish = requireVerifiedEmail(process.env);
  const operatorTwoFactor = requireOperatorTwoFactor(process.env);
  const { inbox, requests } = await inboxAndRequests({
    logger,
    config,
    db,
    shared,
    inboxOptions,
    auth,
    verifiedToPublish,
    notifications: notices.notifications,
    transport,
    soon,
  });
  const jobsLog = workLog(logger, "jobs");
  const runner = await startServerJobs(
    db,
    {
      repo,
      db,
      dataDir: config.dataDir,
      publicUrl,
      notifications: notices.notifications,
      outbox: notices.outbox,
      webhooks: createWebhookSender({ db, rule: webhookRule() }),
      inbox,
      // Without built-in accounts there are no owners to tell (and no accounts table).
      requests: auth ? requests : null,
      log: (message) => console.log(message),
    },
    jobs,
    { databaseUrl: config.databaseUrl, log: jobsLog },
  );
  const pageReads = batchPageReads({ db, log: workLog(logger, "notifications") });
  const modules: ServerModule[] = [
    healthModule(
      () => databaseAnswers(db),
      () => runner.counts(),
    ),
    inbox,
  ];
  if (auth) modules.push(auth);
  const viewerFor = async (request: Request): Promise<Viewer | null> => {
    const user = auth ? await auth.userFor(request.headers) : null;
    return user ? { ...user, isOperator: await repo.operators.has(user.id) } : null;
  };
  // An operator without the two-step sign-in the site requires has no operator powers (decision 221).
  const heldBack = (viewer: { isOperator: boolean; twoFactorEnabled?: boolean }) =>
    operatorTwoFactor && viewer.isOperator && viewer.twoFactorEnabled !== true;
  const telling = { notifications: notices.notifications, publicUrl, mailFrom };
  const consoleInbox = createConsoleModule({ store: inbox.store, actorFor: viewerFor, heldBack });
  const companies = createCompaniesModule({
    repo,
    logoFiles: openFileStore(db, config.dataDir, LOGOS_AREA),
    actorFor: async (request) => {
      const viewer = await viewerFor(request);
      return viewer && heldBack(viewer) ? { ...viewer, isOperator: false } : viewer;
    },
    ...telling,
  });
  modules.push(
    consoleInbox,
    companies,
    suggestLimitModule({ shared, trustProxy: config.trustProxy }),
  );
  const claims = createClaimServices({
    repo,
    files: openFileStore(db, config.dataDir, CLAIM_EVIDENCE_AREA),
    ...telling,
  });
  const app = createApp({
    config,
    logger,
    site,
    modules,
    pages: {
      render: reactRouterRenderer(build, { actionOrigins: config.actionOrigins }),
      cache,
      dataVersion: () => repo.dataVersion(),
      databaseAway: async () => !(await databaseAnswers(db, DATABASE_AWAY_MS)),
      hasSession: (request) => hasSessionCookie(request.headers),
      readPost: pagePosts(inbox),
      context: pageContext({
        siteOrigin: config.siteOrigin,
        repo,
        auth,
        formsInbox: inbox,
        viewerFor,
        limits: memberLimits(shared),
        requests,
        // Opening a notification's page reads it, written behind the page (decision 282).
        notifications: withPageReads(notices.notifications, pageReads),
        requireVerifiedEmail: verifiedToPublish,
        mailEnabled: notices.notifications.mailEnabled,
        requireOperatorTwoFactor: operatorTwoFactor,
        companies: companies.services,
        inbox: consoleInbox.inbox,
        claims,
        jobs: runner,
        ...domainFiles(db, config.dataDir),
      }),
    },
  });
  const close = () =>
    closeAll(jobsLog, {
      drainMs: JOB_DRAIN_MS,
      runner,
      modules,
      last: [pageReads, notices, { close: async () => transport?.close() }, shared],
      db,
    });
  return { app, close };
}

/** How long a failed page waits for the database to answer before it is told it is away. */
const DATABASE_AWAY_MS = 1_000;

/** The private file areas of the tenders' and proposals' documents and the members' photos. */
function domainFiles(db: Db, dataDir: string) {
  const memberPhotos = new LogoStore(openFileStore(db, dataDir, MEMBER_PHOTOS_AREA));
  return {
    tenderFiles: createTenderFiles(openFileStore(db, dataDir, TENDER_FILES_AREA)),
    freelanceFiles: createProposalFiles(openFileStore(db, dataDir, PROPOSAL_FILES_AREA)),
    certificateFiles: createCertificateFiles(openFileStore(db, dataDir, CERTIFICATE_FILES_AREA)),
    memberPhotos: {
      store: async (file: File) => memberPhotos.store(new Uint8Array(await file.arrayBuffer())),
      read: (file: string) => memberPhotos.read(file),
    },
  };
}

/** The address to print: "localhost" for a server on every interface. */
export function servingAt(config: ServerConfig, port: number): string {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${host}:${port}`;
}

/** How long the pools may take to close once the connections are drained. */
const CLOSE_MS = 5_000;

/**
 * Stops cleanly on SIGTERM and SIGINT: no new connection is taken, the requests under way finish
 * within the drain window (each answered with `Connection: close`, keep-alive connections closed
 * as they go idle), then everything is closed and the process exits, with 0 when nothing was
 * cut (docs/decisions/280).
 */
export function stopOnSignals(
  server: Server,
  close: () => Promise<void>,
  { drainMs = DRAIN_WINDOW_MS }: { drainMs?: number } = {},
): void {
  const connections = drainable(server);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(
      `${signal} received: finishing the requests under way (at most ${drainMs / 1000} s), then closing.`,
    );
    // A pool that cannot close (a database that does not answer) does not keep the process up.
    setTimeout(() => process.exit(1), drainMs + CLOSE_MS).unref();
    const { cut } = await connections.drain(drainMs);
    if (cut > 0)
      console.warn(`${cut} request(s) still running at the end of the drain window were cut.`);
    try {
      await close();
    } catch (error) {
      console.error("Closing after the drain failed:", error);
      process.exit(1);
    }
    console.log("Stopped: requests finished, database and connections closed.");
    process.exit(cut > 0 ? 1 : 0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config);
  const site = await StaticSite.load(config.clientDir);
  const build = await loadServerBuild(config.serverDir);
  const { app, close } = await createServerApp({ config, site, build });
  const server = serveApp({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) =>
    console.log(`ProcureConnect is serving on ${servingAt(config, info.port)}`),
  );
  stopOnSignals(server, close, { drainMs: config.drainMs });
}

// `npm start` runs this file; server/dev.ts imports it for createServerApp.
const invokedDirectly =
  process.argv[1] !== undefined &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));

if (invokedDirectly) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
