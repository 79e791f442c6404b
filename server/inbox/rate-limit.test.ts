import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";

describe("RateLimiter", () => {
  it("lets a client send its burst, then one per refill interval", () => {
    const limiter = new RateLimiter(6); // one every 10 s
    const t0 = 1_000_000;
    for (let i = 0; i < 6; i++) expect(limiter.take("a", t0).allowed).toBe(true);
    expect(limiter.take("a", t0)).toEqual({ allowed: false, retryAfter: 10 });
    expect(limiter.take("a", t0 + 5_000)).toEqual({ allowed: false, retryAfter: 5 });
    expect(limiter.take("a", t0 + 10_000).allowed).toBe(true);
  });

  it("counts each client on its own", () => {
    const limiter = new RateLimiter(1);
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("a", 0).allowed).toBe(false);
    expect(limiter.take("b", 0).allowed).toBe(true);
  });

  it("keeps its table of clients bounded", () => {
    const limiter = new RateLimiter(10, 10, 100);
    for (let i = 0; i < 1000; i++) limiter.take(`client-${i}`, i);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});
