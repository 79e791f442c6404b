import type { Context, MiddlewareHandler } from "hono";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { pino, type Logger } from "pino";

// One JSON line per request (pino): method, path (never the query, which may carry tokens or
// addresses, and with the private link's token replaced), status, duration and the request's id,
// which every response carries in X-Request-Id and every error answer in its body.

export type { Logger };

/** The id `requestLogging` gave this request. */
export function requestIdOf(c: Context): string | undefined {
  return (c as Context<{ Variables: RequestIdVariables }>).get("requestId");
}

export function createLogger(level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: undefined });
}

/**
 * The paths whose segment after the prefix is a secret: whoever has the link may read the
 * thread or the shortlist (or keep the thread), so the log keeps the shape of the path and not
 * the token.
 */
const PRIVATE_LINK = /^(\/(?:requests\/t|requests\/keep|shortlists)\/)[^/]+/i;

/** The path as the log keeps it: a private link's token replaced with "…". */
export function loggedPath(pathname: string): string {
  return pathname.replace(PRIVATE_LINK, "$1…");
}

/** How background work reports: a line naming the job, and the error when one failed it. */
export type WorkLog = (message: string, error?: unknown) => void;

/** The background job `job`'s log, through the server's logger (warn; error with an error). */
export function workLog(logger: Logger, job: string): WorkLog {
  return (message, error) => {
    if (error === undefined) logger.warn({ job }, message);
    else logger.error({ job, err: error }, message);
  };
}

/** A logger that writes nothing, for tests. */
export const silentLogger: Logger = pino({ level: "silent" });

export function requestLogging(
  logger: Logger,
  { trustProxy }: { trustProxy: boolean },
): MiddlewareHandler[] {
  return [
    // An id from the proxy in front is kept, so the two logs can be joined; otherwise ours.
    requestId({ headerName: trustProxy ? "X-Request-Id" : "" }),
    async (c, next) => {
      const start = performance.now();
      await next();
      c.header("X-Request-Id", requestIdOf(c));
      logger.info({
        reqId: requestIdOf(c),
        method: c.req.method,
        path: loggedPath(new URL(c.req.url).pathname),
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    },
  ];
}

/** Our JSON error answer, in the shape the forms service uses, with the request's id. */
export function errorAnswer(c: Context, status: 400 | 404 | 500, message: string) {
  return c.json({ success: "false", message, requestId: requestIdOf(c) }, status);
}
