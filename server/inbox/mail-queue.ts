import type { Db } from "../db/database";

// The inbox's mail queue: a submission to be mailed is pending, due at `mail_next_at`, until
// its e-mail is sent or given up after its retries (server/inbox/mailer.ts sends them).

export type MailStatus = "off" | "pending" | "sent" | "failed";

export class MailQueue {
  constructor(private readonly db: Db) {}

  /** Ids of submissions whose e-mail is due, oldest first. */
  async due(now: number, limit = 10): Promise<string[]> {
    const rows = await this.db
      .selectFrom("submissions")
      .select("id")
      .where("mail_status", "=", "pending")
      .where("mail_next_at", "<=", now)
      .orderBy("mail_next_at")
      .orderBy("id")
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
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

  async markSent(id: string): Promise<void> {
    await this.db
      .updateTable("submissions")
      .set((eb) => ({
        mail_status: "sent",
        mail_attempts: eb("mail_attempts", "+", 1),
        mail_next_at: null,
        mail_error: null,
      }))
      .where("id", "=", id)
      .execute();
  }

  /** Records a failed attempt: retried at `nextAt`, or given up when `nextAt` is null. */
  async markFailed(id: string, error: string, nextAt: number | null): Promise<void> {
    await this.db
      .updateTable("submissions")
      .set((eb) => ({
        mail_attempts: eb("mail_attempts", "+", 1),
        mail_error: error.slice(0, 500),
        mail_status: nextAt === null ? "failed" : "pending",
        mail_next_at: nextAt,
      }))
      .where("id", "=", id)
      .execute();
  }

  /** Puts a submission's e-mail back in the queue, due now (the `inbox resend` command). */
  async requeue(id: string, now = Date.now()): Promise<boolean> {
    const result = await this.db
      .updateTable("submissions")
      .set({ mail_status: "pending", mail_next_at: now, mail_attempts: 0, mail_error: null })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
