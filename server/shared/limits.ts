import {
  BurstyRateLimiter,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { clusterPeer, PEER_TIMEOUT_MS } from "./cluster-state";
import type { SharedState } from "./shared-state";

// The limits' primitives on rate-limiter-flexible (docs/decisions/110): with a SharedState, a
// RateLimiterRedis each (its increments are atomic however many servers ask at once), insured
// by a RateLimiterMemory that answers while Redis is away; without one, in one of several
// processes on a machine (WEB_CONCURRENCY), a RateLimiterCluster that counts in the first
// process, insured the same way (decision 215); otherwise the RateLimiterMemory alone. The
// stores keep the time: Redis's key expiry, or the counting process's clock.

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the next attempt would be allowed (0 when allowed). */
  retryAfter: number;
}

/** A burst at once, then a steady rate, per key. */
export interface TokenLimiter {
  take(key: string): Promise<RateLimitDecision>;
}

/** At most `limit` events per key in a window that starts at its first event. */
export interface Quota {
  /** Seconds until the key may have another event; 0 when it may have one now. */
  retryAfter(key: string): Promise<number>;
  record(key: string): Promise<void>;
}

/** Requests per key in fixed windows of `window` seconds (the accounts library's limits). */
export interface WindowCounter {
  consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

type MemoryOptions = ConstructorParameters<typeof RateLimiterMemory>[0];

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The memory limiter that stands in for Redis, telling the shared state when it does. */
class Insurance extends RateLimiterMemory {
  constructor(
    options: MemoryOptions,
    private readonly shared: SharedState,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.shared.fellBack();
    return super.consume(...args);
  }

  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    this.shared.fellBack();
    return super.penalty(...args);
  }

  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    this.shared.fellBack();
    return super.get(...args);
  }
}

/**
 * A Redis limiter that goes straight to its insurance while the shared state's circuit breaker
 * is open: a stalled Redis answers nothing, and waiting for its timeout on every request is
 * what the breaker avoids.
 */
class BreakableRedisLimiter extends RateLimiterRedis {
  constructor(
    options: ConstructorParameters<typeof RateLimiterRedis>[0],
    private readonly shared: SharedState,
    private readonly insurance: RateLimiterMemory,
  ) {
    super({ ...options, insuranceLimiter: insurance });
  }

  override consume(...args: Parameters<RateLimiterRedis["consume"]>) {
    return this.shared.bypassed ? this.insurance.consume(...args) : super.consume(...args);
  }

  override penalty(...args: Parameters<RateLimiterRedis["penalty"]>) {
    return this.shared.bypassed ? this.insurance.penalty(...args) : super.penalty(...args);
  }

  override get(...args: Parameters<RateLimiterRedis["get"]>) {
    return this.shared.bypassed ? this.insurance.get(...args) : super.get(...args);
  }
}

/**
 * Counts in the first of the machine's processes; this process's memory answers when that one
 * does not in time (RateLimiterCluster rejects with an Error then).
 */
class InsuredClusterLimiter extends RateLimiterCluster {
  private readonly insurance: RateLimiterMemory;

  constructor(options: MemoryOptions & { keyPrefix: string }) {
    super({ ...options, timeoutMs: PEER_TIMEOUT_MS });
    this.insurance = new RateLimiterMemory(options);
  }

  private insured<T>(attempt: Promise<T>, fallback: () => Promise<T>): Promise<T> {
    return attempt.catch((reason: unknown) => {
      if (reason instanceof Error) return fallback();
      throw reason;
    });
  }

  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    return this.insured(super.consume(...args), () => this.insurance.consume(...args));
  }

  override penalty(...args: Parameters<RateLimiterMemory["penalty"]>) {
    return this.insured(super.penalty(...args), () => this.insurance.penalty(...args));
  }

  override get(...args: Parameters<RateLimiterMemory["get"]>) {
    return this.insured(super.get(...args), () => this.insurance.get(...args));
  }
}

/**
 * `points` per `duration` seconds per key: in Redis (insured) when shared, in the first process
 * when this is one of several on the machine, else in memory.
 */
function limiter(
  shared: SharedState | null,
  name: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  if (!shared) {
    return clusterPeer()
      ? new InsuredClusterLimiter({ points, duration, keyPrefix: name })
      : new RateLimiterMemory({ points, duration, keyPrefix: name });
  }
  return new BreakableRedisLimiter(
    {
      storeClient: shared.redis,
      keyPrefix: shared.key(name),
      points,
      duration,
      // Straight to the insurance while disconnected, rather than waiting on a dead connection.
      rejectIfRedisNotReady: true,
    },
    shared,
    new Insurance({ points, duration, keyPrefix: name }, shared),
  );
}

/** Refusals come back as a RateLimiterRes; anything else is an error of the store. */
async function decide(attempt: Promise<RateLimiterRes>): Promise<RateLimitDecision> {
  try {
    await attempt;
    return { allowed: true, retryAfter: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfter: seconds(refusal.msBeforeNext) };
  }
}

/**
 * `burst` at once, then `perMinute`: one every 60 / perMinute seconds, and the rest of the burst
 * again once a whole burst's worth of time has passed (BurstyRateLimiter).
 */
export function tokenLimiter(
  name: string,
  perMinute: number,
  burst: number,
  shared: SharedState | null,
): TokenLimiter {
  // Whole seconds, as Redis keeps them.
  const interval = Math.ceil(60 / perMinute);
  const steady = limiter(shared, `bucket:${name}`, 1, interval);
  const limit =
    burst > 1
      ? new BurstyRateLimiter(steady, limiter(shared, `burst:${name}`, burst - 1, burst * interval))
      : steady;
  return { take: (key) => decide(limit.consume(key)) };
}

export function quota(
  name: string,
  limit: number,
  windowMs: number,
  shared: SharedState | null,
): Quota {
  const events = limiter(shared, `quota:${name}`, limit, Math.ceil(windowMs / 1000));
  return {
    async retryAfter(key) {
      const used = await events.get(key);
      // A window that has ended may still be held until the store drops it.
      if (!used || used.msBeforeNext <= 0 || used.consumedPoints < limit) return 0;
      return seconds(used.msBeforeNext);
    },
    async record(key) {
      await events.penalty(key);
    },
  };
}

/** One limiter per rule the library asks about, all counting in Redis. */
export function windowCounter(name: string, shared: SharedState): WindowCounter {
  const rules = new Map<string, RateLimiterAbstract>();
  return {
    async consume(key, rule) {
      const id = `${rule.window}:${rule.max}`;
      let counter = rules.get(id);
      if (!counter) {
        counter = limiter(shared, `window:${name}:${id}`, rule.max, rule.window);
        rules.set(id, counter);
      }
      const decision = await decide(counter.consume(key));
      return {
        allowed: decision.allowed,
        retryAfter: decision.allowed ? null : decision.retryAfter,
      };
    },
  };
}
