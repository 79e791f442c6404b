import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Db } from "../db/database";
import { errorText, PERIODS, type JobData, type JobDefinition, type JobRunner } from "./job";
import { JobTable, type TakenJob } from "./job-table";

// The job runner on SQLite (docs/decisions/270): the `background_jobs` table is the queue
// (server/jobs/job-table.ts). Every server process on the machine runs one; a job is taken by one
// statement, so each runs in one process, held until its timeout; a process that dies mid-run
// leaves the job to be taken again once that time has passed. Recurring jobs are rows keyed by
// their period, so each period's run is queued once whatever the number of processes. This
// module's timer is the only loop of the server's background work.

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

export function createSqliteRunner(
  db: Db,
  definitions: JobDefinition[],
  options: SqliteRunnerOptions = {},
): JobRunner & { tick(): Promise<number> } {
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const keepDoneMs = options.keepDoneMs ?? 7 * PERIODS.day.ms;
  const log = options.log ?? ((m, e) => console.warn(m, e ?? ""));
  const table = new JobTable(db, definitions, `${hostname()}:${process.pid}:${randomUUID()}`);
  const running = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  let stopped = false;
  let ticking: Promise<number> | null = null;
  let again = false;
  let lastPurge = 0;
  /** The period slot each recurring job was last queued for by this process. */
  const queuedSlots = new Map<string, number>();

  const send: JobRunner["send"] = (name, data = {}, sendOptions = {}) =>
    table.insert(name, data, sendOptions, now());

  /** Runs one taken job and records how it went. */
  async function runOne(job: TakenJob) {
    const def = table.definition(job.name);
    try {
      if (!def) throw new Error(`No background job is called ${job.name}.`);
      await def.run(JSON.parse(job.data) as JobData, { id: job.id, attempt: job.attempts });
    } catch (error) {
      const message = errorText(error);
      if ((await table.failed(job, message, now())) === "retry") {
        log(`Background job ${job.name} failed (attempt ${job.attempts}), will retry: ${message}`);
        return;
      }
      log(`Background job ${job.name} failed ${job.attempts} times and stopped: ${message}`);
      await def
        ?.onDead?.(JSON.parse(job.data) as JobData, message)
        .catch((e: unknown) => log(`Background job ${job.name}: recording its failure failed`, e));
      return;
    }
    await table.done(job, now());
  }

  /** One look at the queue: queues recurring work, starts what is due; resolves with how many. */
  async function tickOnce(): Promise<number> {
    const at = now();
    // This period's run of each recurring job, once per slot (whoever asks first queues it).
    for (const def of definitions) {
      if (!def.every) continue;
      const slot = Math.floor(at / PERIODS[def.every].ms);
      if (queuedSlots.get(def.name) === slot) continue;
      await send(def.name, {}, { key: `every:${slot}` });
      queuedSlots.set(def.name, slot);
    }
    if (at - lastPurge > PERIODS.hour.ms) {
      lastPurge = at;
      await table.purgeDone(at - keepDoneMs);
    }
    let count = 0;
    while (!stopped && running.size < concurrency) {
      const jobs = await table.take(concurrency - running.size, now());
      if (jobs.length === 0) break;
      for (const job of jobs) {
        count++;
        const run = runOne(job)
          .catch((error: unknown) => log(`Background job ${job.name} could not be recorded`, error))
          .finally(() => {
            running.delete(run);
            if (!stopped) schedule(0);
          });
        running.add(run);
      }
    }
    return count;
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
    kick: () => schedule(0),
    soon(name: string) {
      send(name)
        .then(() => schedule(0))
        .catch((error: unknown) => log(`Background job ${name} could not be queued`, error));
    },
    dead: (limit = 50) => table.dead(limit),
    async retry(id: string) {
      const retried = await table.retry(id, now());
      if (retried) schedule(0);
      return retried;
    },
    counts: () => table.counts(),
    async stop(drainMs: number) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      let wait: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<false>((resolve) => {
        wait = setTimeout(() => resolve(false), drainMs);
      });
      const drained = Promise.all([ticking, ...running]).then(() => true);
      const done = await Promise.race([drained, late]);
      clearTimeout(wait);
      if (!done) log(`Background jobs: ${running.size} still running after ${drainMs} ms.`);
    },
  };
}
