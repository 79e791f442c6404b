import { describe, expect, it } from "vitest";
import { createRenderGate } from "./render-gate";

// The render gate: renders beyond the slots wait in a bounded queue, in order, and beyond the
// queue are refused at once.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("createRenderGate", () => {
  it("runs up to its concurrency at once, queues the next, refuses past the queue", async () => {
    const gate = createRenderGate({ concurrency: 2, queue: 1 });
    const blockers = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ active: 2, waiting: 1 });

    const refusedAt = Date.now();
    expect(await gate.run(async () => "never")).toBeNull();
    expect(Date.now() - refusedAt).toBeLessThan(50);

    blockers[0]!.resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    blockers[1]!.resolve();
    blockers[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when a render fails", async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.load.active).toBe(0);
    expect(await gate.run(async () => "ok")).toBe("ok");
  });

  it("lets the event loop read new requests before the next waiter renders", async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 2 });
    const order: string[] = [];
    const first = deferred();
    const runs = [
      gate.run(async () => {
        await first.promise;
        // A request that arrives while this render runs is read on the loop's next turn.
        setImmediate(() => order.push("new request read"));
        order.push("first done");
      }),
      gate.run(async () => void order.push("second render")),
      gate.run(async () => void order.push("third render")),
    ];
    first.resolve();
    await Promise.all(runs);
    expect(order).toEqual(["first done", "new request read", "second render", "third render"]);
  });

  it("keeps slots for other pages however many expensive renders arrive", async () => {
    const gate = createRenderGate({ concurrency: 2, queue: 16 });
    const searches = Array.from({ length: 18 }, () => deferred());
    const started: number[] = [];
    const runs = searches.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
        return i;
      }, "expensive"),
    );
    await Promise.resolve();
    // One search renders, four wait in their lane, the other thirteen are refused at once.
    expect(started).toEqual([0]);
    const answered = await Promise.all(runs.slice(5));
    expect(answered).toEqual(Array(13).fill(null));
    // A page is not queued behind them: it renders in the slot the searches may not take.
    expect(await gate.run(async () => "account page")).toBe("account page");
    for (const b of searches) b.resolve();
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
