import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { PAIR_FREE_FAILURES, SignInGuard } from "../auth/sign-in-guard";
import { SharedUploadSlots } from "../inbox/upload-slots";
import { PageCache } from "../page-cache";
import { shareChanges, StateHost, StatePeer, type Channel } from "./cluster-state";

// Several processes on one machine without Redis (WEB_CONCURRENCY): the first keeps the sign-in
// counts and the upload slots for the others, and relays their changes. Here the IPC channel is
// a pair of emitters per worker, as the cluster module's is a pipe per worker.

function machine(workers: number, options: ConstructorParameters<typeof StateHost>[0] = {}) {
  const host = new StateHost(options);
  const links: { toHost: EventEmitter; toWorker: EventEmitter; alive: boolean }[] = [];
  const peers = Array.from({ length: workers }, (_, i) => {
    const link = { toHost: new EventEmitter(), toWorker: new EventEmitter(), alive: true };
    links.push(link);
    link.toHost.on("message", (message: unknown) => {
      void host.handle(
        String(i),
        message,
        (answer) => link.alive && link.toWorker.emit("message", answer),
        (notice) => {
          for (const [j, other] of links.entries()) {
            if (j !== i && other.alive) other.toWorker.emit("message", notice);
          }
        },
      );
    });
    const channel: Channel = {
      send: (message) => setImmediate(() => link.toHost.emit("message", message)),
      onMessage: (listener) => link.toWorker.on("message", listener),
    };
    return new StatePeer(channel, 200);
  });
  return {
    host,
    peers,
    /** A worker dies: the host hears of it as the cluster's "exit" tells it. */
    kill(i: number) {
      links[i]!.alive = false;
      host.workerGone(String(i));
    },
  };
}

describe("the state kept by the first process", () => {
  it("counts sign-in failures made through every process together", async () => {
    const { peers } = machine(2);
    const guards = peers.map((peer) => new SignInGuard(Date.now, null, peer));
    // Alternating between two processes: alone, each would count half and let more through.
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      const admission = await guards[i % 2]!.admit("ada@example.com", "203.0.113.7");
      expect(admission.allowed).toBe(true);
      if (admission.allowed) await admission.settle("failure");
    }
    const refused = await guards[1]!.admit("ada@example.com", "203.0.113.7");
    expect(refused).toMatchObject({ allowed: false });
    // Another address is not held back.
    expect((await guards[0]!.admit("ada@example.com", "198.51.100.9")).allowed).toBe(true);
  });

  it("forgets a pair's failures after a success, whichever process saw it", async () => {
    const { peers } = machine(2);
    const [one, two] = peers.map((peer) => new SignInGuard(Date.now, null, peer)) as [
      SignInGuard,
      SignInGuard,
    ];
    for (let i = 0; i < PAIR_FREE_FAILURES - 1; i++) {
      const admission = await one.admit("ada@example.com", "203.0.113.7");
      if (admission.allowed) await admission.settle("failure");
    }
    const success = await two.admit("ada@example.com", "203.0.113.7");
    expect(success.allowed).toBe(true);
    if (success.allowed) await success.settle("success");
    for (let i = 0; i < PAIR_FREE_FAILURES; i++) {
      const admission = await one.admit("ada@example.com", "203.0.113.7");
      expect(admission.allowed).toBe(true);
      if (admission.allowed) await admission.settle("failure");
    }
  });

  it("bounds one client's uploads across the processes, and frees a dead process's slots", async () => {
    const { peers, host, kill } = machine(2, { uploadSlots: { perClient: 2, total: 8 } });
    const slots = peers.map(
      (peer) => new SharedUploadSlots(null, { perClient: 2, total: 8 }, { peer }),
    );
    const first = await slots[0]!.acquire("203.0.113.7");
    const second = await slots[1]!.acquire("203.0.113.7");
    expect([first.granted, second.granted]).toEqual([true, true]);
    // Each process alone has one: the machine has two, the client's bound.
    expect(await slots[0]!.acquire("203.0.113.7")).toEqual({ granted: false, full: "client" });
    expect(slots[0]!.count("203.0.113.7")).toBe(1);
    expect(host.uploads("203.0.113.7")).toBe(2);

    if (first.granted) first.release();
    await new Promise((r) => setTimeout(r, 10));
    expect(host.uploads("203.0.113.7")).toBe(1);
    // The second process dies mid-upload: its slot comes back.
    kill(1);
    expect(host.uploads()).toBe(0);
    expect(host.holding).toBe(0);
  });

  it("answers from this process's own state when the first one is silent", async () => {
    const silent = new StatePeer({ send: () => {}, onMessage: () => {} }, 20);
    expect(await silent.admit("ada@example.com", "203.0.113.7")).toBeNull();
    const guard = new SignInGuard(Date.now, null, silent);
    expect((await guard.admit("ada@example.com", "203.0.113.7")).allowed).toBe(true);
    const slots = new SharedUploadSlots(null, { perClient: 1, total: 2 }, { peer: silent });
    expect((await slots.acquire("203.0.113.7")).granted).toBe(true);
    expect(await slots.acquire("203.0.113.7")).toEqual({ granted: false, full: "client" });
  });

  it("ignores what is not its own message", async () => {
    const host = new StateHost();
    const replies: unknown[] = [];
    for (const junk of [null, "changed", { op: "changed" }, { channel: "other", op: "x" }]) {
      await host.handle(
        "0",
        junk,
        (m) => replies.push(m),
        (m) => replies.push(m),
      );
    }
    expect(replies).toEqual([]);
  });
});

describe("a change in one process", () => {
  it("clears the page caches of the others at once, not its own twice", async () => {
    const { peers } = machine(3);
    const caches = peers.map(() => new PageCache());
    const writers = peers.map((peer, i) => {
      const listeners: (() => void)[] = [];
      shareChanges({ onChange: (l) => void listeners.push(l) }, caches[i]!, peer);
      return () => listeners.forEach((l) => l());
    });
    const page = { status: 200, headers: [], body: Buffer.from("x"), gzip: null, etag: '"x"' };
    for (const cache of caches) cache.set("/vendors", page);
    const before = caches.map((cache) => cache.generation);

    // What the repository does after a write in process 0: its own listener clears its cache.
    caches[0]!.clear();
    writers[0]!();
    await new Promise((r) => setTimeout(r, 10));
    expect(caches.map((cache) => cache.has("/vendors"))).toEqual([false, false, false]);
    expect(caches.map((cache, i) => cache.generation - before[i]!)).toEqual([1, 1, 1]);
  });
});
