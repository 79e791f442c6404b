import { Redis } from "ioredis";

// The Redis connection behind the state several server processes must agree on (rate limits,
// sign-in failure counts), when REDIS_URL is set (docs/decisions/110). When Redis cannot be
// reached, each operation falls back to the process's own memory (the limits' insurance
// limiters, the sign-in guard's tables), so the site keeps serving with limits per process;
// that is logged once, and Redis is used again as soon as it answers. After a failure Redis is
// not asked for a while (a circuit breaker, decision 149), so that a stalled Redis does not add
// its timeout to every request; a PING then tells whether it is back, which is logged too.

export interface SharedStateOptions {
  /** Prefix of every key, so that one Redis can serve several sites (or tests). */
  prefix?: string;
  log?: (message: string) => void;
  /** How long one command may take before the process's own state answers instead. */
  commandTimeoutMs?: number;
  /**
   * After a failure, how long Redis is not asked at all (the circuit breaker is open) before one
   * PING tries it again: a stalled Redis then costs one timeout per period, not one per request.
   */
  breakMs?: number;
}

export const DEFAULT_BREAK_MS = 5_000;

export const DEFAULT_KEY_PREFIX = "procureconnect:";

export class SharedState {
  readonly redis: Redis;
  readonly prefix: string;
  private readonly log: (message: string) => void;
  private down = false;
  private closed = false;
  private readonly breakMs: number;
  /** Until when Redis is not asked (while down). */
  private openUntil = 0;
  private probing = false;

  constructor(url: string, options: SharedStateOptions = {}) {
    this.prefix = options.prefix ?? DEFAULT_KEY_PREFIX;
    this.log = options.log ?? ((m) => console.warn(m));
    this.breakMs = options.breakMs ?? DEFAULT_BREAK_MS;
    this.redis = new Redis(url, {
      // Fail at once while disconnected (the fallback answers), rather than queueing commands.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 500,
      connectTimeout: 2000,
      lazyConnect: false,
      // Keep trying to reconnect, at most every 2 seconds.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.on("error", (err: Error) => this.markDown(err));
    this.redis.on("ready", () => this.markUp());
  }

  private markUp() {
    if (this.down && !this.closed) {
      this.log("[redis] reachable again: limits are shared across servers again.");
    }
    this.down = false;
  }

  /**
   * Whether Redis is skipped for now: after a failure, for `breakMs`; then one PING at a time
   * tells whether it answers again (a stalled Redis stays "ready" and never reconnects).
   */
  get bypassed(): boolean {
    if (!this.down) return false;
    if (Date.now() >= this.openUntil && !this.probing && this.redis.status === "ready") {
      this.probing = true;
      this.redis
        .ping()
        .then(
          () => this.markUp(),
          () => (this.openUntil = Date.now() + this.breakMs),
        )
        .finally(() => (this.probing = false));
    }
    return true;
  }

  /** Whether the last attempt reached Redis. */
  get available(): boolean {
    return !this.down && this.redis.status === "ready";
  }

  private markDown(err: Error) {
    this.openUntil = Date.now() + this.breakMs;
    if (this.down || this.closed) return;
    this.down = true;
    this.log(
      `[redis] unreachable (${err.message}): rate limits are kept in this process until it returns.`,
    );
  }

  /** Called when the process's own state answered for Redis. */
  fellBack(): void {
    // While first connecting, the client's own error event says whether that failed.
    if (this.down || this.redis.status === "connecting") return;
    const status = this.redis.status;
    this.markDown(new Error(status === "ready" ? "a command failed" : `connection ${status}`));
  }

  key(...parts: string[]): string {
    return this.prefix + parts.join(":");
  }

  /** Runs `shared` on Redis, or `local` when Redis is not there (now or during the call). */
  async run<T>(shared: (redis: Redis) => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (this.bypassed) return local();
    if (this.redis.status !== "ready") {
      if (!this.down && this.redis.status !== "connecting") {
        this.markDown(new Error(`connection ${this.redis.status}`));
      }
      return local();
    }
    try {
      return await shared(this.redis);
    } catch (error) {
      this.markDown(error instanceof Error ? error : new Error(String(error)));
      return local();
    }
  }

  /** Waits until connected (or the timeout passes): for start-up and tests. */
  async ready(timeoutMs = 2000): Promise<boolean> {
    if (this.available) return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off("ready", onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.redis.on("ready", onReady);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.redis.disconnect();
  }
}

/** The shared state for REDIS_URL, or null when it is not set (everything stays in-process). */
export function openSharedState(
  url: string | null,
  options?: SharedStateOptions,
): SharedState | null {
  return url ? new SharedState(url, options) : null;
}
