// npm run bench:server — how many pages our server renders, from its page cache and without it.
//
// Builds the site if there is no build, then starts our server (production mode, a fresh data
// folder, 127.0.0.1, a free port) twice: with the page cache, then with PAGE_CACHE=0. For each
// URL, autocannon opens 50 connections on loopback: a short warm-up, then a measured period.
// Prints requests per second, p50/p99 latency, errors and non-2xx answers, and whether each
// target holds. Exits non-zero only when requests failed (a missed target is reported, not
// fatal: timings depend on what else the machine is doing).
//
// Options: --duration S (measured seconds per URL, default 10), --warmup S (default 2),
//          --connections N (default 50), --build (rebuild first).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureBuild, startSiteServer } from "./bench-lib/site-server";
import {
  failedRequests,
  formatServerTable,
  missedServerTargets,
  SERVER_TARGETS,
  type CacheMode,
  type ServerMeasurement,
} from "./bench-server-lib";

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    build: { type: "boolean", default: false },
  },
});
const DURATION = Math.min(Math.max(Number(opts.duration), 1), 60);
const WARMUP = Math.min(Math.max(Number(opts.warmup), 0), 30);
const CONNECTIONS = Math.min(Math.max(Number(opts.connections), 1), 200);

const PATHS = ["/", "/vendors?category=Technology", "/vendors/lumenstack-technologies", "/jobs/j1"];
// What a browser sends: gzip is accepted, no cookie (a signed-out visitor).
const HEADERS = { "accept-encoding": "gzip", accept: "text/html" };

async function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
}

async function measure(mode: CacheMode): Promise<ServerMeasurement[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-server-${mode}-`));
  const server = await startSiteServer({
    dataDir,
    env: mode === "uncached" ? { PAGE_CACHE: "0" } : {},
  });
  const results: ServerMeasurement[] = [];
  try {
    for (const pagePath of PATHS) {
      const url = `${server.url}${pagePath}`;
      const check = await fetch(url, { headers: HEADERS });
      const type = check.headers.get("content-type") ?? "";
      if (check.status !== 200 || !type.startsWith("text/html")) {
        throw new Error(`${pagePath} answered ${check.status} ${type}, not an HTML page`);
      }
      await check.arrayBuffer();
      if (WARMUP > 0) await load(url, WARMUP);
      const r = await load(url, DURATION);
      const m: ServerMeasurement = {
        mode,
        path: pagePath,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        errors: r.errors,
        non2xx: r.non2xx,
      };
      results.push(m);
      const missed = missedServerTargets(m);
      console.log(
        `  ${mode.padEnd(8)} ${pagePath.padEnd(34)} ${String(Math.round(m.rps)).padStart(6)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  ${missed.length ? "missed" : "holds"}`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function main() {
  ensureBuild({ force: opts.build });
  console.log(
    `Server bench: ${CONNECTIONS} connections on loopback, ${WARMUP} s warm-up + ${DURATION} s per URL (Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})\n`,
  );
  const measurements = [...(await measure("cached")), ...(await measure("uncached"))];
  const { cached, uncached } = SERVER_TARGETS;
  console.log(
    `\nTargets: cached >= ${cached.minRps} req/s with p99 < ${cached.maxP99Ms} ms; uncached >= ${uncached.minRps} req/s with p99 < ${uncached.maxP99Ms} ms\n`,
  );
  console.log(formatServerTable(measurements));
  const missed = measurements.filter((m) => missedServerTargets(m).length > 0);
  console.log(
    missed.length === 0
      ? "\nEvery target holds."
      : `\n${missed.length} of ${measurements.length} measurements miss their target.`,
  );
  console.log(
    `Load average after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  const failed = measurements.reduce((n, m) => n + failedRequests(m), 0);
  if (failed > 0) {
    console.error(`\n${failed} requests failed (connection errors, timeouts or non-2xx answers).`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
