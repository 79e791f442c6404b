import cluster from "node:cluster";
import { SignInGuard, type Admission, type Outcome } from "../auth/sign-in-guard";
import { UploadSlots, type SlotDecision, type UploadSlotLimits } from "../inbox/upload-slots";
import type { PageCache } from "../page-cache";
import { once } from "./once";

// The state the server processes on one machine must agree on when there is no Redis
// (WEB_CONCURRENCY > 1, server/cluster.ts; docs/decisions/215): the first process keeps the
// sign-in failure counts and the upload slots, and answers the others over the cluster's IPC
// channel. The rate limits use rate-limiter-flexible's own RateLimiterCluster the same way
// (server/shared/limits.ts). A change to the data in one process is told to the others at once,
// so that their page caches drop what it changed. With Redis, Redis keeps all of it, as it does
// for several machines.

const CHANNEL = "procureconnect:cluster-state";

/** How long a process waits for the first one before it answers from its own state. */
export const PEER_TIMEOUT_MS = 2_000;

interface Message {
  channel: typeof CHANNEL;
  /** Set on calls (and their answers); absent on notices. */
  id?: number;
  op: string;
  data?: unknown;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" &&
  value !== null &&
  (value as { channel?: unknown }).channel === CHANNEL &&
  typeof (value as { op?: unknown }).op === "string";

/** One end of an IPC channel: a cluster worker's `process`, or a pair of emitters in tests. */
export interface Channel {
  send(message: unknown): void;
  onMessage(listener: (message: unknown) => void): void;
}

/** What the first process keeps for the others: the sign-in guard and the upload slots. */
export class StateHost {
  private readonly guard: SignInGuard;
  private readonly slots: UploadSlots;
  /**
   * Admissions not yet settled and slots not yet released, by id, with the worker that holds
   * them and how to end them (a sign-in ends with its outcome; a worker that died mid-attempt
   * ends its attempts as errors, which take back the failure counted in advance).
   */
  private readonly held = new Map<
    string,
    { worker: string; end: (outcome?: Outcome) => void | Promise<void> }
  >();
  private nextId = 0;

  constructor(options: { now?: () => number; uploadSlots?: UploadSlotLimits } = {}) {
    this.guard = new SignInGuard(options.now);
    this.slots = new UploadSlots(options.uploadSlots);
  }

  /**
   * Answers one worker's message; `broadcast` tells every other worker. Unknown or malformed
   * messages are ignored: only our own processes write to this channel.
   */
  async handle(
    worker: string,
    message: unknown,
    reply: (message: Message) => void,
    broadcast: (message: Message) => void,
  ): Promise<void> {
    if (!isMessage(message)) return;
    const answer = (data: unknown) => {
      if (message.id !== undefined)
        reply({ channel: CHANNEL, id: message.id, op: message.op, data });
    };
    const data = (message.data ?? {}) as Record<string, unknown>;
    switch (message.op) {
      case "sign-in.admit": {
        const admission = await this.guard.admit(String(data.email), String(data.address));
        if (!admission.allowed) return answer(admission);
        const id = this.hold(worker, (outcome = "error") => admission.settle(outcome));
        return answer({ allowed: true, id });
      }
      case "upload.acquire": {
        const decision = this.slots.acquire(String(data.client));
        if (!decision.granted) return answer(decision);
        return answer({ granted: true, id: this.hold(worker, () => decision.release()) });
      }
      case "sign-in.settle":
      case "upload.release": {
        const id = String(data.id);
        const entry = this.held.get(id);
        this.held.delete(id);
        await entry?.end(data.outcome as Outcome | undefined);
        return answer(true);
      }
      case "changed":
        return broadcast({ channel: CHANNEL, op: "changed" });
    }
  }

  /** A worker has exited: its uploads are over, and its sign-in attempts did not finish. */
  workerGone(worker: string): void {
    for (const [id, entry] of this.held) {
      if (entry.worker !== worker) continue;
      this.held.delete(id);
      void entry.end();
    }
  }

  /** Admissions and slots held for workers. */
  get holding(): number {
    return this.held.size;
  }

  /** Upload slots in use on the machine: all of them, or one client's. */
  uploads(client?: string): number {
    return this.slots.count(client);
  }

