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
// one dies, and on SIGTERM or SIGINT lets each finish its requests before it exits.

/** The shortest wait before a process that died is started again; it doubles while they keep dying. */
const RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;

export async function runPrimary(config: ServerConfig): Promise<void> {
  // Migrations and the sample data, once, before any process opens the database.
  const db = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
  await seedSampleData(db);
  await db.destroy();

  new RateLimiterClusterMaster();
  hostClusterState();

  let stopping = false;
  let restartMs = RESTART_MS;
  const start = () => cluster.fork({ PROCURECONNECT_CLUSTER: "1" });
  // A process that came up resets the wait.
  cluster.on("listening", () => (restartMs = RESTART_MS));
  cluster.on("exit", (_worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
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
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    // Each process drains as it does alone (server/index.ts, stopOnSignals).
    for (const worker of workers) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  for (let i = 0; i < config.webConcurrency; i++) start();
}
