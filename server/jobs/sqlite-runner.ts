import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/database";
import {
  errorText,
  keyedJobId,
  PERIODS,
  retryDelayMs,
  type DeadJob,
  type JobData,
  type JobDefinition,
  type JobRunner,
  type SendOptions,
} from "./job";

// The job runner on SQLite (docs/decisions/270): the `background_jobs` table is the queue. Every
// server process on the machine runs one; a job is taken by one statement (SQLite's single
// writer), so each runs in one process, held until its timeout; a process that dies mid-run leaves
// the job to be taken again once that time has passed. Recurring jobs are rows keyed by their
// period, so each period's run is queued once whatever the number of processes. This module's
// timer is the only loop of the server's background work.

export interface SqliteRunnerOptions {
  /** How often the queue is looked at when nothing kicked it (1 s). */
  pollMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Finished jobs kept this long (a week), then removed. */
  keepDoneMs?: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

type Row = {
  id: string;
  name: string;
  data: string;
  attempts: number;
  max_attempts: number;
};

export function createSqliteRunner(
  db: Db,
  definitions: JobDefinition[],
  options: SqliteRunnerOptions = {},
): JobRunner & { tick(): Promise<number> } {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const keepDoneMs = options.keepDoneMs ?? 7 * PERIODS.day.ms;
  const log = options.log ?? ((m, e) => console.warn(m, e ?? ""));
  const longestMs = Math.max(60_000, ...definitions.map((d) => d.timeoutSeconds * 1000));
  const owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  const running = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  let stopped = false;
  let ticking: Promise<number> | null = null;
  let again = false;
  let lastPurge = 0;

  const definition = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`No background job is called ${name}.`);
    return found;
  };

  async function send(name: string, data: JobData = {}, { key, delayMs = 0 }: SendOptions = {}) {
    const def = definition(name);
    const at = now();
    if (def.coalesce && !key) {
      // One waiting run at most (two processes asking at once may add two: each run is whole).
      const waiting = await db
        .selectFrom("background_jobs")
        .select("id")
        .where("name", "=", name)
        .where("state", "=", "queued")
        .where("run_at", "<=", at + delayMs)
        .executeTakeFirst();
      if (waiting) return false;
    }
    const result = await db
      .insertInto("background_jobs")
      .values({
        id: key ? keyedJobId(name, key) : randomUUID(),
        name,
        key: key ?? null,
        data: JSON.stringify(data),
        state: "queued",
        attempts: 0,
        max_attempts: def.attempts,
        run_at: at + delayMs,
        created_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Queues this period's run of every recurring job (once, whoever asks first). */
  async function queueRecurring(at: number) {
    for (const def of definitions) {
      if (!def.every) continue;
      const period = PERIODS[def.every].ms;
      await send(def.name, {}, { key: `every:${Math.floor(at / period)}` });
    }
  }

  /** Takes up to `limit` due jobs for this process (and those whose runner was cut off). */
  async function claim(limit: number): Promise<Row[]> {
    const at = now();
    const due = db
      .selectFrom("background_jobs")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "queued"), eb("run_at", "<=", at)]),
          eb.and([eb("state", "=", "active"), eb("locked_until", "<=", at)]),
        ]),
      )
      .orderBy("run_at")
      .limit(limit);
    const rows = await db
      .updateTable("background_jobs")
      .set((eb) => ({
        state: "active",
        locked_by: owner,
        locked_until: at + longestMs,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", due)
      .returning(["id", "name", "data", "attempts", "max_attempts"])
      .execute();
    // Each job is held for its own timeout from now.
    for (const row of rows) {
      const def = byName.get(row.name);
      if (!def || def.timeoutSeconds * 1000 === longestMs) continue;
      await db
        .updateTable("background_jobs")
        .set({ locked_until: at + (def?.timeoutSeconds ?? 60) * 1000 })
        .where("id", "=", row.id)
        .where("locked_by", "=", owner)
        .execute();
    }
    return rows.map((r) => ({
      ...r,
      attempts: Number(r.attempts),
      max_attempts: Number(r.max_attempts),
    }));
  }

  async function finish(row: Row, error: unknown | null) {
    const at = now();
    const mine = (q: ReturnType<typeof db.updateTable<"background_jobs">>) =>
      q.where("id", "=", row.id).where("locked_by", "=", owner).where("state", "=", "active");
    if (error === null) {
      await mine(db.updateTable("background_jobs"))
        .set({ state: "done", locked_by: null, locked_until: null, finished_at: at })
        .execute();
      return;
    }
    const message = errorText(error);
    const def = byName.get(row.name);
    if (row.attempts >= row.max_attempts) {
      await mine(db.updateTable("background_jobs"))
        .set({
          state: "dead",
          locked_by: null,
          locked_until: null,
          last_error: message,
          finished_at: at,
        })
        .execute();
      log(`Background job ${row.name} failed ${row.attempts} times and stopped: ${message}`);
      await def
        ?.onDead?.(JSON.parse(row.data) as JobData, message)
        .catch((e: unknown) => log(`Background job ${row.name}: recording its failure failed`, e));
      return;
    }
    await mine(db.updateTable("background_jobs"))
      .set({
        state: "queued",
        locked_by: null,
        locked_until: null,
        last_error: message,
        run_at: at + retryDelayMs(row.attempts, def?.delaySeconds ?? 30),
      })
      .execute();
    log(`Background job ${row.name} failed (attempt ${row.attempts}), will retry: ${message}`);
  }

  async function runOne(row: Row) {
    const def = byName.get(row.name);
    if (!def) {
      await finish(row, new Error(`No background job is called ${row.name}.`));
      return;
    }
    try {
      await def.run(JSON.parse(row.data) as JobData, { id: row.id, attempt: row.attempts });
    } catch (error) {
      await finish(row, error);
      return;
    }
    await finish(row, null);
  }

  /** One look at the queue: queues recurring work, starts what is due; resolves with how many. */
  async function tickOnce(): Promise<number> {
    const at = now();
    await queueRecurring(at);
    if (at - lastPurge > PERIODS.hour.ms) {
      lastPurge = at;
      await db
        .deleteFrom("background_jobs")
        .where("state", "=", "done")
        .where("finished_at", "<", at - keepDoneMs)
        .execute();
    }
    let started = 0;
    while (!stopped && running.size < concurrency) {
      const rows = await claim(concurrency - running.size);
      if (rows.length === 0) break;
      for (const row of rows) {
        started++;
        const job = runOne(row)
          .catch((error: unknown) => log(`Background job ${row.name} could not be recorded`, error))
          .finally(() => {
            running.delete(job);
            if (!stopped) schedule(0);
          });
        running.add(job);
      }
    }
    return started;
  }

  function tick(): Promise<number> {
    if (ticking) {
      again = true;
      return ticking;
    }
    ticking = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await tickOnce();
        } while (again && !stopped);
      } finally {
        ticking = null;
      }
      return total;
    })();
    return ticking;
  }

  function schedule(delayMs: number) {
    if (!started || stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      tick()
        .catch((error: unknown) => log("Background jobs: the queue could not be read", error))
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  }

  return {
    kind: "sqlite",
    tick,
    async start() {
      started = true;
      schedule(0);
    },
    send,
    kick() {
      schedule(0);
    },
    soon(name: string) {
      send(name)
        .then(() => schedule(0))
        .catch((error: unknown) => log(`Background job ${name} could not be queued`, error));
    },
    async dead(limit = 50): Promise<DeadJob[]> {
      const rows = await db
        .selectFrom("background_jobs")
        .select(["id", "name", "attempts", "last_error", "finished_at"])
        .where("state", "=", "dead")
        .orderBy("finished_at", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        title: byName.get(r.name)?.title ?? r.name,
        attempts: Number(r.attempts),
        error: r.last_error ?? "",
        failedAt: new Date(Number(r.finished_at ?? 0)).toISOString(),
      }));
    },
    async retry(id: string) {
      const result = await db
        .updateTable("background_jobs")
        .set((eb) => ({
          state: "queued",
          run_at: now(),
          max_attempts: eb("attempts", "+", 1),
          finished_at: null,
        }))
        .where("id", "=", id)
        .where("state", "=", "dead")
        .executeTakeFirst();
      const retried = Number(result.numUpdatedRows) > 0;
      if (retried) schedule(0);
      return retried;
    },
    async counts() {
      const rows = await db
        .selectFrom("background_jobs")
        .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
        .where("state", "in", ["dead", "queued"])
        .groupBy("state")
        .execute();
      const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
      return { dead: n("dead"), waiting: n("queued") };
    },
    async stop(drainMs: number) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const drained = Promise.all([ticking, ...running]).then(() => true);
      let wait: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<false>((resolve) => {
        wait = setTimeout(() => resolve(false), drainMs);
      });
      const done = await Promise.race([drained, late]);
      clearTimeout(wait);
      if (!done) {
        log(
          `Background jobs: ${running.size} still running after ${drainMs} ms; they run again elsewhere.`,
        );
      }
    },
  };
}
