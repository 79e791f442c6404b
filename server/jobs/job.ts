import { createHash } from "node:crypto";
import { retryDelay } from "../outbox";

// What a background job is (docs/decisions/270): a name, what it does, how it retries, how long
// one run may take before it counts as cut off, and, for recurring work, its period. One module
// lists every job (server/jobs/definitions.ts); the runner (SQLite, or pg-boss on PostgreSQL)
// runs them with the same rules.

/** Recurring periods: a job runs once per period across every server. */
export const PERIODS = {
  minute: { ms: 60_000, cron: "* * * * *" },
  quarterHour: { ms: 15 * 60_000, cron: "*/15 * * * *" },
  hour: { ms: 60 * 60_000, cron: "0 * * * *" },
  day: { ms: 24 * 60 * 60_000, cron: "0 0 * * *" },
} as const;

export type Period = keyof typeof PERIODS;

export type JobData = Record<string, unknown>;

export interface JobRun {
  /** The job's id in the runner's table. */
  id: string;
  /** This run's number: 1 on the first, 2 on the first retry… */
  attempt: number;
}

export interface JobDefinition<D extends JobData = JobData> {
  /** Letters, digits and underscores (pg-boss's queue names). */
  name: string;
  /** A sentence for the console: what the job does. */
  title: string;
  run(data: D, run: JobRun): Promise<void>;
  /** Runs in all, the first included; each retry waits `delaySeconds` doubled per failure. */
  attempts: number;
  delaySeconds: number;
  /** A run still going after this long counts as cut off (its server died) and runs again. */
  timeoutSeconds: number;
  /**
   * Work over a queue of its own (the e-mails due, say): at most one run waits at a time, so
   * asking for it again while one waits adds nothing (pg-boss's "short" policy).
   */
  coalesce?: boolean;
  /** Recurring work: queued once per period across every server. */
  every?: Period;
  /** Kept for the console when the last attempt failed (the e-mail marked failed, say). */
  onDead?(data: D, error: string): Promise<void>;
}

/** Defines a job with its data's type checked where it is run. */
export function defineJob<D extends JobData>(definition: JobDefinition<D>): JobDefinition {
  return definition as unknown as JobDefinition;
}

/** The wait before the next attempt after `failures` failures: doubled each time, at most a day. */
export function retryDelayMs(failures: number, delaySeconds: number): number {
  return retryDelay(failures, delaySeconds * 1000, PERIODS.day.ms);
}

/** The message an error leaves in the job's record (at most 1,000 characters). */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 1000);
}

/**
 * A job id that a record's key always gives (RFC 4122 version 5, SHA-1 over the name and key),
 * so that queuing the same work twice finds the first and adds nothing.
 */
export function keyedJobId(name: string, key: string): string {
  const hash = createHash("sha1").update(`procureconnect-job:${name}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A job that failed its last attempt, as the console shows it. */
export interface DeadJob {
  id: string;
  name: string;
  title: string;
  attempts: number;
  error: string;
  failedAt: string;
}

export interface SendOptions {
  /** The record the work is for: the same name and key are queued once. */
  key?: string;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
}

/** The one job runner of a server process. */
export interface JobRunner {
  readonly kind: "sqlite" | "pg-boss";
  /** Starts taking jobs (and queuing recurring ones). */
  start(): Promise<void>;
  /** Queues a job; false when the same name and key was queued before. */
  send(name: string, data?: JobData, options?: SendOptions): Promise<boolean>;
  /** Work was queued for `name` in this process: look now rather than at the next poll. */
  kick(name: string): void;
  /** Queues a run of `name` (a coalescing job: one waits at most) and looks now. */
  soon(name: string): void;
  /** The jobs whose last attempt failed, newest first. */
  dead(limit?: number): Promise<DeadJob[]>;
  /** Runs a dead job once more; false when there is no such dead job. */
  retry(id: string): Promise<boolean>;
  /** Dead jobs and jobs waiting, for /readyz. */
  counts(): Promise<{ dead: number; waiting: number }>;
  /** Stops taking jobs, lets running ones finish within `drainMs`, and closes its connections. */
  stop(drainMs: number): Promise<void>;
}
