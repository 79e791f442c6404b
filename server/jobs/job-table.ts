import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import {
  keyedJobId,
  retryDelayMs,
  type DeadJob,
  type JobData,
  type JobDefinition,
  type SendOptions,
} from "./job";

// The `background_jobs` table, the SQLite runner's queue (server/jobs/sqlite-runner.ts,
// docs/decisions/270): each statement here is one write, so that SQLite's single writer gives
// each due job to one process.

/** A job taken by a runner: its attempts count this one. */
export interface TakenJob {
  id: string;
  name: string;
  data: string;
  attempts: number;
  max_attempts: number;
}

export class JobTable {
  private readonly byName: Map<string, JobDefinition>;
  private readonly longestMs: number;

  constructor(
    private readonly db: Db,
    definitions: JobDefinition[],
    /** Whose hold a taken job is: the runner's, unique to its process. */
    private readonly owner: string,
  ) {
    this.byName = new Map(definitions.map((d) => [d.name, d]));
    this.longestMs = Math.max(60_000, ...definitions.map((d) => d.timeoutSeconds * 1000));
  }

  definition(name: string): JobDefinition | undefined {
    return this.byName.get(name);
  }

  /** Queues a job due `at + delayMs`; false when its key was queued before, or one waits. */
  async insert(name: string, data: JobData, { key, delayMs = 0 }: SendOptions, at: number) {
    const def = this.byName.get(name);
    if (!def) throw new Error(`No background job is called ${name}.`);
    if (def.coalesce && !key) {
      // One waiting run at most (two processes asking at once may add two: each run is whole).
      const waiting = await this.db
        .selectFrom("background_jobs")
        .select("id")
        .where("name", "=", name)
        .where("state", "=", "queued")
        .where("run_at", "<=", at + delayMs)
        .executeTakeFirst();
      if (waiting) return false;
    }
    const result = await this.db
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

  /**
   * Takes up to `limit` due jobs (and those whose runner was cut off), each for its timeout. It
   * looks first, and writes only when a job is due: a poll that finds nothing takes no lock.
   */
  async take(limit: number, at: number): Promise<TakenJob[]> {
    const db = this.db;
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
    if (!(await due.executeTakeFirst())) return [];
    const rows = await db
      .updateTable("background_jobs")
      .set((eb) => ({
        state: "active",
        locked_by: this.owner,
        locked_until: at + this.longestMs,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", due)
      .returning(["id", "name", "data", "attempts", "max_attempts"])
      .execute();
    for (const row of rows) {
      const timeoutMs = (this.byName.get(row.name)?.timeoutSeconds ?? 60) * 1000;
      if (timeoutMs === this.longestMs) continue;
      await this.mine(row.id)
        .set({ locked_until: at + timeoutMs })
        .execute();
    }
    return rows.map((r) => ({
      ...r,
      attempts: Number(r.attempts),
      max_attempts: Number(r.max_attempts),
    }));
  }

  private mine(id: string) {
    return this.db
      .updateTable("background_jobs")
      .where("id", "=", id)
      .where("locked_by", "=", this.owner)
      .where("state", "=", "active");
  }

  async done(job: TakenJob, at: number) {
    await this.mine(job.id)
      .set({ state: "done", locked_by: null, locked_until: null, finished_at: at })
      .execute();
  }

  /** Records a failed attempt: queued again after its backoff, or dead after the last one. */
  async failed(job: TakenJob, message: string, at: number): Promise<"dead" | "retry"> {
    const dead = job.attempts >= job.max_attempts;
    const delaySeconds = this.byName.get(job.name)?.delaySeconds ?? 30;
    await this.mine(job.id)
      .set(
        dead
          ? {
              state: "dead",
              locked_by: null,
              locked_until: null,
              last_error: message,
              finished_at: at,
            }
          : {
              state: "queued",
              locked_by: null,
              locked_until: null,
              last_error: message,
              run_at: at + retryDelayMs(job.attempts, delaySeconds),
            },
      )
      .execute();
    return dead ? "dead" : "retry";
  }

  async purgeDone(before: number) {
    await this.db
      .deleteFrom("background_jobs")
      .where("state", "=", "done")
      .where("finished_at", "<", before)
      .execute();
  }

  async dead(limit: number): Promise<DeadJob[]> {
    const rows = await this.db
      .selectFrom("background_jobs")
      .select(["id", "name", "attempts", "last_error", "finished_at"])
      .where("state", "=", "dead")
      .orderBy("finished_at", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      title: this.byName.get(r.name)?.title ?? r.name,
      attempts: Number(r.attempts),
      error: r.last_error ?? "",
      failedAt: new Date(Number(r.finished_at ?? 0)).toISOString(),
    }));
  }

  /** Lets a dead job run once more, now; false when there is no such dead job. */
  async retry(id: string, at: number): Promise<boolean> {
    const result = await this.db
      .updateTable("background_jobs")
      .set((eb) => ({
        state: "queued",
        run_at: at,
        max_attempts: eb("attempts", "+", 1),
        finished_at: null,
      }))
      .where("id", "=", id)
      .where("state", "=", "dead")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async counts() {
    const rows = await this.db
      .selectFrom("background_jobs")
      .select(["state", (eb) => eb.fn.countAll<number>().as("n")])
      .where("state", "in", ["dead", "queued"])
      .groupBy("state")
      .execute();
    const n = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    return { dead: n("dead"), waiting: n("queued") };
  }
}
