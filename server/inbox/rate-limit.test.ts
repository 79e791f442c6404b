import { describe, expect, it } from "vitest";
import { RateLimiter, WindowQuota } from "./rate-limit";

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

describe("WindowQuota", () => {
  const day = 24 * 60 * 60 * 1000;

  it("allows a client its events per window, then tells it when the oldest one expires", () => {
    const quota = new WindowQuota(3, day);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(quota.retryAfter("a", t0 + i * 1000)).toBe(0);
      quota.record("a", t0 + i * 1000);
    }
    expect(quota.retryAfter("a", t0 + 5000)).toBe((day - 5000) / 1000);
    expect(quota.retryAfter("b", t0 + 5000)).toBe(0);
    expect(quota.retryAfter("a", t0 + day)).toBe(0);
  });

  it("keeps its table of clients bounded", () => {
    const quota = new WindowQuota(1, day, 100);
    for (let i = 0; i < 1000; i++) quota.record(`client-${i}`, i);
    expect(quota.size).toBeLessThanOrEqual(100);
  });
});
