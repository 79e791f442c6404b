import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PER_PAGE,
  type NotificationKind,
} from "../app/domain/notifications";
import { accountEmail } from "./db/accounts";
import { isPostgres, type Db } from "./db/database";
import type { Page } from "./db/write";
import type { Database } from "./db/schema";
import type { Mail } from "./notices";

// One path for everything the network tells its members (docs/decisions/121, 122): a notice is
// written in the same transaction as the event it tells of, as a `notifications` row for a
// member (the bell, /account/notifications) and, when mail is configured and the member wants
// it, an `outbox` row for its e-mail. The outbox worker sends due rows, retries a failure with
// exponential backoff, gives up after a day, and sends each e-mail once: a row is claimed by one
// statement (`FOR UPDATE SKIP LOCKED` on PostgreSQL, SQLite's single writer), so several servers
// share the work.

type Writer = Kysely<Database> | Transaction<Database>;

/** A notice to write with its event. */
export interface NewNotice {
  kind: NotificationKind;
  /** The member told on the site; null for a signed-out buyer (e-mail only). */
  userId: string | null;
  /**
   * Where its e-mail goes; null for none; left out, the member's own address (`userId`'s
   * account), read in the event's transaction.
   */
  email?: string | null;
  title: string;
  body: string;
  /** A path on this site. */
  link: string;
  /** The e-mail (subject and text); without it there is no e-mail. */
  mail: { subject: string; text: string } | null;
  /** One notice per key, ever (a retried event writes nothing twice). */
  dedupeKey?: string;
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotifierOptions {
  db: Db;
  /** Whether e-mail is configured (SMTP_URL): without it no outbox row is written. */
  mailEnabled: boolean;
  mailFrom: string;
  now?: () => Date;
  /** Called once an e-mail is queued, to send it soon (the worker's `kick`). */
  queued?: () => void;
}

export function createNotifications(options: NotifierOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  async function wantsEmail(trx: Writer, userId: string, kind: NotificationKind) {
    const row = await trx
      .selectFrom("notification_settings")
      .select("email")
      .where("user_id", "=", userId)
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row ? Number(row.email) === 1 : true;
  }

  /** An e-mail in the outbox, due now. */
  async function queue(
    trx: Writer,
    to: string,
    mail: { subject: string; text: string },
    notificationId: string | null,
    at = now().toISOString(),
  ) {
    await trx
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        notification_id: notificationId,
        mail_from: options.mailFrom,
        mail_to: to,
        subject: mail.subject,
        body: mail.text,
        next_attempt_at: at,
        sent_at: null,
        failed_at: null,
        last_error: null,
        created_at: at,
      })
      .execute();
  }

  return {
    /**
     * Writes a notice inside `trx`, the event's own transaction: its notification and its e-mail
     * are stored, or neither is. Returns false when its `dedupeKey` was already used.
     */
    async write(trx: Writer, notice: NewNotice): Promise<boolean> {
      const at = now().toISOString();
      let notificationId: string | null = null;
      if (notice.dedupeKey) {
        const seen = await trx
          .selectFrom("notifications")
          .select("id")
          .where("dedupe_key", "=", notice.dedupeKey)
          .executeTakeFirst();
        if (seen) return false;
      }
      if (notice.userId) {
        notificationId = randomUUID();
        await trx
          .insertInto("notifications")
          .values({
            id: notificationId,
            user_id: notice.userId,
            kind: notice.kind,
            title: notice.title,
            body: notice.body,
            link: notice.link,
            dedupe_key: notice.dedupeKey ?? null,
            read_at: null,
            created_at: at,
          })
          .execute();
      }
      const to = !(options.mailEnabled && notice.mail)
        ? null
        : notice.email === undefined && notice.userId
          ? await accountEmail(trx, notice.userId)
          : (notice.email ?? null);
      const mailed = to && (!notice.userId || (await wantsEmail(trx, notice.userId, notice.kind)));
      if (mailed) await queue(trx, to, notice.mail!, notificationId, at);
      return true;
    },

    /**
     * Queues an e-mail to a member, in `trx`, with no notification of its own (a digest of
     * notices the member already has on the site): only when mail is configured and the member
     * wants e-mail of `kind`. Returns whether it was queued.
     */
    async mailMember(
      trx: Writer,
      userId: string,
      kind: NotificationKind,
      mail: { subject: string; text: string },
    ): Promise<boolean> {
      if (!options.mailEnabled || !(await wantsEmail(trx, userId, kind))) return false;
      const to = await accountEmail(trx, userId);
      if (!to) return false;
      await queue(trx, to, mail, null);
      return true;
    },

    /** Writes a notice in a transaction of its own, then has its e-mail sent. */
    async send(notice: NewNotice): Promise<void> {
      await db.transaction().execute((trx) => this.write(trx, notice));
      options.queued?.();
    },

    /**
     * Queues an e-mail that is no notification (the accounts' verification and reset links):
     * no row for the bell, no setting to turn it off; nothing without mail configured.
     */
    async mailOnly(to: string, mail: { subject: string; text: string }): Promise<boolean> {
      if (!options.mailEnabled) return false;
      await queue(db, to, mail, null);
      options.queued?.();
      return true;
    },

    /** Whether e-mail is configured (SMTP_URL). */
    get mailEnabled(): boolean {
      return options.mailEnabled;
    },

    /** Tells the worker that the caller's transaction, now committed, queued an e-mail. */
    queued(): void {
      options.queued?.();
    },

    /** The bell's number. */
    async unreadCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A member's notifications, newest first, one page. */
    async list(userId: string, page: number): Promise<Page<NotificationItem>> {
      const rows = await db
        .selectFrom("notifications")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(NOTIFICATIONS_PER_PAGE)
        .offset((page - 1) * NOTIFICATIONS_PER_PAGE)
        .execute();
      const total = await db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      const n = Number(total.n);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: (isNotificationKind(r.kind) ? r.kind : "request-new") as NotificationKind,
          title: r.title,
          body: r.body,
          link: r.link,
          read: r.read_at !== null,
          createdAt: r.created_at,
        })),
        matches: n,
        total: n,
      };
    },

    /** Marks one of the member's notifications read; false when it is not theirs. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom("notifications")
        .select(["id", "read_at"])
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return false;
      if (row.read_at === null) {
        await db
          .updateTable("notifications")
          .set({ read_at: now().toISOString() })
          .where("id", "=", id)
          .where("user_id", "=", userId)
          .execute();
      }
      return true;
    },

    /** Marks every notification of the member read. */
    async markAllRead(userId: string): Promise<void> {
      await db
        .updateTable("notifications")
        .set({ read_at: now().toISOString() })
        .where("user_id", "=", userId)
        .where("read_at", "is", null)
        .execute();
    },

    /** Marks read the member's unread notifications that link to `link` (opening the page). */
    async markReadByLink(userId: string, link: string): Promise<void> {
      await db
        .updateTable("notifications")
        .set({ read_at: now().toISOString() })
        .where("user_id", "=", userId)
        .where("link", "=", link)
        .where("read_at", "is", null)
        .execute();
    },

    /** Which kinds the member has e-mailed (every kind unless turned off). */
    async emailSettings(userId: string): Promise<Record<NotificationKind, boolean>> {
      const rows = await db
        .selectFrom("notification_settings")
        .select(["kind", "email"])
        .where("user_id", "=", userId)
        .execute();
      const settings = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as Record<
        NotificationKind,
        boolean
      >;
      for (const r of rows)
        if (isNotificationKind(r.kind)) settings[r.kind] = Number(r.email) === 1;
      return settings;
    },

    async saveEmailSettings(userId: string, email: Record<NotificationKind, boolean>) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("notification_settings").where("user_id", "=", userId).execute();
        await trx
          .insertInto("notification_settings")
          .values(
            NOTIFICATION_KINDS.map((kind) => ({
              user_id: userId,
              kind,
              email: email[kind] ? 1 : 0,
            })),
          )
          .execute();
      });
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;

