import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

// The public change feed's rows (issue 45 item 3, docs/decisions/500): every change to public data
// is recorded by the domain write that makes it, inside its own transaction, with a number taken
// from a one-row counter. The counter's row stays locked until that transaction ends, so a second
// change waits for the first to commit (or roll back) before it takes the next number: numbers are
// handed out in commit order on PostgreSQL as on SQLite (whose single writer already orders them),
// and a reader that has seen number n will never see a smaller one appear later.

export const PUBLIC_CHANGE_KINDS = [
  "supplier.listed",
  "supplier.updated",
  "supplier.unlisted",
  "tender.published",
  "tender.amended",
  "tender.awarded",
  "tender.cancelled",
  "award.made",
  "contract.published",
  "contract.amended",
  "job.posted",
  "job.closed",
] as const;
export type PublicChangeKind = (typeof PUBLIC_CHANGE_KINDS)[number];

export interface PublicChange {
  kind: PublicChangeKind;
  /** The changed record's id (a company's slug for a supplier). */
  id: string;
  /** Its public page, from the site's root. */
  path: string;
  /** The tender whose contracting process it belongs to (OCDS), if any. */
  tenderId?: string | null;
  /** When it happened (ISO 8601); the write's own time. */
  at: string;
}

export interface RecordedChange extends Omit<PublicChange, "tenderId"> {
  seq: number;
  tenderId: string | null;
}

/**
 * Records a public change in `trx`, the change's own transaction. Call it after the write's other
 * locks are taken (last, where it can be): the counter is held until the transaction ends.
 */
export async function recordPublicChange(
  trx: Transaction<Database>,
  change: PublicChange,
): Promise<number> {
  // An upsert: the row the migration made, or a new one where a test emptied every table.
  const { seq } = await trx
    .insertInto("public_change_counter")
    .values({ id: "feed", seq: 1 })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({ seq: eb("public_change_counter.seq", "+", 1) })),
    )
    .returning("seq")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("public_changes")
    .values({
      seq: Number(seq),
      kind: change.kind,
      object_id: change.id,
      path: change.path,
      tender_id: change.tenderId ?? null,
      at: change.at,
    })
    .execute();
  return Number(seq);
}

type Reader = Kysely<Database> | Transaction<Database>;

const fromRow = (r: {
  seq: number;
  kind: string;
  object_id: string;
  path: string;
  tender_id: string | null;
  at: string;
}): RecordedChange => ({
  seq: Number(r.seq),
  kind: r.kind as PublicChangeKind,
  id: r.object_id,
  path: r.path,
  tenderId: r.tender_id,
  at: r.at,
});

/** The changes numbered after `after`, oldest first, at most `limit`. */
export async function changesAfter(
  db: Reader,
  after: number,
  limit: number,
): Promise<RecordedChange[]> {
  const rows = await db
    .selectFrom("public_changes")
    .selectAll()
    .where("seq", ">", after)
    .orderBy("seq")
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

/** The changes recorded on one UTC day (`YYYY-MM-DD`), oldest first. */
export async function changesOnDay(db: Reader, day: string): Promise<RecordedChange[]> {
  const rows = await db
    .selectFrom("public_changes")
    .selectAll()
    .where("at", ">=", `${day}T00:00:00`)
    .where("at", "<", `${day}T24`)
    .orderBy("seq")
    .execute();
  return rows.map(fromRow);
}

/** The UTC days since `since` (`YYYY-MM-DD`) on which a contracting process changed, newest first. */
export async function processDaysSince(db: Reader, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("public_changes")
    .select("at")
    .where("tender_id", "is not", null)
    .where("at", ">=", since)
    .orderBy("seq", "desc")
    .execute();
  return [...new Set(rows.map((r) => r.at.slice(0, 10)))].sort().reverse();
}
