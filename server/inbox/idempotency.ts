import type { Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

// The senders' attempt keys (docs/decisions/051): a retry of a stored submission with
// the same key is answered with that submission instead of being stored again; the same key
// with other content is a conflict. Keys are remembered for a day.

export interface Idempotency {
  key: string;
  /** What was sent (see `fingerprintOf` in the inbox module): a retry must send the same. */
  fingerprint: string;
}

/** What a key already used on a mailbox comes to: the submission stored with it, or a conflict. */
export type Repeat = { kind: "repeat"; submissionId: string } | { kind: "conflict" };

/** How long a stored submission's idempotency key is remembered. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export class IdempotencyKeys {
  constructor(private readonly db: Db) {}

  /** The submission stored under this idempotency key, and whether `fingerprint` matches it. */
  async repeatOf(mailbox: string, idempotency: Idempotency): Promise<Repeat | null> {
    const row = await this.db
      .selectFrom("idempotency_keys")
      .select(["fingerprint", "submission_id", "created_at"])
      .where("mailbox", "=", mailbox)
      .where("key", "=", idempotency.key)
      .executeTakeFirst();
    if (!row) return null;
    return row.fingerprint === idempotency.fingerprint
      ? { kind: "repeat", submissionId: row.submission_id }
      : { kind: "conflict" };
  }

  /** Records the key of a submission, in the transaction that stores it. */
  async record(
    trx: Transaction<Database>,
    mailbox: string,
    idempotency: Idempotency,
    submissionId: string,
    now: Date,
  ): Promise<void> {
    await trx
      .insertInto("idempotency_keys")
      .values({
        mailbox,
        key: idempotency.key,
        fingerprint: idempotency.fingerprint,
        submission_id: submissionId,
        created_at: now.toISOString(),
      })
      .execute();
  }

  /** Forgets idempotency keys older than the time they are kept for. */
  async expire(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    const result = await this.db
      .deleteFrom("idempotency_keys")
      .where("created_at", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
