import { isPostgres, type Db } from "../db/database";

// The inbox's mail queue: a submission to be mailed is pending, due at `mail_next_at`, until
// its e-mail is sent or given up after its retries (server/inbox/mailer.ts sends them). A
// process claims due rows before sending them (docs/decisions/260): one statement gives each
// row to one process, its lease owner until `mail_next_at`, and only the owner records the
// outcome. A process that dies mid-send leaves the row to whoever claims it once the lease ends.

export type MailStatus = "off" | "pending" | "sent" | "failed";

/** A claimed submission, and its attempt (the attempts counted so far, this one included). */
export interface ClaimedMail {
  id: string;
  attempt: number;
}

export class MailQueue {
  constructor(private readonly db: Db) {}

  /**
   * Takes up to `limit` submissions whose e-mail is due, oldest first, for `owner` until
   * `now + leaseMs`, counting the attempt: one statement (`FOR UPDATE SKIP LOCKED` on
   * PostgreSQL, SQLite's single writer), so no other process takes the same rows.
   */
  async claim(now: number, owner: string, leaseMs: number, limit = 10): Promise<ClaimedMail[]> {
    const db = this.db;
    const due = db
      .selectFrom("submissions")
      .select("id")
      .where("mail_status", "=", "pending")
      .where("mail_next_at", "<=", now)
      .orderBy("mail_next_at")
      .orderBy("id")
      .limit(limit);
    const rows = await db
      .updateTable("submissions")
      .set((eb) => ({
        mail_lease_owner: owner,
        mail_next_at: now + leaseMs,
        mail_attempts: eb("mail_attempts", "+", 1),
      }))
      .where("id", "in", isPostgres(db) ? due.forUpdate().skipLocked() : due)
      .where("mail_status", "=", "pending")
      .where("mail_next_at", "<=", now)
      .returning(["id", "mail_attempts"])
      .execute();
    return rows.map((r) => ({ id: r.id, attempt: Number(r.mail_attempts) }));
  }

  /** When the next pending e-mail is due (ms since the epoch), if any is pending. */
  async nextAt(): Promise<number | null> {
    const row = await this.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.min("mail_next_at").as("next"))
      .where("mail_status", "=", "pending")
      .executeTakeFirst();
    return row?.next == null ? null : Number(row.next);
  }

  /** Records the e-mail sent, if `owner` still holds the row (false: its lease was lost). */
  async markSent(id: string, owner: string): Promise<boolean> {
    const result = await this.db
      .updateTable("submissions")
      .set({ mail_status: "sent", mail_next_at: null, mail_error: null, mail_lease_owner: null })
      .where("id", "=", id)
      .where("mail_lease_owner", "=", owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Records a failed attempt of `owner`'s: retried at `nextAt`, or given up when `nextAt` is
   * null (false: the row was no longer `owner`'s).
   */
  async markFailed(
    id: string,
    owner: string,
    error: string,
    nextAt: number | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable("submissions")
      .set({
        mail_error: error.slice(0, 500),
        mail_status: nextAt === null ? "failed" : "pending",
        mail_next_at: nextAt,
        mail_lease_owner: null,
      })
      .where("id", "=", id)
      .where("mail_lease_owner", "=", owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Puts a submission's e-mail back in the queue, due now (the `inbox resend` command). */
  async requeue(id: string, now = Date.now()): Promise<boolean> {
    const result = await this.db
      .updateTable("submissions")
      .set({
        mail_status: "pending",
        mail_next_at: now,
        mail_attempts: 0,
        mail_error: null,
        mail_lease_owner: null,
      })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
