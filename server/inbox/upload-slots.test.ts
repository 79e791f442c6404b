import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SharedState } from "../shared/shared-state";
import { closeTestState, openTestState, stateBackends, TEST_REDIS_URL } from "../shared/testing";
import { SharedUploadSlots, UploadSlots } from "./upload-slots";

describe("UploadSlots", () => {
  it("grants a client its few slots, then refuses it while others still get theirs", () => {
    const slots = new UploadSlots({ perClient: 2, total: 10 });
    const a1 = slots.acquire("a");
    const a2 = slots.acquire("a");
    expect(a1.granted && a2.granted).toBe(true);
    expect(slots.acquire("a")).toEqual({ granted: false, full: "client" });
    expect(slots.acquire("b").granted).toBe(true);
    if (a1.granted) a1.release();
    expect(slots.acquire("a").granted).toBe(true);
  });

  it("refuses everyone once all slots are in use, and frees them on release (once each)", () => {
    const slots = new UploadSlots({ perClient: 2, total: 3 });
    const held = ["a", "b", "c"].map((client) => slots.acquire(client));
    expect(slots.acquire("d")).toEqual({ granted: false, full: "all" });
    const first = held[0]!;
    if (first.granted) {
      first.release();
      first.release();
    }
    expect(slots.count()).toBe(2);
    expect(slots.count("a")).toBe(0);
    expect(slots.acquire("d").granted).toBe(true);
    expect(slots.acquire("e")).toEqual({ granted: false, full: "all" });
  });
});

describe.each(stateBackends)("SharedUploadSlots, state in $name", ({ name: backend }) => {
  it("behaves as the process's own slots for its callers", async () => {
    const state = await openTestState(backend);
    try {
      const slots = new SharedUploadSlots(state, { perClient: 2, total: 3 });
      const a1 = await slots.acquire("a");
      const a2 = await slots.acquire("a");
      expect(a1.granted && a2.granted).toBe(true);
      expect(await slots.acquire("a")).toEqual({ granted: false, full: "client" });
      const b = await slots.acquire("b");
      expect(await slots.acquire("c")).toEqual({ granted: false, full: "all" });
      expect(slots.count()).toBe(3);
      for (const slot of [a1, a2, b]) if (slot.granted) slot.release();
      expect(slots.count()).toBe(0);
      await vi.waitFor(async () => expect((await slots.acquire("c")).granted).toBe(true));
    } finally {
      await closeTestState(state);
    }
  });
});

describe.runIf(TEST_REDIS_URL)("upload slots on two servers sharing one Redis", () => {
  const limits = { perClient: 2, total: 3 };
  let one: SharedState;
  let other: SharedState;
  beforeEach(async () => {
    one = (await openTestState("redis"))!;
    other = new SharedState(TEST_REDIS_URL!, { prefix: one.prefix, log: () => {} });
    expect(await other.ready(3000)).toBe(true);
  });
  afterEach(async () => {
    await other.close();
    await closeTestState(one);
  });

  it("refuses a client on the second server while its slots are in use on the first, until released", async () => {
    const first = new SharedUploadSlots(one, limits);
    const second = new SharedUploadSlots(other, limits);
    const held = [await first.acquire("a"), await first.acquire("a")];
    expect(held.every((slot) => slot.granted)).toBe(true);
    expect(await second.acquire("a")).toEqual({ granted: false, full: "client" });
    // Everyone's slots too: one left, then none.
    const b = await second.acquire("b");
    expect(b.granted).toBe(true);
    expect(await first.acquire("c")).toEqual({ granted: false, full: "all" });
    // A refusal in Redis does not keep the process's own slot.
    expect(second.count()).toBe(1);
    expect(first.count()).toBe(2);

    if (held[0]!.granted) held[0]!.release();
    await vi.waitFor(async () => {
      const again = await second.acquire("a");
      expect(again.granted).toBe(true);
    });
  });

  it("gives a crashed server's slots back once their lease runs out, and renews a running upload's", async () => {
    const leaseMs = 300;
    const crashing = new SharedState(TEST_REDIS_URL!, { prefix: one.prefix, log: () => {} });
    expect(await crashing.ready(3000)).toBe(true);
    const first = new SharedUploadSlots(crashing, limits, { leaseMs });
    const second = new SharedUploadSlots(other, limits, { leaseMs });
    const running = await second.acquire("b");
    expect(running.granted).toBe(true);
    expect((await first.acquire("a")).granted).toBe(true);
    expect((await first.acquire("a")).granted).toBe(true);
    // The first server stops without releasing (its connection is gone, as when it crashes).
    await crashing.close();
    expect(await second.acquire("a")).toEqual({ granted: false, full: "client" });
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 3));
    // Its two slots are free again; the second server's own upload, renewed, still holds one.
    const a1 = await second.acquire("a");
    expect(a1.granted).toBe(true);
    const a2 = await second.acquire("a");
    expect(a2.granted).toBe(true);
    // 3 in all: the renewed upload and the two new ones; a third server is refused.
    const third = new SharedUploadSlots(other, limits, { leaseMs });
    expect(await third.acquire("c")).toEqual({ granted: false, full: "all" });
    for (const slot of [running, a1, a2]) if (slot.granted) slot.release();
  });
});

describe("SharedUploadSlots when Redis is away", () => {
  it("counts in this process and says so once", async () => {
    const logs: string[] = [];
    // Nothing listens on port 1.
    const dead = new SharedState("redis://127.0.0.1:1", { log: (m) => logs.push(m) });
    try {
      const slots = new SharedUploadSlots(dead, { perClient: 2, total: 3 });
      const held = [await slots.acquire("a"), await slots.acquire("a")];
      expect(held.every((slot) => slot.granted)).toBe(true);
      expect(await slots.acquire("a")).toEqual({ granted: false, full: "client" });
      expect((await slots.acquire("b")).granted).toBe(true);
      expect(await slots.acquire("c")).toEqual({ granted: false, full: "all" });
      if (held[0]!.granted) held[0]!.release();
      expect((await slots.acquire("a")).granted).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(logs.filter((l) => l.includes("unreachable"))).toHaveLength(1);
    } finally {
      await dead.close();
    }
  });

  it.runIf(TEST_REDIS_URL)(
    "falls back when the connection drops, and shares again once reconnected",
    async () => {
      const state = (await openTestState("redis"))!;
      const other = new SharedState(TEST_REDIS_URL!, { prefix: state.prefix, log: () => {} });
      try {
        expect(await other.ready(3000)).toBe(true);
        const slots = new SharedUploadSlots(state, { perClient: 1, total: 10 });
        const elsewhere = new SharedUploadSlots(other, { perClient: 1, total: 10 });
        expect((await elsewhere.acquire("a")).granted).toBe(true);
        expect(await slots.acquire("a")).toEqual({ granted: false, full: "client" });
        // The connection drops: this process's own count answers (it has no upload of a's).
        state.redis.disconnect(true);
        const local = await slots.acquire("a");
        expect(local.granted).toBe(true);
        if (local.granted) local.release();
        expect(await state.ready(5000)).toBe(true);
        await vi.waitFor(async () =>
          expect(await slots.acquire("a")).toEqual({ granted: false, full: "client" }),
        );
      } finally {
        await other.close();
        await closeTestState(state);
      }
    },
  );
});