  private hold(worker: string, end: (outcome?: Outcome) => void | Promise<void>): string {
    const id = String(++this.nextId);
    this.held.set(id, { worker, end });
    return id;
  }
}

/** A worker's side: asks the first process, and hears what the others changed. */
export class StatePeer {
  private nextId = 0;
  private readonly waiting = new Map<number, (data: unknown) => void>();
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(
    private readonly channel: Channel,
    private readonly timeoutMs = PEER_TIMEOUT_MS,
  ) {
    channel.onMessage((message) => {
      if (!isMessage(message)) return;
      if (message.id !== undefined) {
        this.waiting.get(message.id)?.(message.data);
        this.waiting.delete(message.id);
      } else {
        for (const listener of this.listeners.get(message.op) ?? []) listener();
      }
    });
  }

  /** The first process's answer, or null when it gives none in time. */
  call<T>(op: string, data: unknown): Promise<T | null> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, this.timeoutMs);
      timer.unref();
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer as T);
      });
      try {
        this.channel.send({ channel: CHANNEL, id, op, data } satisfies Message);
      } catch {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(null);
      }
    });
  }

  /** Tells the first process, which tells the others. */
  notify(op: string): void {
    try {
      this.channel.send({ channel: CHANNEL, op } satisfies Message);
    } catch {
      // The first process is gone; this one is stopping too.
    }
  }

  /** Called when another process tells `op`. */
  on(op: string, listener: () => void): void {
    this.listeners.set(op, [...(this.listeners.get(op) ?? []), listener]);
  }

  /** A sign-in admission from the first process, or null when it does not answer. */
  async admit(email: string, address: string): Promise<Admission | null> {
    const answer = await this.call<
      { allowed: false; retryAfter: number } | { allowed: true; id: string }
    >("sign-in.admit", { email, address });
    if (!answer) return null;
    if (!answer.allowed) return answer;
    const settle = once((outcome: Outcome) =>
      this.call("sign-in.settle", { id: answer.id, outcome }),
    );
    return {
      allowed: true,
      settle: async (outcome) => {
        await settle(outcome);
      },
    };
  }

  /** An upload slot from the first process, or null when it does not answer. */
  async acquire(client: string): Promise<SlotDecision | null> {
    const answer = await this.call<
      { granted: false; full: "client" | "all" } | { granted: true; id: string }
    >("upload.acquire", { client });
    if (!answer) return null;
    if (!answer.granted) return answer;
    return {
      granted: true,
      release: once(() => void this.call("upload.release", { id: answer.id })),
    };
  }
}

/**
 * A change to the data in this process is told to the others, whose page caches drop what it
 * changed at once; theirs are told to this one. (Each process also reads the data version, as
 * servers on other machines do; this is the same machine's shortcut.)
 */
export function shareChanges(
  repo: { onChange(listener: () => void): unknown },
  cache: Pick<PageCache, "clear"> | null,
  peer: Pick<StatePeer, "notify" | "on">,
): void {
  repo.onChange(() => peer.notify("changed"));
  if (cache) peer.on("changed", () => cache.clear());
}

let peer: StatePeer | null | undefined;

/**
 * This process's link to the first one, when it is one of several (`WEB_CONCURRENCY` > 1 sets
 * PROCURECONNECT_CLUSTER in its workers); null otherwise.
 */
export function clusterPeer(): StatePeer | null {
  if (peer === undefined) {
    peer =
      cluster.isWorker && process.env.PROCURECONNECT_CLUSTER === "1" && process.send
        ? new StatePeer({
            send: (message) => process.send!(message),
            onMessage: (listener) => process.on("message", listener),
          })
        : null;
  }
  return peer;
}

/** In the first process: keeps the state for its workers and relays their changes. */
export function hostClusterState(): StateHost {
  const host = new StateHost();
  cluster.on("message", (worker, message) => {
    void host.handle(
      String(worker.id),
      message,
      (answer) => worker.isConnected() && worker.send(answer),
      (notice) => {
        for (const other of Object.values(cluster.workers ?? {})) {
          if (other && other.id !== worker.id && other.isConnected()) other.send(notice);
        }
      },
    );
  });
  cluster.on("exit", (worker) => host.workerGone(String(worker.id)));
  return host;
}
