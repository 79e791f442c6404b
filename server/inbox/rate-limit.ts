// Per-client rate limiting for the form endpoint: a token bucket per client address. A client
// may send `burst` submissions at once, then one every `60 / perMinute` seconds. The table of
// clients is bounded, so a flood of addresses cannot grow it without limit.

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the next submission would be allowed. */
  retryAfter: number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    readonly perMinute: number,
    readonly burst = perMinute,
    private readonly maxClients = 10_000,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  take(client: string, now = Date.now()): RateLimitDecision {
    let bucket = this.buckets.get(client);
    if (bucket) {
      bucket.tokens = Math.min(
        this.burst,
        bucket.tokens + (now - bucket.updated) * this.refillPerMs,
      );
      bucket.updated = now;
      // Most recently used last, so the oldest client is the first to be dropped.
      this.buckets.delete(client);
    } else {
      bucket = { tokens: this.burst, updated: now };
      if (this.buckets.size >= this.maxClients) this.evict(now);
    }
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfter: 0 };
    }
    return { allowed: false, retryAfter: Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000) };
  }

  private evict(now: number) {
    // Drop clients whose bucket has refilled (they are as good as new), else the oldest.
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * this.refillPerMs >= this.burst) {
        this.buckets.delete(client);
      }
    }
    if (this.buckets.size >= this.maxClients) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}

/**
 * At most `limit` events per client in any `windowMs` (new pending mailboxes a day, for one).
 * Keeps each client's recent event times; the table of clients is bounded like the buckets.
 */
export class WindowQuota {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  private recent(client: string, now: number): number[] {
    const times = (this.events.get(client) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.events.delete(client);
    else this.events.set(client, times);
    return times;
  }

  /** Seconds until the client may have another event; 0 when it may have one now. */
  retryAfter(client: string, now = Date.now()): number {
    const times = this.recent(client, now);
    if (times.length < this.limit) return 0;
    return Math.max(1, Math.ceil((times[times.length - this.limit]! + this.windowMs - now) / 1000));
  }

  record(client: string, now = Date.now()): void {
    const times = this.recent(client, now);
    if (times.length === 0 && this.events.size >= this.maxClients) {
      // Drop the client seen longest ago (insertion order) rather than grow without bound.
      const oldest = this.events.keys().next().value;
      if (oldest !== undefined) this.events.delete(oldest);
    }
    times.push(now);
    this.events.delete(client);
    this.events.set(client, times);
  }

  get size(): number {
    return this.events.size;
  }
}
