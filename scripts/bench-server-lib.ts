// Pure parts of the server benchmark: the targets, the verdict on one measurement, the table.
import { markdownTable } from "./bench-lib/table";

export type CacheMode = "cached" | "uncached";

/** The targets on the project's 2-core machine, at 50 connections on loopback. */
export const SERVER_TARGETS: Record<CacheMode, { minRps: number; maxP99Ms: number }> = {
  cached: { minRps: 3000, maxP99Ms: 50 },
  uncached: { minRps: 300, maxP99Ms: 250 },
};

export interface ServerMeasurement {
  mode: CacheMode;
  path: string;
  /** Mean requests per second over the measured period. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

/** What one measurement misses; empty when its mode's targets hold. */
export function missedServerTargets(m: ServerMeasurement): string[] {
  const target = SERVER_TARGETS[m.mode];
  const missed: string[] = [];
  if (m.rps < target.minRps) missed.push(`${Math.round(m.rps)} req/s < ${target.minRps}`);
  if (m.p99 >= target.maxP99Ms) missed.push(`p99 ${m.p99} ms not under ${target.maxP99Ms} ms`);
  return missed;
}

/** Requests that did not get a good answer: the run is broken, whatever the speed. */
export function failedRequests(m: ServerMeasurement): number {
  return m.errors + m.non2xx;
}

export function formatServerTable(measurements: readonly ServerMeasurement[]): string {
  return markdownTable(
    ["page cache", "URL", "req/s", "p50 ms", "p99 ms", "requests", "errors", "non-2xx", "target"],
    measurements.map((m) => {
      const missed = missedServerTargets(m);
      return [
        m.mode === "cached" ? "on" : "off (PAGE_CACHE=0)",
        m.path,
        String(Math.round(m.rps)),
        String(m.p50),
        String(m.p99),
        String(m.requests),
        String(m.errors),
        String(m.non2xx),
        missed.length === 0 ? "holds" : `missed: ${missed.join(", ")}`,
      ];
    }),
  );
}
