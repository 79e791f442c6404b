import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import { alertFiltersMatch, pairsWithWords } from "./alert-words.server";
import {
  DAY,
  DIGEST_WINDOW_MS,
  type DigestJob,
  type DigestMail,
  type HiringStore,
} from "./model.server";

// The daily e-mail digest of job alerts (docs/decisions/206), at the size of a large network
// (issue 46 item 4, decision 550): the members with alerts are read a batch at a time in id
// order; one statement finds every new job each member of the batch has (category, type,
// budget, window, not their own, not in an earlier digest, no digest today) and one more checks
// the keywords in the search index; the batch's jobs are recorded in one statement and its
// e-mails queued in one transaction. The day's sweep keeps its cursor (`job_alert_digest_runs`):
// a sweep cut off half-way is taken up from there by the next one.

/** Members read per batch of the digest. */
export const DIGEST_BATCH = 500;
/** How long a sweep holds the day's digest without finishing a batch. */
export const DIGEST_HOLD_MS = 5 * 60_000;

export interface DigestBatches {
  batchSize?: number;
  /** Waits between batches: one turn of the event loop unless a test says otherwise. */
  pause?: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Found = Map<string, DigestJob[]>;

/**
 * The new jobs of each member in (after, last]: published in the window, after the alert that
 * matches them was saved, not their own, not in an earlier digest, for members with no digest
 * today; newest first.
 */
async function newMatches(
  store: HiringStore,
  range: { after: string; last: string },
  day: string,
  since: string,
): Promise<Found> {
  const rows = await store.db
    .selectFrom("job_alerts as a")
    .innerJoin("jobs as t", (j) =>
      j
        .on("t.published_at", ">=", since)
        .onRef("t.published_at", ">=", "a.created_at")
        .on("t.status", "=", "published"),
    )
    .select(["a.id as alert", "a.user_id", "a.q", "t.id", "t.title", "t.company", "t.location"])
    .select("t.published_at")
    .where("a.user_id", ">", range.after)
    .where("a.user_id", "<=", range.last)
    .whereRef("t.owner_id", "!=", "a.user_id")
    .where(alertFiltersMatch)
    // Not a member already sent today's digest, nor a job already in one of theirs.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("job_alert_digests as d")
            .select("d.job_id")
            .whereRef("d.user_id", "=", "a.user_id")
            .where((d) => d.or([d("d.day", "=", day), d("d.job_id", "=", d.ref("t.id"))])),
        ),
      ),
    )
    .orderBy("a.user_id")
    .orderBy("t.published_at", "desc")
    .orderBy("t.id")
    .execute();
  const worded = await pairsWithWords(
    store.db,
    rows.filter((r) => r.q).map((r) => ({ key: `${r.alert} ${r.id}`, jobId: r.id, q: r.q! })),
  );
  const found: Found = new Map();
  for (const r of rows) {
    if (r.q && !worded.has(`${r.alert} ${r.id}`)) continue;
    const jobs = found.get(r.user_id) ?? [];
    if (jobs.some((j) => j.id === r.id)) continue;
    jobs.push({ id: r.id, title: r.title, company: r.company, location: r.location });
    found.set(r.user_id, jobs);
  }
  return found;
}

/** Records the members' jobs (those no other sweep recorded first) and queues their e-mails. */
async function recordAndMail(
  trx: Transaction<Database>,
  found: Found,
  day: string,
  at: string,
  mail: DigestMail,
): Promise<number> {
  const rows = [...found].flatMap(([userId, jobs]) =>
    jobs.map((j) => ({ user_id: userId, job_id: j.id, day, created_at: at })),
  );
  const recorded = new Set<string>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await trx
      .insertInto("job_alert_digests")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(["user_id", "job_id"]).doNothing())
      .returning(["user_id", "job_id"])
      .execute();
    for (const r of inserted) recorded.add(`${r.user_id} ${r.job_id}`);
  }
  let queued = 0;
  for (const [userId, jobs] of found) {
    // Another sweep recorded these jobs first: its digest is the one.
    const mine = jobs.filter((j) => recorded.has(`${userId} ${j.id}`));
    if (mine.length > 0 && (await mail(trx, userId, mine))) queued++;
  }
  return queued;
}

