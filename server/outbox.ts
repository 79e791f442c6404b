import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { isPostgres, type Db } from "./db/database";
import type { Database } from "./db/schema";
import type { Mail } from "./notices";

// The outbox of e-mails (docs/decisions/122): an e-mail is queued as an `outbox` row in the
// transaction of the event it tells of (the notifications' writes, app/domains/notifications),
// and the worker sends due rows, retries a failure with exponential backoff, gives up after a
// day, and sends each e-mail once: a row is claimed by one statement (`FOR UPDATE SKIP LOCKED` on
// PostgreSQL, SQLite's single writer), so several servers share the work.

/** The database, or a transaction of it. */
export type Writer = Kysely<Database> | Transaction<Database>;

/** Puts an e-mail in the outbox, in `trx`, due `at`; `notificationId` is the notice it tells. */
export async function queueMail(
  trx: Writer,
  email: {
    from: string;
    to: string;
    mail: { subject: string; text: string };
    notificationId: string | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      notification_id: email.notificationId,
      mail_from: email.from,
      mail_to: email.to,
      subject: email.mail.subject,
      body: email.mail.text,
      next_attempt_at: email.at,
      sent_at: null,
      failed_at: null,
      last_error: null,
      created_at: email.at,
    })
    .execute();
}

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
  /**
   * Sends every e-mail due now; resolves with how many were sent. The job runner runs it
   * (server/jobs/definitions.ts `notice_mail`): when an e-mail is queued, and every minute.
   */
  runDue(): Promise<number>;
  /** When the next e-mail waiting is due (ms since the epoch), if one waits. */
  nextDue(): Promise<number | null>;
  /** Waits for a run in progress. */
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
    async nextDue() {
      const row = await db
        .selectFrom("outbox")
        .select((eb) => eb.fn.min("next_attempt_at").as("next"))
        .where("sent_at", "is", null)
        .where("failed_at", "is", null)
        .executeTakeFirst();
      return row?.next ? Date.parse(row.next) : null;
    },
    async stop() {
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
