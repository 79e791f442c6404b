import type { Redis } from "ioredis";
import { RateLimiter, WindowQuota, type RateLimitDecision } from "../inbox/rate-limit";
import type { SharedState } from "./shared-state";

// The limits' primitives, each in two forms behind one interface: in this process (the classes
// of inbox/rate-limit.ts) and in Redis (a Lua script each, so a check and its count are one
// atomic step however many servers ask at once). With a SharedState, Redis is used while it
// answers and the process's own copy otherwise.

/** A token bucket per key: `burst` at once, then `perMinute`. */
export interface TokenLimiter {
  take(key: string, now?: number): Promise<RateLimitDecision>;
}

/** At most `limit` events per key in any window (new mailboxes per client per day). */
export interface Quota {
  /** Seconds until the key may have another event; 0 when it may have one now. */
  retryAfter(key: string, now?: number): Promise<number>;
  record(key: string, now?: number): Promise<void>;
}

/** Requests per key in fixed windows of `window` seconds (the accounts library's limits). */
export interface WindowCounter {
  consume(
    key: string,
    rule: { window: number; max: number },
    now?: number,
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

const TOKEN_BUCKET = `
local bucket = redis.call('HMGET', KEYS[1], 't', 'u')
local now = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tokens = tonumber(bucket[1])
local updated = tonumber(bucket[2])
if tokens == nil or updated == nil then
  tokens = burst
  updated = now
end
tokens = math.min(burst, tokens + math.max(0, now - updated) * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'u', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {allowed, tostring(tokens)}
`;

const QUOTA_CHECK = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[3])
if count < limit then return '-1' end
local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return oldest[2]
`;

const QUOTA_RECORD = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const FIXED_WINDOW = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[2]) then
  return {0, redis.call('PTTL', KEYS[1])}
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {1, redis.call('PTTL', KEYS[1])}
`;

const evalScript = (redis: Redis, script: string, key: string, ...args: (string | number)[]) =>
  redis.eval(script, 1, key, ...args.map(String)) as Promise<unknown>;

export function tokenLimiter(
  name: string,
  perMinute: number,
  burst: number,
  shared: SharedState | null,
): TokenLimiter {
  const local = new RateLimiter(perMinute, burst);
  const refillPerMs = perMinute / 60_000;
  // Kept until the bucket would be full again anyway.
  const ttlMs = Math.ceil(burst / refillPerMs) + 1000;
  return {
    async take(key, now = Date.now()) {
      if (!shared) return local.take(key, now);
      return shared.run(
        async (redis) => {
          const [allowed, tokens] = (await evalScript(
            redis,
            TOKEN_BUCKET,
            shared.key("bucket", name, key),
            now,
            refillPerMs,
            burst,
            ttlMs,
          )) as [number, string];
          if (allowed === 1) return { allowed: true, retryAfter: 0 };
          const missing = 1 - Number(tokens);
          return { allowed: false, retryAfter: Math.ceil(missing / refillPerMs / 1000) };
        },
        () => local.take(key, now),
      );
    },
  };
}

export function quota(
  name: string,
  limit: number,
  windowMs: number,
  shared: SharedState | null,
): Quota {
  const local = new WindowQuota(limit, windowMs);
  return {
    async retryAfter(key, now = Date.now()) {
      if (!shared) return local.retryAfter(key, now);
      return shared.run(
        async (redis) => {
          const oldest = Number(
            await evalScript(
              redis,
              QUOTA_CHECK,
              shared.key("quota", name, key),
              now,
              windowMs,
              limit,
            ),
          );
          if (oldest < 0) return 0;
          return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
        },
        () => local.retryAfter(key, now),
      );
    },
    async record(key, now = Date.now()) {
      if (!shared) return local.record(key, now);
      await shared.run(
        async (redis) => {
          const member = `${now}:${Math.random().toString(36).slice(2)}`;
          await evalScript(
            redis,
            QUOTA_RECORD,
            shared.key("quota", name, key),
            now,
            windowMs,
            member,
          );
        },
        () => local.record(key, now),
      );
    },
  };
}

/** Fixed windows, in this process. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  consume(key: string, rule: { window: number; max: number }, now: number) {
    let entry = this.windows.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.windows.size >= 10_000) this.prune(now);
      entry = { count: 0, endsAt: now + rule.window * 1000 };
      this.windows.set(key, entry);
    }
    if (entry.count >= rule.max) {
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((entry.endsAt - now) / 1000)) };
    }
    entry.count += 1;
    return { allowed: true, retryAfter: null };
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) if (entry.endsAt <= now) this.windows.delete(key);
    if (this.windows.size >= 10_000) this.windows.clear();
  }
}

export function windowCounter(name: string, shared: SharedState): WindowCounter {
  const local = new LocalWindows();
  return {
    async consume(key, rule, now = Date.now()) {
      return shared.run(
        async (redis) => {
          const [allowed, ttl] = (await evalScript(
            redis,
            FIXED_WINDOW,
            shared.key("window", name, key),
            rule.window * 1000,
            rule.max,
          )) as [number, number];
          return allowed === 1
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: Math.max(1, Math.ceil(Math.max(0, ttl) / 1000)) };
        },
        () => local.consume(key, rule, now),
      );
    },
  };
}
