import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "./database";
import type { Database } from "./schema";

// The attempt keys of the members' own writes (a reply in a conversation, a bid), as the forms
// inbox keeps its submissions' keys (server/inbox/idempotency.ts, decision 051): the page renders
// a fresh key into the form, and a post resent with it (a double click, a retry after a lost
// answer, back and send again) is answered as the first one was, and written once. The key is
// claimed in the transaction that makes the write (decision 290), so two copies racing each
// other cannot both write: the second finds the first's row and writes nothing.

/** One attempt: what it writes to (`scope`), who sends it, its key, and what it sends. */
export interface Attempt {
  /** What the write is, and on what: `reply:<request>`, `bid:<tender>`. */
  scope: string;
  /** Who sends it: a member's id, or a side of a conversation. */
  owner: string;
  key: string;
  /** What was sent (see `fingerprintOf`): a retry must send the same. */
  fingerprint: string;
}

/** What an attempt's key comes to: unused, used by this same write (and what it made), or used by another. */
export type AttemptClaim =
  { kind: "new" } | { kind: "repeat"; result: string } | { kind: "conflict" };

/** How long a key is remembered: a retry comes within seconds, a back-and-resend within hours. */
export const ATTEMPT_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The words for a key resent with other content (a form changed after it was sent). */
export const ATTEMPT_CONFLICT_MESSAGE =
  "This form was sent already, with other content: your changes are not saved. Check them and send the form again.";

/** SHA-256 of what a post carries: its values (in a fixed order) and its files' bytes. */
export function fingerprintOf(values: unknown, files: readonly Uint8Array[] = []): string {
  const hash = createHash("sha256").update(JSON.stringify(values));
  for (const bytes of files) {
    hash.update("\u0000");
    hash.update(createHash("sha256").update(bytes).digest());
  }
  return hash.digest("hex");
}

/** Whether `key` was used already (before any file is stored for the write). */
export async function priorAttempt(
  db: Db | Transaction<Database>,
  attempt: Attempt,
  now = new Date(),
): Promise<AttemptClaim> {
  const row = await db
    .selectFrom("attempt_keys")
    .select(["fingerprint", "result", "created_at"])
    .where("scope", "=", attempt.scope)
    .where("owner", "=", attempt.owner)
    .where("key", "=", attempt.key)
    .executeTakeFirst();
  if (!row || Date.parse(row.created_at) < now.getTime() - ATTEMPT_KEY_TTL_MS) {
    return { kind: "new" };
  }
  return row.fingerprint === attempt.fingerprint
    ? { kind: "repeat", result: row.result }
    : { kind: "conflict" };
}

/**
 * Claims the key for the write being made in `trx`, once every rule of the write has passed and
 * before it writes: "new" means go on (the key is now this write's, with `result`); otherwise
 * write nothing. Insert-or-ignore on the key's primary key: on PostgreSQL a racing copy waits
 * for the first one's transaction and then finds its row. This owner's expired keys go first.
 */
export async function claimAttempt(
  trx: Transaction<Database>,
  attempt: Attempt,
  result: string,
  now: Date,
): Promise<AttemptClaim> {
  await trx
    .deleteFrom("attempt_keys")
    .where("scope", "=", attempt.scope)
    .where("owner", "=", attempt.owner)
    .where("created_at", "<", new Date(now.getTime() - ATTEMPT_KEY_TTL_MS).toISOString())
    .execute();
  const inserted = await trx
    .insertInto("attempt_keys")
    .values({
      scope: attempt.scope,
      owner: attempt.owner,
      key: attempt.key,
      fingerprint: attempt.fingerprint,
      result,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["scope", "owner", "key"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: "new" };
  const prior = await priorAttempt(trx, attempt, now);
  return prior.kind === "new" ? { kind: "conflict" } : prior;
}
