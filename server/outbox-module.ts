import type { Transporter } from "nodemailer";
import { createNotifications } from "../app/domains/notifications/index.server";
import type { Db } from "./db/database";
import { createOutbox, OUTBOX_RETRY_MS, type Outbox } from "./outbox";
import type { WorkLog } from "./request-log";

// The notices' plumbing as the server starts it (docs/decisions/122, 270): the notifications
// (app/domains/notifications), and with a mail transport the outbox that sends their e-mails,
// retrying every OUTBOX_RETRY_MS doubled up to 30 minutes. The job runner sends them
// (server/jobs/definitions.ts): `soon` asks it to look now after an e-mail is queued.

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

export interface NoticesModule {
  notifications: ReturnType<typeof createNotifications>;
  /** The e-mails' outbox, when mail is configured. */
  outbox: Outbox | null;
  close(): Promise<void>;
}

export function createNoticesModule(options: {
  db: Db;
  /** The site's one mail transport (server/mail-transport.ts), null without SMTP_URL. */
  transport: Transporter | null;
  mailFrom: string;
  /** Asks the job runner to send the e-mails just queued. */
  soon: () => void;
  env?: NodeJS.ProcessEnv;
  /** Where the outbox's failures go (the server's logger). */
  log?: WorkLog;
}): NoticesModule {
  const { db, transport } = options;
  const log: WorkLog = options.log ?? ((m, e) => console.warn(m, e ?? ""));
  const retryMs = outboxRetryMs(options.env ?? process.env);
  const outbox: Outbox | null = transport
    ? createOutbox({
        db,
        send: async (mail) => void (await transport.sendMail(mail)),
        retryMs,
        log,
      })
    : null;
  const notifications = createNotifications({
    db,
    mailEnabled: transport !== null,
    mailFrom: options.mailFrom,
    queued: () => {
      if (outbox) options.soon();
    },
  });
  return {
    notifications,
    outbox,
    async close() {
      await outbox?.stop();
    },
  };
}
