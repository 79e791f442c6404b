import cluster from "node:cluster";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import type { ServerConfig } from "./config";
import { openDatabase } from "./db/database";
import { seedSampleData } from "./db/seed";
import { hostClusterState } from "./shared/cluster-state";

// WEB_CONCURRENCY=N (docs/decisions/215): N server processes on one machine share the port
// (Node's cluster module hands each new connection to the next). This first process serves no
// page: it prepares the database once, keeps the limits the others must agree on when there is
// no Redis (server/shared/cluster-state.ts, RateLimiterClusterMaster), starts a process again if
// one dies, and on SIGTERM or SIGINT lets each finish its requests, exiting with 0 once each has
// stopped cleanly (docs/decisions/280).

/** The shortest wait before a process that died is started again; it doubles while they keep dying. */
const RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** Beyond the drain window, how long the primary waits for its processes to close and exit. */
const STOP_MARGIN_MS = 10_000;

export async function runPrimary(config: ServerConfig): Promise<void> {
  // Migrations and the sample data, once, before any process opens the database.
  const db = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  await seedSampleData(db);
  await db.destroy();

  new RateLimiterClusterMaster();
  hostClusterState();

  let stopping = false;
  /** Whether a process was cut short or failed while stopping: then the primary exits with 1. */
  let failed = false;
  let restartMs = RESTART_MS;
  const start = () => cluster.fork({ PROCURECONNECT_CLUSTER: "1" });
  const alive = () => Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
  // A process that came up resets the wait.
  cluster.on("listening", () => (restartMs = RESTART_MS));
  cluster.on("exit", (_worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (alive().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    console.warn(
      `A server process stopped (${signal ?? `exit code ${code}`}); starting another in ${restartMs} ms.`,
    );
    setTimeout(() => !stopping && start(), restartMs).unref();
    restartMs = Math.min(MAX_RESTART_MS, restartMs * 2);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: the server processes finish their requests.`);
    const workers = alive();
    if (workers.length === 0) process.exit(0);
    // Each process drains as it does alone (server/index.ts, stopOnSignals); a process that
    // does not end within its drain window and the time to close its pools is stopped.
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of alive()) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, config.drainMs + STOP_MARGIN_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < config.webConcurrency; i++) start();
}
