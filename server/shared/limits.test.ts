import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quota, tokenLimiter, windowCounter } from "./limits";
import { SharedState } from "./shared-state";
import { closeTestState, openTestState, stateBackends, TEST_REDIS_URL, testClock } from "./testing";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(stateBackends)("limits kept in $name", ({ name }) => {
  let state: SharedState | null = null;
  beforeEach(async () => {
    state = await openTestState(name);
  });
  afterEach(() => closeTestState(state));

  it("a token bucket allows a burst, then one per interval, per key", async () => {
    const limiter = tokenLimiter("t", 6, 3, state);
    const t0 = 1_000_000;
    const clock = testClock(state, t0);
    for (let i = 0; i < 3; i++) expect((await limiter.take("a")).allowed).toBe(true);
    expect(await limiter.take("a")).toEqual({ allowed: false, retryAfter: 10 });
    expect((await limiter.take("b")).allowed).toBe(true);
    await clock.at(t0 + 10_000);
    expect((await limiter.take("a")).allowed).toBe(true);
  });

  it("a quota refuses past its limit in the window and says when the oldest leaves it", async () => {
    const q = quota("q", 2, 60_000, state);
    const t0 = 5_000_000;
    const clock = testClock(state, t0);
    await q.record("c");
    await clock.at(t0 + 1000);
    await q.record("c");
    await clock.at(t0 + 2000);
    expect(await q.retryAfter("c")).toBe(58);
    expect(await q.retryAfter("d")).toBe(0);
    await clock.at(t0 + 60_001);
    expect(await q.retryAfter("c")).toBe(0);
  });

  it.runIf(name === "redis")(
    "counts requests in fixed windows, one count for all servers",
    async () => {
      const first = windowCounter("w", state!);
      const second = windowCounter("w", state!);
      const rule = { window: 60, max: 2 };
      expect((await first.consume("ip", rule)).allowed).toBe(true);
      expect((await second.consume("ip", rule)).allowed).toBe(true);
      const refused = await first.consume("ip", rule);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(0);
    },
  );

  it.runIf(name === "redis")("two servers' limiters draw on one bucket", async () => {
    const one = tokenLimiter("shared", 1, 2, state);
    const other = tokenLimiter("shared", 1, 2, state);
    expect((await one.take("x")).allowed).toBe(true);
    expect((await other.take("x")).allowed).toBe(true);
    expect((await one.take("x")).allowed).toBe(false);
  });
});

describe.runIf(TEST_REDIS_URL)("two servers, each with its own connection", () => {
  it("count the forms' rate together, as the cluster's servers do", async () => {
    const one = (await openTestState("redis"))!;
    const other = new SharedState(TEST_REDIS_URL!, { prefix: one.prefix });
    try {
      expect(await other.ready(3000)).toBe(true);
      const servers = [tokenLimiter("forms", 4, 4, one), tokenLimiter("forms", 4, 4, other)];
      const allowed: boolean[] = [];
      for (let n = 0; n < 8; n++) allowed.push((await servers[n % 2]!.take("client")).allowed);
      expect(allowed).toEqual([true, true, true, true, false, false, false, false]);
    } finally {
      await other.close();
      await closeTestState(one);
    }
  });
});

describe("when Redis goes away", () => {
  it("keeps limiting in this process, says so once, and uses Redis again when it returns", async () => {
    const logs: string[] = [];
    // Nothing listens on port 1.
    const dead = new SharedState("redis://127.0.0.1:1", { log: (m) => logs.push(m) });
    const limiter = tokenLimiter("t", 1, 2, dead);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(true);
    expect((await limiter.take("a")).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(logs.filter((l) => l.includes("unreachable"))).toHaveLength(1);
    await dead.close();
  });

  it.runIf(TEST_REDIS_URL)(
    "falls back when its connection drops, and shares again once reconnected",
    async () => {
      const logs: string[] = [];
      const state = (await openTestState("redis", (m) => logs.push(m)))!;
      try {
        const limiter = tokenLimiter("t", 1, 1, state);
        expect((await limiter.take("a")).allowed).toBe(true);
        // The connection drops (as when Redis restarts): ioredis reconnects by itself.
        state.redis.disconnect(true);
        expect((await limiter.take("a")).allowed).toBe(true); // this process's own bucket
        expect(logs.some((l) => l.includes("unreachable"))).toBe(true);
        expect(await state.ready(5000)).toBe(true);
        // Redis's bucket still holds the first take: shared again.
        expect((await limiter.take("a")).allowed).toBe(false);
        expect(logs.some((l) => l.includes("reachable again"))).toBe(true);
      } finally {
        await closeTestState(state);
      }
    },
  );
});