/**
 * One batch's digests in one transaction; when that fails, each member's in a transaction of
 * its own, so that one member's failure (logged with their id, nothing recorded: due again at
 * the next sweep) keeps no other from theirs.
 */
async function digestBatch(
  store: HiringStore,
  found: Found,
  day: string,
  at: string,
  mail: DigestMail,
  log: (message: string, error: unknown) => void,
): Promise<number> {
  if (found.size === 0) return 0;
  const { db } = store;
  try {
    return await db.transaction().execute((trx) => recordAndMail(trx, found, day, at, mail));
  } catch {
    let queued = 0;
    for (const [userId, jobs] of found) {
      queued += await db
        .transaction()
        .execute((trx) => recordAndMail(trx, new Map([[userId, jobs]]), day, at, mail))
        .catch((error: unknown) => {
          log(`Job alert digest: could not e-mail member ${userId}; retried next time`, error);
          return 0;
        });
    }
    return queued;
  }
}

const holdUntil = (store: HiringStore) =>
  new Date(store.now().getTime() + DIGEST_HOLD_MS).toISOString();

/** Takes the day's sweep: the member it got to ("" from the start), or null when one holds it. */
async function claimSweep(store: HiringStore, day: string): Promise<string | null> {
  const now = store.now().toISOString();
  return store.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("job_alert_digest_runs")
      .values({ day })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const taken = await trx
      .updateTable("job_alert_digest_runs")
      .set({ claimed_until: holdUntil(store) })
      .where("day", "=", day)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
      .returning("cursor")
      .executeTakeFirst();
    return taken ? (taken.cursor ?? "") : null;
  });
}

/** Writes where the sweep got to (null: the sweep is done, the next starts from the start). */
async function advance(store: HiringStore, day: string, cursor: string | null, at: Date) {
  await store.db
    .updateTable("job_alert_digest_runs")
    .set({
      cursor,
      claimed_until: cursor === null ? null : holdUntil(store),
      swept_at: cursor === null ? at.toISOString() : null,
    })
    .where("day", "=", day)
    .execute();
}

/**
 * The daily e-mail digest of job alerts (docs/decisions/206): each member with new matching
 * jobs, who has had no digest today (UTC), gets one e-mail listing them, queued by `mail` in
 * the transaction that records them as digested. A job is in one digest at most; a member
 * who turned these e-mails off has the jobs recorded all the same (turning them back on
 * brings only later jobs). One sweep at a time holds the day's digest; another meanwhile
 * queues nothing. Resolves with how many were queued.
 */
export async function digestDue(
  store: HiringStore,
  mail: DigestMail,
  at = store.now(),
  log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e),
  { batchSize = DIGEST_BATCH, pause = nextTurn }: DigestBatches = {},
): Promise<number> {
  const { db } = store;
  const day = DAY(at.toISOString());
  const since = new Date(at.getTime() - DIGEST_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom("jobs")
    .select("id")
    .where("published_at", ">=", since)
    .where("status", "=", "published")
    .limit(1)
    .executeTakeFirst();
  if (!recent) return 0;
  const claimed = await claimSweep(store, day);
  if (claimed === null) return 0;
  let after: string = claimed;
  let queued = 0;
  // The members with alerts, a batch at a time in id order (decision 516): never all at once,
  // and the server reads what has arrived between batches.
  for (;;) {
    const batch: { user_id: string }[] = await db
      .selectFrom("job_alerts")
      .select("user_id")
      .distinct()
      .where("user_id", ">", after)
      .orderBy("user_id")
      .limit(batchSize)
      .execute();
    const last: string | undefined = batch.at(-1)?.user_id;
    if (last !== undefined) {
      const found = await newMatches(store, { after, last }, day, since);
      queued += await digestBatch(store, found, day, at.toISOString(), mail, log);
    }
    const more = batch.length === batchSize;
    await advance(store, day, more ? last! : null, at);
    if (!more) break;
    after = last!;
    await pause();
  }
  return queued;
}

/** Today's UTC day, as the digest records it. */
export const day = (store: HiringStore) => DAY(store.now().toISOString());
