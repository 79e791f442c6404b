import { sql } from "kysely";
import type { Db } from "./db/database";
import type { ServerModule } from "./modules";

// Health endpoints for proxies and orchestrators (issue 26):
//
// GET /healthz   liveness: the process answers (200), whatever its dependencies do
// GET /readyz    readiness: the database answers a query within READY_TIMEOUT_MS (200), or 503,
//                so a load balancer stops sending visitors to a server that cannot serve them;
//                with the background jobs that failed every attempt and those waiting
//
// Both are tiny JSON answers, never cached, and carry the same security headers as every page.

export const READY_TIMEOUT_MS = 2_000;

/** Whether `probe` settles successfully within `timeoutMs`. */
export async function answersWithin(
  probe: () => Promise<unknown>,
  timeoutMs: number,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the database answers a query, within the timeout. */
export const databaseAnswers = (db: Db, timeoutMs = READY_TIMEOUT_MS) =>
  answersWithin(() => sql`select 1`.execute(db), timeoutMs);

/**
 * `ready` says whether the database answers; `jobs`, when given, counts the background jobs that
 * failed every attempt and those waiting, shown on /readyz for monitoring (docs/decisions/270):
 * dead jobs do not make a server unready, the console lists them.
 */
export function healthModule(
  ready: () => Promise<boolean>,
  jobs?: () => Promise<{ dead: number; waiting: number }>,
): ServerModule {
  return {
    name: "health",
    mount(app) {
      app.on(["GET", "HEAD"], "/healthz", (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ status: "ok" });
      });
      app.on(["GET", "HEAD"], "/readyz", async (c) => {
        c.header("Cache-Control", "no-store");
        if (!(await ready())) {
          return c.json({ status: "unavailable", reason: "The database does not answer." }, 503);
        }
        const counts = await jobs?.().catch(() => null);
        return c.json({ status: "ready", ...(counts ? { jobs: counts } : {}) });
      });
    },
  };
}