// The outbox worker.

export interface OutboxOptions {
  db: Db;
  /** Sends one e-mail; rejects when the mail server refuses it or cannot be reached. */
  send(mail: Mail): Promise<void>;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /** The first retry's delay (OUTBOX_RETRY_MS); each next one doubles, up to `maxDelayMs`. */
  retryMs?: number;
  /** The longest delay between two attempts: 30 minutes. */
  maxDelayMs?: number;
  /** An e-mail still failing this long after it was queued is given up: a day. */
  giveUpAfterMs?: number;
  /** How long a claimed e-mail stays with the server that claimed it before another may. */
  leaseMs?: number;
  /** E-mails claimed at once. */
  batch?: number;
  log?: (message: string) => void;
}

export const OUTBOX_RETRY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 30 * 60_000;
export const OUTBOX_GIVE_UP_MS = 24 * 60 * 60_000;
const LEASE_MS = 5 * 60_000;

/** The wait after the `attempts`-th failure: `retryMs` doubled each time, at most `maxDelayMs`. */
export function retryDelay(attempts: number, retryMs: number, maxDelayMs: number): number {
  const doubled = retryMs * 2 ** Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(doubled, maxDelayMs);
}

export interface Outbox {
  /** Sends every e-mail due now; resolves with how many were sent. */
  runDue(): Promise<number>;
  /** Checks for due e-mail every `pollMs`, and soon after each `kick`. */
  start(pollMs?: number): void;
  /** An e-mail was queued: send it soon. */
  kick(): void;
  /** Stops checking and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { db } = options;
  const now = options.now ?? Date.now;
  const retryMs = options.retryMs ?? OUTBOX_RETRY_MS;
  const maxDelayMs = Math.max(retryMs, options.maxDelayMs ?? OUTBOX_MAX_DELAY_MS);
  const giveUpAfterMs = options.giveUpAfterMs ?? OUTBOX_GIVE_UP_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const batch = options.batch ?? 20;
  const log = options.log ?? ((m: string) => console.warn(m));
  const iso = (ms: number) => new Date(ms).toISOString();

  /** Takes up to `batch` due e-mails for this process: one statement, so no other takes them. */
  async function claim() {
    const at = now();
    const due = db
      .selectFrom("outbox")
      .select("id")
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .where("next_attempt_at", "<=", iso(at))
      .orderBy("next_attempt_at")
      .limit(batch);
    return db
      .updateTable("outbox")
      .set((eb) => ({
        next_attempt_at: iso(at + leaseMs),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", isPostgres(db) ? due.forUpdate().skipLocked() : due)
      .where("sent_at", "is", null)
      .where("failed_at", "is", null)
      .returningAll()
      .execute();
  }

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    try {
      await options.send({
        from: row.mail_from,
        to: row.mail_to,
        subject: row.subject,
        text: row.body,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now();
      const attempts = Number(row.attempts);
      const giveUp = at - Date.parse(row.created_at) >= giveUpAfterMs;
      await db
        .updateTable("outbox")
        .set(
          giveUp
            ? { failed_at: iso(at), last_error: message.slice(0, 500) }
            : {
                next_attempt_at: iso(at + retryDelay(attempts, retryMs, maxDelayMs)),
                last_error: message.slice(0, 500),
              },
        )
        .where("id", "=", row.id)
        .execute();
      log(
        giveUp
          ? `Outbox: gave up e-mailing ${row.mail_to} after ${attempts} attempts: ${message}`
          : `Outbox: could not e-mail ${row.mail_to} (attempt ${attempts}), will retry: ${message}`,
      );
      return false;
    }
    await db
      .updateTable("outbox")
      .set({ sent_at: iso(now()), last_error: null })
      .where("id", "=", row.id)
      .execute();
    return true;
  }

  let running: Promise<number> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;

  async function runAll(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) if (await deliver(row)) sent++;
      if (rows.length < batch) return sent;
    }
  }

  const outbox: Outbox = {
    runDue() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let sent = 0;
        try {
          do {
            again = false;
            sent += await runAll();
          } while (again);
        } finally {
          running = null;
        }
        return sent;
      })();
      return running;
    },
    start(pollMs = Math.min(5_000, retryMs)) {
      if (timer) return;
      timer = setInterval(() => {
        outbox.runDue().catch((error: unknown) => log(`Outbox: ${String(error)}`));
      }, pollMs);
      timer.unref();
      outbox.kick();
    },
    kick() {
      if (soon) return;
      soon = setTimeout(() => {
        soon = null;
        outbox.runDue().catch((error: unknown) => log(`Outbox: ${String(error)}`));
      }, 20);
      soon.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
      timer = null;
      soon = null;
      await running?.catch(() => undefined);
    },
  };
  return outbox;
}

/** Whether the outbox's statements can run here (tests use it for both backends). */
export async function pendingMail(db: Db): Promise<number> {
  const row = await sql<{
    n: number;
  }>`select count(*) as n from outbox where sent_at is null and failed_at is null`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
