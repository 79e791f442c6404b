import { createAuthModule, type AuthModule } from "../app/domains/accounts/index.server";
import {
  companyRouter,
  createRequests,
  REPLY_FILES_AREA,
} from "../app/domains/requests/index.server";
import type { ServerConfig } from "./config";
import type { Db } from "./db/database";
import { openFileStore } from "./files/file-store";
import type { inboxOptionsFromEnv } from "./inbox/config";
import { createInboxModule } from "./inbox/inbox-module";
import { JOBS } from "./jobs/definitions";
import type { JobRunner } from "./jobs/job";
import type { jobHandle } from "./jobs/runner";
import type { mailTransport } from "./mail-transport";
import type { ServerModule } from "./modules";
import type { NoticesModule } from "./outbox-module";
import { workLog, type Logger, type WorkLog } from "./request-log";
import type { openSharedState } from "./shared/shared-state";

// The parts of the server's construction (server/index.ts `createServerApp`) that are more than
// a line: the built-in accounts, the forms inbox with the requests it routes, and the closing of
// everything once the HTTP server has stopped.

/** The forms inbox, which routes requests to the network's companies, and those requests. */
export async function inboxAndRequests({
  config,
  db,
  shared,
  inboxOptions,
  auth,
  verifiedToPublish,
  notifications,
  transport,
  soon,
  logger,
}: {
  logger: Logger;
  config: ServerConfig;
  db: Db;
  shared: ReturnType<typeof openSharedState>;
  inboxOptions: ReturnType<typeof inboxOptionsFromEnv>;
  auth: AuthModule | null;
  verifiedToPublish: boolean;
  notifications: NoticesModule["notifications"];
  transport: ReturnType<typeof mailTransport> | null;
  soon: ReturnType<typeof jobHandle>["soon"];
}) {
  const { publicUrl } = inboxOptions;
  const requestsLog = workLog(logger, "requests");
  const tellOwnerFailed = (error: unknown) =>
    requestsLog("Requests: could not tell the owner", error);
  const inbox = await createInboxModule(
    {
      ...inboxOptions,
      router: companyRouter({
        db,
        memberOf: async (headers) => (auth ? await auth.userFor(headers) : null),
        requireVerified: verifiedToPublish,
        notifyOwner: (notice) => void requests.notifyNew(notice).catch(tellOwnerFailed),
      }),
      log: inboxOptions.log ?? workLog(logger, "forms-inbox"),
      transport,
      soon: soon(JOBS.formMail),
    },
    db,
    shared,
  );
  const requests = createRequests({
    db,
    store: inbox.store,
    notifications: notifications,
    files: openFileStore(db, config.dataDir, REPLY_FILES_AREA),
    publicUrl,
  });
  return { inbox, requests };
}

/**
 * Closes what the server opened, once the HTTP server has stopped: the job runner first (running
 * jobs finish, or run again on another server), then the modules, then `last` in order, and the
 * database's pool.
 */
export async function closeAll(
  log: WorkLog,
  {
    runner,
    drainMs,
    modules,
    last,
    db,
  }: {
    runner: JobRunner;
    /** How long running background jobs may take to finish. */
    drainMs: number;
    modules: ServerModule[];
    last: ({ close(): Promise<void> } | null)[];
    db: Db;
  },
) {
  await runner.stop(drainMs).catch((error: unknown) => log("Background jobs: stop", error));
  for (const m of modules) await m.close?.();
  for (const part of last) await part?.close();
  await db.destroy();
}

/** Built-in accounts, unless the build signs in with the hosted provider. */
export async function builtInAccounts(
  config: ServerConfig,
  db: Db,
  shared: ReturnType<typeof openSharedState>,
  notifications: NoticesModule["notifications"],
): Promise<AuthModule | null> {
  if (config.clerkPublishableKey) return null;
  return createAuthModule({
    config,
    db,
    shared,
    // The accounts' links go out through the outbox, like every e-mail (decision 151).
    mail: notifications.mailEnabled
      ? {
          send: async (to, subject, text) => {
            await notifications.mailOnly(to, { subject, text });
          },
        }
      : null,
  });
}
