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
