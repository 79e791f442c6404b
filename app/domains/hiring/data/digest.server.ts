import { sql, type SqlBool } from "kysely";
import { matching } from "./alerts.server";
import {
  DAY,
  DIGEST_WINDOW_MS,
  type DigestJob,
  type DigestMail,
  type HiringStore,
} from "./model.server";

// The daily e-mail digest of job alerts (docs/decisions/206).

/**
 * One member's new jobs for their digest: published in the window, after the alert that
 * matches them was saved, not their own, not in an earlier digest.
 */
async function newMatchesOf(
  store: HiringStore,
  userId: string,
  since: string,
): Promise<DigestJob[]> {
  const { db } = store;
  const alerts = await db
    .selectFrom("job_alerts")
    .select(["category", "duration", "budget", "q", "created_at"])
    .where("user_id", "=", userId)
    .execute();
  const found = new Map<string, DigestJob & { publishedAt: string }>();
  for (const alert of alerts) {
    const rows = await matching(store, db, alert)
      .select(["t.id", "t.title", "t.company", "t.location", "t.published_at"])
      .where("t.published_at", ">=", since > alert.created_at ? since : alert.created_at)
      .where("t.owner_id", "!=", userId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("job_alert_digests as d")
              .select("d.job_id")
              .where("d.user_id", "=", userId)
              .whereRef("d.job_id", "=", "t.id"),
          ),
        ),
      )
      .execute();
    for (const r of rows) {
      found.set(r.id, {
        id: r.id,
        title: r.title,
        company: r.company,
        location: r.location,
        publishedAt: r.published_at ?? "",
      });
    }
  }
  return [...found.values()]
    .sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0))
    .map(({ publishedAt: _, ...job }) => job);
}

/** Members read per batch of the digest. */
export const DIGEST_BATCH = 500;

export interface DigestBatches {
  batchSize?: number;
  /** Waits between batches: one turn of the event loop unless a test says otherwise. */
  pause?: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The members of `batch` who may have a digest due: no digest today, and an alert that a job
 * published in the window (after the alert, not their own) matches by its category, type and
 * budget; the words, if any, are checked afterwards (newMatchesOf). One query a batch, so that
 * the members with nothing new cost nothing more.
 */
async function dueAmong(
  store: HiringStore,
  batch: readonly string[],
  day: string,
  since: string,
): Promise<string[]> {
  const rows = await store.db
    .selectFrom("job_alerts as a")
    .select("a.user_id")
    .distinct()
    .where("a.user_id", "in", [...batch])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("job_alert_digests as d")
            .select("d.job_id")
            .whereRef("d.user_id", "=", "a.user_id")
            .where("d.day", "=", day),
        ),
      ),
    )
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("jobs as t")
          .select("t.id")
          .where("t.status", "=", "published")
          .where("t.published_at", ">=", since)
          .whereRef("t.published_at", ">=", "a.created_at")
          .whereRef("t.owner_id", "!=", "a.user_id")
          .where(sql<SqlBool>`(a.category is null or t.category = a.category)`)
          .where(sql<SqlBool>`(a.duration is null or t.duration = a.duration)`)
          .where(
            sql<SqlBool>`(a.budget is null or (t.budget_max <= a.budget and t.currency = 'USD'))`,
          ),
      ),
    )
    .orderBy("a.user_id")
    .execute();
  return rows.map((r) => r.user_id);
}

/**
 * The daily e-mail digest of job alerts (docs/decisions/206): each member with new matching
 * jobs, who has had no digest today (UTC), gets one e-mail listing them, queued by `mail` in
 * the transaction that records them as digested. A job is in one digest at most; a member
 * who turned these e-mails off has the jobs recorded all the same (turning them back on
 * brings only later jobs). Two servers sweeping at once: the second's record of the same
 * job fails its transaction, and its e-mail with it. Any other failure is logged with the
 * member's id, and nothing is recorded: the member is due again at the next sweep. Resolves
 * with how many were queued.
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
    .where("status", "=", "published")
    .where("published_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  if (!recent) return 0;
  let queued = 0;
  let after: string | null = null;
  // The members with alerts, a batch at a time in id order (decision 516): never all at once,
  // and the server reads what has arrived between batches.
  for (;;) {
    const batch: string[] = (
      await db
        .selectFrom("job_alerts")
        .select("user_id")
        .distinct()
        .$if(after !== null, (q) => q.where("user_id", ">", after!))
        .orderBy("user_id")
        .limit(batchSize)
        .execute()
    ).map((r) => r.user_id);
    if (batch.length === 0) break;
    after = batch.at(-1)!;
    for (const userId of await dueAmong(store, batch, day, since)) {
      const jobs = await newMatchesOf(store, userId, since);
      if (jobs.length === 0) continue;
      const sent = await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("job_alert_digests")
            .values(
              jobs.map((j) => ({
                user_id: userId,
                job_id: j.id,
                day,
                created_at: at.toISOString(),
              })),
            )
            .execute();
          return mail(trx, userId, jobs);
        })
        .catch(async (error: unknown) => {
          // Another server recorded these jobs first: its digest is the one.
          if (!(await digestedBefore(store, userId, jobs))) {
            log(`Job alert digest: could not e-mail member ${userId}; retried next time`, error);
          }
          return false;
        });
      if (sent) queued++;
    }
    if (batch.length < batchSize) break;
    await pause();
  }
  return queued;
}

/** Whether any of these jobs is recorded as in one of the member's digests already. */
async function digestedBefore(
  store: HiringStore,
  userId: string,
  jobs: readonly DigestJob[],
): Promise<boolean> {
  const row = await store.db
    .selectFrom("job_alert_digests")
    .select("job_id")
    .where("user_id", "=", userId)
    .where(
      "job_id",
      "in",
      jobs.map((j) => j.id),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Today's UTC day, as the digest records it. */
export const day = (store: HiringStore) => DAY(store.now().toISOString());
