import cluster from "node:cluster";
import { realpathSync } from "node:fs";
import { jobAlertDigestMail } from "../app/domains/hiring/index.server";
import { trainingNotice } from "../app/domains/knowledge/index.server";
import { formatTimestamp } from "../app/lib/dates";
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
  createAuthModule,
  hasSessionCookie,
  memberDataZip,
  requireOperatorTwoFactor,
  requireVerifiedEmail,
  type AuthModule,
} from "../app/domains/accounts/index.server";
import { loadConfig, type ServerConfig } from "./config";
import { openDatabase } from "./db/database";
import { createRepository } from "./db/repository";
import { seedSampleData } from "./db/seed";
import { serveApp } from "./http-server";
import { inboxOptionsFromEnv } from "./inbox/config";
import { createConsoleModule } from "./inbox/console-module";
import { createInboxModule } from "./inbox/inbox-module";
import type { Viewer } from "./load-context";
import { memberLimits } from "./member-limits";
import type { ServerModule } from "./modules";
import { suggestLimitModule } from "../app/domains/search/index.server";
import { createNoticesModule } from "./outbox-module";
import { REPLY_FILES_AREA } from "../app/domains/requests/index.server";
import { PageCache } from "./page-cache";
import { loadServerBuild, reactRouterRenderer, type BuildSource } from "./pages";
import { ensurePrivateDir } from "./private-files";
import { createLogger } from "./request-log";
import { companyRouter, createRequests } from "../app/domains/requests/index.server";
import { clusterPeer, shareChanges } from "./shared/cluster-state";
import { openSharedState } from "./shared/shared-state";
import { StaticSite } from "./static-site";
import { createTenderFiles, TENDER_FILES_AREA } from "./files/document-files";
import { createProposalFiles, PROPOSAL_FILES_AREA } from "../app/domains/freelance/index.server";

const logger = createLogger();

/** How often the job alert digests are looked for (each member still gets one a day at most). */
const JOB_ALERT_DIGEST_MS = 15 * 60_000;

// The server: one construction of the app for production (`npm start`, below) and development
// (`npm run dev`, server/dev.ts), which differ only in where the build and static files come from.

