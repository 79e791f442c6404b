import { afterEach, describe, expect, it, vi } from "vitest";
import { quota, tokenLimiter } from "./limits";
import { testClock } from "./testing";

// The limits in this process alone (no REDIS_URL): rate-limiter-flexible's memory store.

afterEach(() => {
  vi.useRealTimers();
});

describe("a token limiter in this process", () => {
  it("lets a client send its burst, then one per refill interval", async () => {
    const limiter = tokenLimiter("forms", 6, 6, null); // one every 10 s
    const t0 = 1_000_000;
    const clock = testClock(null, t0);
    for (let i = 0; i < 6; i++) expect((await limiter.take("a")).allowed).toBe(true);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfter: 10 });
    await clock.at(t0 + 5_000);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfter: 5 });
    await clock.at(t0 + 10_000);
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("counts each client on its own", async () => {
    const limiter = tokenLimiter("forms", 1, 1, null);
    testClock(null, 0);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
    expect((await limiter.take("b")).allowed).toBe(true);
  });
});

describe("a quota in this process", () => {
  const day = 24 * 60 * 60 * 1000;

  it("allows a client its events per window, then tells it when the oldest one expires", async () => {
    const q = quota("new-mailboxes", 3, day, null);
    const t0 = 1_000_000;
    const clock = testClock(null, t0);
    for (let i = 0; i < 3; i++) {
      await clock.at(t0 + i * 1000);
      expect(await q.retryAfter("a")).toBe(0);
      await q.record("a");
    }
    await clock.at(t0 + 5000);
    expect(await q.retryAfter("a")).toBe((day - 5000) / 1000);
    expect(await q.retryAfter("b")).toBe(0);
    await clock.at(t0 + day);
    expect(await q.retryAfter("a")).toBe(0);
  });
});
