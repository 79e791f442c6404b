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
//
// --open-loop: instead, requests arrive at fixed rates (--rates, default 50,100,200,300 per
// second) whatever the server is doing, signed out and signed in (a member who joined through
// the accounts' API), on /vendors; each one's time counts from when it was due. Prints p50/p99
// of the answered, the share of 503s and how fast they came, against the issue's targets.
//
// --after-change: signed out, /vendors at --rate (default 300) req/s for --duration seconds while
// another process changes a supplier every second (through the database file, as a second server
// would): the p50, p99 and slowest answer, and the same for the requests sent within 250 ms after
// each change, against the issue's target (p99 under 50 ms, the first request after a change
// included).
//
// --processes: signed in, /vendors, autocannon with --connections (default 50) for --duration
// seconds after --warmup, on one server process and then on WEB_CONCURRENCY=2: requests per
// second of each and the gain, against the issue's target (at least 1.6 times).
//
// --ttfb: one request at a time on an idle server (--requests N, default 300 after 50 warm-up),
// signed in, on /vendors: the time to the first byte of the body and to the last, p50/p99,
// against the issue's targets (first byte within 15 ms, the whole page 5 ms p50).
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { ensureBuild, startSiteServer } from "./bench-lib/site-server";
import {
  failedRequests,
  formatOpenLoopTable,
  formatServerTable,
  missedOpenLoopTargets,
  missedServerTargets,
  OPEN_LOOP_TARGETS,
  quantile,
  SERVER_TARGETS,
  summariseArrivals,
  type Arrival,
  type CacheMode,
  type OpenLoopMeasurement,
  type ServerMeasurement,
  type Visitor,
} from "./bench-server-lib";

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    build: { type: "boolean", default: false },
    "open-loop": { type: "boolean", default: false },
    rates: { type: "string", default: "50,100,200,300" },
    ttfb: { type: "boolean", default: false },
    "after-change": { type: "boolean", default: false },
    rate: { type: "string", default: "300" },
    requests: { type: "string", default: "300" },
    processes: { type: "boolean", default: false },
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
    // Fifty connections in a loop would mostly meet the render gate's 503 with today's bounds;
    // the gate of the earlier figures (16 in flight, 64 waiting) keeps them comparable. The
    // open-loop mode measures the gate as it is.
    env:
      mode === "uncached" ? { PAGE_CACHE: "0", RENDER_CONCURRENCY: "16", RENDER_QUEUE: "64" } : {},
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

/** The path the open-loop runs ask for: the supplier directory, as the issue measures it. */
const OPEN_LOOP_PATH = "/vendors";
const REQUEST_TIMEOUT_MS = 10_000;

/** One GET on a kept-alive connection: its status once the body has arrived (0: failed). */
function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

/**
 * Requests due every 1000/rate ms for `seconds`, each sent when due (never held back by an
 * earlier one still waiting), each timed from when it was due.
 */
async function arrivals(
  url: URL,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<Arrival[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  const pending: Promise<Arrival>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      get(agent, url, headers).then((status) => ({ status, ms: performance.now() - due })),
    );
  }
  const done = await Promise.all(pending);
  agent.destroy();
  return done;
}

/** Signs a new member up through the accounts' API: their session cookie. */
async function memberCookie(base: string): Promise<string> {
  const joined = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      name: "Bench Member",
      email: `bench.member.${Date.now()}@example.com`,
      password: "correct horse battery",
    }),
  });
  const cookie = joined.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!joined.ok || !cookie) throw new Error(`Joining answered ${joined.status}, no session`);
  return cookie;
}

