import { sql } from "kysely";
import { isPostgres, type Db } from "../db/database";
import { jobDefinitions, type JobDeps } from "./definitions";
import type { JobData, JobDefinition, JobRunner, SendOptions } from "./job";
import { createPgBossRunner, pgBossSchema } from "./pg-boss-runner";
import { createSqliteRunner } from "./sqlite-runner";

// The server's one job runner (docs/decisions/270): pg-boss when the site's database is
// PostgreSQL, the `background_jobs` table on SQLite; the same job definitions either way.

export interface RunnerOptions {
  /** The site's DATABASE_URL (PostgreSQL), null on SQLite. */
  databaseUrl: string | null;
  /** Test settings: how often queues are polled and cut-off runs looked for. */
  pollMs?: number;
  superviseSeconds?: number;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export async function createJobRunner(
  db: Db,
  definitions: JobDefinition[],
  options: RunnerOptions,
): Promise<JobRunner> {
  if (isPostgres(db) && options.databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    return createPgBossRunner(db, definitions, {
      url: options.databaseUrl,
      schema: pgBossSchema(rows[0]?.schema ?? "public"),
      pollSeconds: options.pollMs ? Math.max(0.5, options.pollMs / 1000) : undefined,
      superviseSeconds: options.superviseSeconds,
      log: options.log,
    });
  }
  return createSqliteRunner(db, definitions, {
    pollMs: options.pollMs,
    now: options.now,
    log: options.log,
  });
}

/**
 * The way modules made before the runner ask for their jobs (`soon`: send what was just queued;
 * `later`: one more run at an instant); `attach` hands them the runner once it is made.
 */
export function jobHandle() {
  let runner: JobRunner | null = null;
  return {
    soon: (name: string) => () => runner?.soon(name),
    later: async (name: string, atMs: number) => {
      await runner?.send(name, {}, { key: `at:${atMs}`, delayMs: Math.max(0, atMs - Date.now()) });
    },
    send: async (name: string, data: JobData, options: SendOptions) => {
      await runner?.send(name, data, options);
    },
    attach(made: JobRunner) {
      runner = made;
    },
  };
}

/** The server's runner with every job of `deps`, started and attached to `handle`. */
export async function startServerJobs(
  db: Db,
  deps: Omit<JobDeps, "later" | "send">,
  handle: ReturnType<typeof jobHandle>,
  options: RunnerOptions,
): Promise<JobRunner> {
  const runner = await createJobRunner(
    db,
    jobDefinitions({ ...deps, later: handle.later, send: handle.send }),
    options,
  );
  await runner.start();
  handle.attach(runner);
  return runner;
}
