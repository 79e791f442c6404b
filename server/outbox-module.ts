import { createNotifications } from "../app/domains/notifications/index.server";
import type { Db } from "./db/database";
import { smtpSender } from "./notices";
import { createOutbox, OUTBOX_RETRY_MS, type Outbox } from "./outbox";
import type { WorkLog } from "./request-log";
import type { Requests } from "../app/domains/requests/index.server";

// The notices' plumbing as the server starts it (docs/decisions/122): the notifications
// (app/domains/notifications), and with SMTP_URL the outbox worker that sends their e-mails,
// retrying every OUTBOX_RETRY_MS doubled up to 30 minutes. It stays in server/ with the worker:
// starting and stopping background work is infrastructure.

/** OUTBOX_RETRY_MS: the first retry's delay in milliseconds (30 s unless set, at least 100). */
export function outboxRetryMs(env: NodeJS.ProcessEnv): number {
  const raw = env.OUTBOX_RETRY_MS?.trim();
  if (!raw) return OUTBOX_RETRY_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100) {
    throw new Error(`OUTBOX_RETRY_MS must be a whole number of milliseconds (100 or more): ${raw}`);
  }
  return value;
}

/** How often the notices of requests a stopped server did not write are looked for. */
const MISSED_EVERY_MS = 60_000;

export function createNoticesModule(options: {
  db: Db;
  smtpUrl: string | null;
  mailFrom: string;
  env?: NodeJS.ProcessEnv;
  /** Where the outbox's and the catch-up's failures go (the server's logger). */
  log?: WorkLog;
}) {
  const { db } = options;
  const log: WorkLog = options.log ?? ((m, e) => console.warn(m, e ?? ""));
  const retryMs = outboxRetryMs(options.env ?? process.env);
  const sender = options.smtpUrl ? smtpSender(options.smtpUrl) : null;
  const outbox: Outbox | null = sender
    ? createOutbox({ db, send: (mail) => sender.send(mail), retryMs, log })
    : null;
  const notifications = createNotifications({
    db,
    mailEnabled: sender !== null,
    mailFrom: options.mailFrom,
    queued: () => outbox?.kick(),
  });
  let missed: ReturnType<typeof setInterval> | null = null;
  return {
    notifications,
    /**
     * Starts sending e-mail and, given the requests (built-in accounts only), writing the notices
     * a stopped server left unwritten.
     */
    start(requests: Requests | null) {
      outbox?.start();
      // Without built-in accounts there are no owners to tell (and no accounts table).
      if (!requests) return;
      const catchUp = () =>
        requests
          .notifyMissed()
          .catch((error: unknown) => log("Notices: could not look for missed notices", error));
      void catchUp();
      missed = setInterval(catchUp, MISSED_EVERY_MS);
      missed.unref();
    },
    async close() {
      if (missed) clearInterval(missed);
      await outbox?.stop();
      sender?.close();
    },
  };
}