async function openLoop(): Promise<void> {
  ensureBuild({ force: opts.build });
  const rates = opts.rates
    .split(",")
    .map(Number)
    .filter((r) => Number.isFinite(r) && r > 0 && r <= 5000);
  if (rates.length === 0) throw new Error("--rates wants numbers such as 50,100,200");
  console.log(
    `Open-loop server bench: ${OPEN_LOOP_PATH} at ${rates.join(", ")} req/s offered, ${WARMUP} s warm-up + ${DURATION} s each (Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})\n`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-server-open-"));
  const server = await startSiteServer({ dataDir });
  const results: OpenLoopMeasurement[] = [];
  try {
    const cookie = await memberCookie(server.url);
    const url = new URL(OPEN_LOOP_PATH, server.url);
    const visitors: [Visitor, Record<string, string>][] = [
      ["signed-out", HEADERS],
      ["signed-in", { ...HEADERS, cookie }],
    ];
    for (const [visitor, headers] of visitors) {
      // A member's page is rendered for them alone (private); a visitor's comes from the cache.
      const check = await fetch(url, { headers });
      await check.arrayBuffer();
      const personal = /\bprivate\b/.test(check.headers.get("cache-control") ?? "");
      if (check.status !== 200 || (visitor === "signed-in") !== personal) {
        throw new Error(`${OPEN_LOOP_PATH} ${visitor} answered ${check.status}, not as expected`);
      }
      for (const rate of rates) {
        if (WARMUP > 0) await arrivals(url, headers, rate, WARMUP);
        const m = summariseArrivals(
          { visitor, path: OPEN_LOOP_PATH, rate },
          await arrivals(url, headers, rate, DURATION),
        );
        results.push(m);
        const missed = missedOpenLoopTargets(m);
        console.log(
          `  ${visitor.padEnd(10)} ${String(rate).padStart(4)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  503 ${(m.busyShare * 100).toFixed(1)}%  ${missed.length ? `missed: ${missed.join(", ")}` : "holds"}`,
        );
        server.assertRunning();
      }
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const t = OPEN_LOOP_TARGETS;
  console.log(
    `\nTargets: signed in, p99 <= ${t.signedInP99Ms} ms up to ${t.signedInRateLimit} req/s; above, the answered p99 < ${t.overloadP99Ms} ms and 503s within ${t.busyWithinMs} ms; signed out, p99 < ${t.signedOutP99Ms} ms\n`,
  );
  console.log(formatOpenLoopTable(results));
  console.log(
    `Load average after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}

/** One GET: when its first body byte and its last arrived, in ms from sending it. */
function timedGet(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    let first = 0;
    const req = http.get(url, { agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.on("data", () => {
        if (!first) first = performance.now() - sent;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, first, last: performance.now() - sent }),
      );
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
  });
}

async function timeToFirstByte(): Promise<void> {
  ensureBuild({ force: opts.build });
  const count = Math.min(Math.max(Number(opts.requests) || 300, 10), 10_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-server-ttfb-"));
  const server = await startSiteServer({ dataDir });
  try {
    const cookie = await memberCookie(server.url);
    const url = new URL(OPEN_LOOP_PATH, server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { ...HEADERS, cookie };
    for (let i = 0; i < 50; i++) await timedGet(agent, url, headers);
    const runs: { first: number; last: number }[] = [];
    for (let i = 0; i < count; i++) {
      const r = await timedGet(agent, url, headers);
      if (r.status !== 200) throw new Error(`${OPEN_LOOP_PATH} answered ${r.status}`);
      runs.push(r);
    }
    agent.destroy();
    const q = (values: number[], at: number) =>
      quantile(
        [...values].sort((a, b) => a - b),
        at,
      ).toFixed(1);
    const first = runs.map((r) => r.first);
    const last = runs.map((r) => r.last);
    console.log(
      `Signed-in ${OPEN_LOOP_PATH}, ${count} requests one at a time (Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})`,
    );
    console.log(`  first byte  p50 ${q(first, 0.5)} ms  p99 ${q(first, 0.99)} ms  (target 15 ms)`);
    console.log(`  whole page  p50 ${q(last, 0.5)} ms  p99 ${q(last, 0.99)} ms  (target p50 5 ms)`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Requests at `rate` for `seconds`, each with the time it was due (ms since the run began). */
async function arrivalsTimed(
  url: URL,
  rate: number,
  seconds: number,
): Promise<(Arrival & { due: number })[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  const pending: Promise<Arrival & { due: number }>[] = [];
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      get(agent, url, HEADERS).then((status) => ({
        status,
        ms: performance.now() - due,
        due: due - start,
      })),
    );
  }
  const done = await Promise.all(pending);
  agent.destroy();
  return done;
}

async function afterChange(): Promise<void> {
  ensureBuild({ force: opts.build });
  const rate = Math.min(Math.max(Number(opts.rate) || 300, 10), 5000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-server-change-"));
  const server = await startSiteServer({ dataDir });
  const db = new Database(path.join(dataDir, "procureconnect.sqlite"));
  db.pragma("busy_timeout = 5000");
  const url = new URL(OPEN_LOOP_PATH, server.url);
  try {
    const check = await fetch(url, { headers: HEADERS });
    if (!(await check.text()).includes("</html>")) throw new Error(`${OPEN_LOOP_PATH} is no page`);
    if (WARMUP > 0) await arrivalsTimed(url, rate, WARMUP);
    // What another server's write does: the supplier's row and the data version.
    const changes: number[] = [];
    let blurb = "";
    const started = performance.now() + 20;
    const changer = setInterval(() => {
      blurb = `Changed at ${Date.now()}`;
      db.prepare("update vendors set short_blurb = ? where slug = ?").run(
        blurb,
        "lumenstack-technologies",
      );
      db.prepare(
        "insert into meta (key, value) values ('data-version', ?) on conflict (key) do update set value = excluded.value",
      ).run(`bench-${Date.now()}`);
      changes.push(performance.now() - started);
    }, 1000);
    const runs = await arrivalsTimed(url, rate, DURATION);
    clearInterval(changer);
    const after = runs.filter((r) => changes.some((c) => r.due >= c && r.due < c + 250));
    const line = (label: string, set: typeof runs) => {
      const ms = set.map((r) => r.ms).sort((a, b) => a - b);
      const failed = set.filter((r) => r.status !== 200);
      const statuses = [...new Set(failed.map((r) => r.status))].join(", ");
      console.log(
        `  ${label.padEnd(28)} ${String(set.length).padStart(6)} requests  p50 ${quantile(ms, 0.5).toFixed(1)} ms  p99 ${quantile(ms, 0.99).toFixed(1)} ms  slowest ${(ms.at(-1) ?? 0).toFixed(1)} ms  not 200: ${failed.length}${statuses ? ` (${statuses})` : ""}`,
      );
    };
    console.log(
      `Signed-out ${OPEN_LOOP_PATH} at ${rate} req/s for ${DURATION} s, ${changes.length} changes (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})`,
    );
    line("all", runs);
    line("within 250 ms after a change", after);
    // The first supplier of the directory is the one changed: its page shows the last change.
    await new Promise((r) => setTimeout(r, 300));
    const shown = (await (await fetch(url, { headers: HEADERS })).text()).includes(blurb);
    console.log(`  the page shows the last change: ${shown ? "yes" : "NO"}`);
    console.log("Target: p99 under 50 ms, the first requests after a change included.");
    server.assertRunning();
  } finally {
    db.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The gain in signed-in throughput from a second server process (WEB_CONCURRENCY=2). */
async function processesGain(): Promise<void> {
  ensureBuild({ force: opts.build });
  console.log(
    `Signed-in /vendors, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s (${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  const rps: number[] = [];
  for (const processes of [1, 2]) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-processes-${processes}-`));
    const server = await startSiteServer({
      dataDir,
      env: { WEB_CONCURRENCY: String(processes) },
    });
    try {
      const cookie = await memberCookie(server.url);
      const url = `${server.url}/vendors`;
      const run = (seconds: number) =>
        autocannon({
          url,
          connections: CONNECTIONS,
          duration: seconds,
          headers: { ...HEADERS, cookie },
        });
      if (WARMUP > 0) await run(WARMUP);
      const r = await run(DURATION);
      rps.push(r.requests.average);
      console.log(
        `  ${processes} process${processes > 1 ? "es" : ""}: ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  not 2xx: ${r.non2xx}  errors: ${r.errors}`,
      );
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const gain = rps[1]! / rps[0]!;
  console.log(`Gain: ${gain.toFixed(2)} times (target: at least 1.6).`);
}

async function main() {
  if (opts.processes) return processesGain();
  if (opts["open-loop"]) return openLoop();
  if (opts["after-change"]) return afterChange();
  if (opts.ttfb) return timeToFirstByte();
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