export interface ServerAppOptions {
  config: ServerConfig;
  /** The production build's static files; null in development, where Vite serves them. */
  site: StaticSite | null;
  /** React Router's server build, or (in development) a function that loads the current one. */
  build: BuildSource;
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
}: ServerAppOptions): Promise<ServerApp> {
  ensurePrivateDir(config.dataDir);
  const db = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
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
  // Notifications, and their e-mails sent from the outbox (docs/decisions/121, 122).
  const notices = createNoticesModule({ db, smtpUrl: inboxOptions.smtpUrl, mailFrom });
  // Built-in accounts, unless the build signs in with the hosted provider.
  const auth: AuthModule | null = config.clerkPublishableKey
    ? null
    : await createAuthModule({
        config,
        db,
        shared,
        // The accounts' links go out through the outbox, like every e-mail (decision 151).
        mail: notices.notifications.mailEnabled
          ? {
              send: async (to, subject, text) => {
                await notices.notifications.mailOnly(to, { subject, text });
              },
            }
          : null,
      });
  const verifiedToPublish = requireVerifiedEmail(process.env);
  const operatorTwoFactor = requireOperatorTwoFactor(process.env);
  const inbox = await createInboxModule(
    {
      ...inboxOptions,
      router: companyRouter({
        db,
        memberOf: async (headers) => (auth ? await auth.userFor(headers) : null),
        requireVerified: verifiedToPublish,
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
  notices.start(auth ? requests : null);
  // Training reminders, a day before each event, once per seat
  // (app/domains/knowledge/data/registrations.server.ts).
  const remind = () =>
    repo.knowledge.training
      .remindDue((trx, { userId, event, status }) =>
        notices.notifications.write(trx, {
          userId,
          ...trainingNotice(event, status, formatTimestamp(event.startsAt), publicUrl),
        }),
      )
      .catch((error: unknown) => console.warn(`Training reminders: ${String(error)}`));
  void remind();
  const reminders = setInterval(remind, 60_000);
  reminders.unref();
  // The daily e-mail digest of job alerts, when mail is configured: each member at most once a
  // UTC day (app/domains/hiring/data/, docs/decisions/206).
  const digest = () =>
    repo.hiring
      .digestDue((trx, userId, jobs) =>
        notices.notifications.mailMember(
          trx,
          userId,
          "job-alert",
          jobAlertDigestMail(jobs, publicUrl),
        ),
      )
      .then((queued) => {
        if (queued > 0) notices.notifications.queued();
      })
      .catch((error: unknown) => console.warn(`Job alert digests: ${String(error)}`));
  const digests = notices.notifications.mailEnabled
    ? setInterval(digest, JOB_ALERT_DIGEST_MS)
    : null;
  digests?.unref();
  if (digests) void digest();
  const modules: ServerModule[] = [healthModule(() => databaseAnswers(db)), inbox];
  if (auth) modules.push(auth);
  const limits = memberLimits(shared);
  const viewerFor = async (request: Request): Promise<Viewer | null> => {
    const user = auth ? await auth.userFor(request.headers) : null;
    return user ? { ...user, isOperator: await repo.operators.has(user.id) } : null;
  };
  const consoleInbox = createConsoleModule({ store: inbox.store, actorFor: viewerFor });
  const companies = createCompaniesModule({
    repo,
    logoFiles: openFileStore(db, config.dataDir, LOGOS_AREA),
    actorFor: viewerFor,
    notifications: notices.notifications,
    publicUrl,
    mailFrom,
  });
  modules.push(
    consoleInbox,
    companies,
    suggestLimitModule({ shared, trustProxy: config.trustProxy }),
  );
  const claims = createClaimServices({
    repo,
    files: openFileStore(db, config.dataDir, CLAIM_EVIDENCE_AREA),
    notifications: notices.notifications,
    publicUrl,
    mailFrom,
  });
  const memberPhotos = new LogoStore(openFileStore(db, config.dataDir, MEMBER_PHOTOS_AREA));
  const tenderFiles = createTenderFiles(openFileStore(db, config.dataDir, TENDER_FILES_AREA));
  const freelanceFiles = createProposalFiles(
    openFileStore(db, config.dataDir, PROPOSAL_FILES_AREA),
  );
  const app = createApp({
    config,
    logger,
    site,
    modules,
    pages: {
      render: reactRouterRenderer(build, { actionOrigins: config.actionOrigins }),
      cache,
      dataVersion: () => repo.dataVersion(),
      hasSession: (request) => hasSessionCookie(request.headers),
      readPost: pagePosts(inbox),
      context: async (request, c) => ({
        repo,
        user: await viewerFor(request),
        limits,
        requests,
        notifications: notices.notifications,
        accounts: auth
          ? {
              post: (path, body) => auth.post(c, path, body),
              verifyEmail: (token) => auth.verifyEmail(token, c.req.raw.headers),
              changeEmail: (password, code, newEmail) =>
                auth.changeEmail(c.req.raw.headers, password, code, newEmail),
              sessions: () => auth.sessions(c.req.raw.headers),
              endSession: (id) => auth.endSession(c.req.raw.headers, id),
              endOtherSessions: () => auth.endOtherSessions(c.req.raw.headers),
              leave: async (password, code) => {
                const member = await auth.userFor(c.req.raw.headers);
                if (!member) return "signed-out";
                const verdict = await auth.confirm(c.req.raw.headers, password, code);
                if (verdict !== "ok") return verdict;
                const erased = await repo.accountRecords.erase(member.id);
                if (erased) {
                  // Counts only: who left is not kept in the log either.
                  console.log(
                    `[accounts] an account was deleted (${erased.reviews} reviews kept as former member's, ${erased.companiesUnlisted} companies unlisted)`,
                  );
                }
                return erased ? "ok" : "signed-out";
              },
            }
          : null,
        requireVerifiedEmail: verifiedToPublish,
        mailEnabled: notices.notifications.mailEnabled,
        requireOperatorTwoFactor: operatorTwoFactor,
        memberData: async (userId) => {
          const records = await repo.accountRecords.of(userId);
          if (!records) return null;
          return memberDataZip({ records, requests: await requests.everyOf(userId) });
        },
        forms: {
          submit: (mailbox, body, from) =>
            inbox.submit(mailbox, body, {
              sender: inbox.senderOf(c),
              headers: c.req.raw.headers,
              vendor: from?.vendor,
              job: from?.job,
              // Counted when the page read the post (pagePosts).
              counted: true,
            }),
        },
        companies: companies.services,
        inbox: consoleInbox.inbox,
        claims,
        tenderFiles,
        freelanceFiles,
        memberPhotos: {
          store: async (file) => memberPhotos.store(new Uint8Array(await file.arrayBuffer())),
          read: (file) => memberPhotos.read(file),
        },
      }),
    },
  });
  const close = async () => {
    clearInterval(reminders);
    if (digests) clearInterval(digests);
    for (const m of modules) await m.close?.();
    await notices.close();
    await shared?.close();
    await db.destroy();
  };
  return { app, close };
}

/** The address to print: "localhost" for a server on every interface. */
export function servingAt(config: ServerConfig, port: number): string {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${host}:${port}`;
}

/** Stops cleanly on SIGTERM and SIGINT: open requests finish, then everything is closed. */
export function stopOnSignals(server: Server, close: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing connections.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await close();
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
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
  stopOnSignals(server, close);
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
