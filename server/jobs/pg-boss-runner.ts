import PgBoss from "pg-boss";
import { sql } from "kysely";
import type { Db } from "../db/database";
import {
  errorText,
  keyedJobId,
  PERIODS,
  type DeadJob,
  type JobData,
  type JobDefinition,
  type JobRunner,
  type SendOptions,
} from "./job";

// The job runner on PostgreSQL (docs/decisions/270): pg-boss, in a schema of its own beside the
// site's tables. Each job is a pg-boss queue with the definition's retries (exponential backoff)
// and timeout; a job is fetched by one server (`FOR UPDATE SKIP LOCKED`); a run cut off by a dead
// server is failed by pg-boss's supervision once its timeout passes and retried on another;
// recurring jobs are pg-boss schedules, sent once per period whatever the number of servers; a
// keyed job has an id derived from its key, so the same work is queued once.

export interface PgBossRunnerOptions {
  /** The site's DATABASE_URL: pg-boss keeps a small pool of its own on it. */
  url: string;
  /** pg-boss's schema: `pgboss` beside `public`, `<schema>_jobs` beside any other. */
  schema: string;
  /** How often each job's queue is polled when nothing kicked it, in seconds (1). */
  pollSeconds?: number;
  /** How often cut-off runs are looked for, in seconds (30). */
  superviseSeconds?: number;
  log?: (message: string, error?: unknown) => void;
}

/** The schema pg-boss uses beside the site's `schema`. */
export function pgBossSchema(siteSchema: string): string {
  return siteSchema === "public" ? "pgboss" : `${siteSchema}_jobs`;
}

export function createPgBossRunner(
  db: Db,
  definitions: JobDefinition[],
  options: PgBossRunnerOptions,
): JobRunner {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  const log = options.log ?? ((m, e) => console.warn(m, e ?? ""));
  const schema = options.schema;
  const boss = new PgBoss({
    connectionString: options.url,
    schema,
    max: 3,
    application_name: "procureconnect-jobs",
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.superviseSeconds ?? 30,
    monitorStateIntervalSeconds: 60,
  });
  boss.on("error", (error) => log("Background jobs (pg-boss):", error));
  const workers = new Map<string, string>();
  let stopped = false;
  const table = sql.table(`${schema}.job`);

  async function send(name: string, data: JobData = {}, { key, delayMs = 0 }: SendOptions = {}) {
    if (!byName.has(name)) throw new Error(`No background job is called ${name}.`);
    const id = await boss.send(name, data, {
      ...(key ? { id: keyedJobId(name, key), singletonKey: key } : {}),
      ...(delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {}),
    });
    return id !== null;
  }

  const kick = (name: string) => {
    const worker = workers.get(name);
    if (worker && !stopped) boss.notifyWorker(worker);
  };

  /** Creates or updates a job's queue; servers starting together may deadlock: tried again. */
  async function ensureQueue(queue: PgBoss.Queue & { name: string }) {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, queue);
        else await boss.createQueue(queue.name, queue);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
      }
    }
  }

  return {
    kind: "pg-boss",
    async start() {
      await boss.start();
      for (const def of definitions) {
        const queue = {
          name: def.name,
          policy: def.coalesce ? ("short" as const) : ("standard" as const),
          retryLimit: def.attempts - 1,
          retryDelay: def.delaySeconds,
          retryBackoff: true,
          expireInSeconds: def.timeoutSeconds,
        };
        await ensureQueue(queue);
        if (def.every) await boss.schedule(def.name, PERIODS[def.every].cron, {}, { tz: "UTC" });
        else await boss.unschedule(def.name).catch(() => undefined);
        const workerId = await boss.work<JobData>(
          def.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollSeconds ?? 1,
          },
          async ([job]) => {
            if (!job) return;
            const attempt = job.retryCount + 1;
            try {
              await def.run(job.data ?? {}, { id: job.id, attempt });
            } catch (error) {
              if (attempt >= job.retryLimit + 1) {
                log(
                  `Background job ${def.name} failed ${attempt} times and stopped: ${errorText(error)}`,
                );
                await def
                  .onDead?.(job.data ?? {}, errorText(error))
                  .catch((e: unknown) =>
                    log(`Background job ${def.name}: recording its failure failed`, e),
                  );
              } else {
                log(
                  `Background job ${def.name} failed (attempt ${attempt}), will retry: ${errorText(error)}`,
                );
              }
              throw error;
            }
          },
        );
        workers.set(def.name, workerId);
      }
    },
    send,
    kick,
    soon(name: string) {
      send(name)
        .then(() => kick(name))
        .catch((error: unknown) => log(`Background job ${name} could not be queued`, error));
    },
    dead: (limit = 50) => failedJobs(db, table, byName, limit),
    async retry(id: string) {
      const { rows } = await sql<{ name: string }>`
        select name from ${table} where id = ${id}::uuid and state = 'failed'`.execute(db);
      const name = rows[0]?.name;
      if (!name) return false;
      await boss.retry(name, id);
      kick(name);
      return true;
    },
    counts: () => jobCounts(db, table),
    async stop(drainMs: number) {
      stopped = true;
      await boss.stop({
        graceful: true,
        close: true,
        wait: true,
        timeout: Math.max(1000, drainMs),
      });
    },
  };
}

type Table = ReturnType<typeof sql.table>;

/** The jobs pg-boss keeps failed after their last attempt, newest first. */
async function failedJobs(
  db: Db,
  table: Table,
  byName: Map<string, JobDefinition>,
  limit: number,
): Promise<DeadJob[]> {
  const { rows } = await sql<{
    id: string;
    name: string;
    retry_count: number;
    output: { message?: string; value?: { message?: string } } | null;
    completed_on: Date | string | null;
  }>`select id, name, retry_count, output, completed_on from ${table}
     where state = 'failed' order by completed_on desc limit ${limit}`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: byName.get(r.name)?.title ?? r.name,
    attempts: Number(r.retry_count) + 1,
    error: r.output?.message ?? r.output?.value?.message ?? "",
    failedAt: new Date(r.completed_on ?? 0).toISOString(),
  }));
}

/** Failed jobs, and jobs waiting (created or waiting for a retry). */
async function jobCounts(db: Db, table: Table) {
  const { rows } = await sql<{ state: string; n: number }>`
    select state, count(*) as n from ${table}
    where state in ('failed', 'created', 'retry') group by state`.execute(db);
  const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { dead: n("failed"), waiting: n("created") + n("retry") };
}
