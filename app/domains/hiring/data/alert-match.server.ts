import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import type { Tell } from "../../../../server/db/write";
import { alertFiltersMatch, pairsWithWords } from "./alert-words.server";
import type { HiringStore } from "./model.server";

// A published job told to the members whose job alerts it matches (issue 30; at the size of a
// large network, issue 46 item 4, decision 549): the publishing request only writes the job's
// `job_alert_matchings` row; a keyed background job (`job_alert_match`) reads the alerts in id
// order, a bounded batch at a time, matches each batch in one statement (category, type, budget)
// and one more for the keywords, and writes the batch's notices with its cursor. A run holds the
// matching for a while, renewed at each batch: a second run meanwhile tells nobody; a run that
// stopped half-way is taken up again from its cursor once its hold has lapsed.

/** The keyed job that matches a published job's alerts (server/jobs/hiring-jobs.ts). */
export const ALERT_MATCH_JOB = "job_alert_match";
/** Alerts read per batch. */
export const ALERT_BATCH = 1_000;
/** How long a run holds a job's matching without finishing a batch. */
export const ALERT_HOLD_MS = 2 * 60_000;
/** Matchings not finished after this long are no longer queued again (an outage). */
const DUE_WINDOW_MS = 7 * 24 * 60 * 60_000;

export interface AlertBatches {
  batchSize?: number;
  /** Waits between batches: one turn of the event loop unless a test says otherwise. */
  pause?: () => Promise<void>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const iso = (d: Date) => d.toISOString();

/** Records, in the publishing transaction, that the job's alerts are to be matched (once). */
export async function startAlertMatching(trx: Transaction<Database>, jobId: string, at: string) {
  await trx
    .insertInto("job_alert_matchings")
    .values({ job_id: jobId, told: 0, created_at: at })
    .onConflict((oc) => oc.column("job_id").doNothing())
    .execute();
}

/** The published jobs whose alerts are still to be matched and that no run holds. */
export async function alertMatchingsDue(store: HiringStore, now = store.now()): Promise<string[]> {
  const rows = await store.db
    .selectFrom("job_alert_matchings")
    .select("job_id")
    .where("finished_at", "is", null)
    .where("created_at", ">=", iso(new Date(now.getTime() - DUE_WINDOW_MS)))
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso(now))]))
    .orderBy("created_at")
    .limit(100)
    .execute();
  return rows.map((r) => r.job_id);
}

/** Takes the job's matching for this run: its cursor ("" from the start), or null. */
async function claim(store: HiringStore, jobId: string, now: Date): Promise<string | null> {
  const taken = await store.write((trx) =>
    trx
      .updateTable("job_alert_matchings")
      .set({ claimed_until: iso(new Date(now.getTime() + ALERT_HOLD_MS)) })
      .where("job_id", "=", jobId)
      .where("finished_at", "is", null)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso(now))]))
      .returning("cursor")
      .executeTakeFirst(),
  );
  return taken ? (taken.cursor ?? "") : null;
}

/** The alerts of one batch after `after` that the job matches, one per member. */
async function batchMatches(
  store: HiringStore,
  job: { id: string; owner_id: string | null },
  after: string,
  limit: number,
) {
  const { db } = store;
  const batch = await db
    .selectFrom("job_alerts")
    .select("id")
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();
  if (batch.length === 0) return { last: null, members: [] };
  const last = batch.at(-1)!.id;
  const rows = await db
    .selectFrom("job_alerts as a")
    .innerJoin("jobs as t", (j) => j.on("t.id", "=", job.id))
    .select(["a.id", "a.user_id", "a.q"])
    .where("a.id", ">", after)
    .where("a.id", "<=", last)
    .$if(job.owner_id !== null, (q) => q.where("a.user_id", "!=", job.owner_id!))
    .where(alertFiltersMatch)
    .orderBy("a.id")
    .execute();
  const worded = await pairsWithWords(
    db,
    rows.filter((r) => r.q).map((r) => ({ key: r.id, jobId: job.id, q: r.q! })),
  );
  const members = new Set<string>();
  for (const r of rows) if (!r.q || worded.has(r.id)) members.add(r.user_id);
  return { last: batch.length < limit ? null : last, members: [...members] };
}

/**
 * Tells the members whose alerts the job matches, batch by batch from where an earlier run
 * stopped; resolves with how many were told by this run, or null when the matching is finished
 * or another run holds it. A job no longer published by then is told to nobody.
 */
export async function matchAlerts(
  store: HiringStore,
  jobId: string,
  tell: Tell,
  { batchSize = ALERT_BATCH, pause = nextTurn }: AlertBatches = {},
): Promise<number | null> {
  const claimed = await claim(store, jobId, store.now());
  if (claimed === null) return null;
  let cursor: string = claimed;
  const job = await store.db
    .selectFrom("jobs")
    .select(["id", "title", "company", "owner_id", "status"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  let told = 0;
  for (;;) {
    const { last, members }: { last: string | null; members: string[] } =
      job?.status === "published"
        ? await batchMatches(store, job, cursor, batchSize)
        : { last: null, members: [] };
    const now = store.now();
    const count = await store.write(async (trx) => {
      let n = 0;
      for (const userId of members) {
        // On the site at once; by e-mail in the member's daily digest (digest.server.ts).
        const written = await tell(trx, {
          kind: "job-alert",
          userId,
          title: `New job: ${job!.title}`,
          body: `${job!.company} posted a job that matches your alert.`,
          link: `/jobs/${jobId}`,
          mail: null,
          dedupeKey: `job-alert:${jobId}:${userId}`,
        });
        if (written !== false) n++;
      }
      const held = await trx
        .updateTable("job_alert_matchings")
        .set((eb) => ({
          cursor: last,
          told: eb("told", "+", n),
          claimed_until: last === null ? null : iso(new Date(now.getTime() + ALERT_HOLD_MS)),
          finished_at: last === null ? iso(now) : null,
        }))
        .where("job_id", "=", jobId)
        .where("finished_at", "is", null)
        .returning("job_id")
        .executeTakeFirst();
      if (!held) throw new Error(`The alerts of job ${jobId} were matched in another run`);
      return n;
    });
    told += count;
    if (last === null) return told;
    cursor = last;
    await pause();
  }
}
