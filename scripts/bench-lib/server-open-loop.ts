// The server bench's runs at fixed rates: --open-loop (/vendors signed out and signed in at each
// offered rate: p50/p99 of the answered and the share of 503s) and --after-change (/vendors while
// another process changes a supplier every second, as a second server would).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import {
  formatOpenLoopTable,
  missedOpenLoopTargets,
  OPEN_LOOP_TARGETS,
  quantile,
  summariseArrivals,
  type OpenLoopMeasurement,
  type Visitor,
} from "../bench-server-lib";
import { arrivals, arrivalsTimed, HEADERS, memberCookie } from "./server-requests";
import { ensureBuild, startSiteServer } from "./site-server";

/** The path the open-loop runs ask for: the supplier directory, as the issue measures it. */
export const OPEN_LOOP_PATH = "/vendors";

/** The bench's options these runs read: --build, and --warmup and --duration in seconds. */
export interface RunSettings {
  build: boolean;
  warmup: number;
  duration: number;
}

/** --open-loop: /vendors signed out and signed in at each of --rates, against the targets. */
export async function openLoop(settings: RunSettings & { rates: string }): Promise<void> {
  const { build, warmup, duration } = settings;
  ensureBuild({ force: build });
  const rates = settings.rates
    .split(",")
    .map(Number)
    .filter((r) => Number.isFinite(r) && r > 0 && r <= 5000);
  if (rates.length === 0) throw new Error("--rates wants numbers such as 50,100,200");
  console.log(
    `Open-loop server bench: ${OPEN_LOOP_PATH} at ${rates.join(", ")} req/s offered, ${warmup} s warm-up + ${duration} s each (Node ${process.version}, ${os.cpus().length} cores, load average ${os
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
        if (warmup > 0) await arrivals(url, headers, rate, warmup);
        const m = summariseArrivals(
          { visitor, path: OPEN_LOOP_PATH, rate },
          await arrivals(url, headers, rate, duration),
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

/** --after-change: /vendors signed out at --rate while a supplier changes every second. */
export async function afterChange(settings: RunSettings & { rate: string }): Promise<void> {
  const { build, warmup, duration } = settings;
  ensureBuild({ force: build });
  const rate = Math.min(Math.max(Number(settings.rate) || 300, 10), 5000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-server-change-"));
  const server = await startSiteServer({ dataDir });
  const db = new Database(path.join(dataDir, "procureconnect.sqlite"));
  db.pragma("busy_timeout = 5000");
  const url = new URL(OPEN_LOOP_PATH, server.url);
  try {
    const check = await fetch(url, { headers: HEADERS });
    if (!(await check.text()).includes("</html>")) throw new Error(`${OPEN_LOOP_PATH} is no page`);
    if (warmup > 0) await arrivalsTimed(url, rate, warmup);
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
    const runs = await arrivalsTimed(url, rate, duration);
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
      `Signed-out ${OPEN_LOOP_PATH} at ${rate} req/s for ${duration} s, ${changes.length} changes (load average ${os
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
