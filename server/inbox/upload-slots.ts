import { randomUUID } from "node:crypto";
import { ticker } from "../shared/ticker";
import type { StatePeer } from "../shared/cluster-state";
import { once } from "../shared/once";
import type { SharedState } from "../shared/shared-state";

// How many uploads may be arriving at once: a few per client (an office behind one address may
// send several), and a bound for everyone together, so that slow uploads cannot use up the
// server's sockets and open files. A request that finds no free slot is refused at once.

export interface UploadSlotLimits {
  perClient: number;
  total: number;
}

export const UPLOAD_SLOT_LIMITS: Readonly<UploadSlotLimits> = { perClient: 4, total: 32 };

export type SlotDecision =
  { granted: true; release: () => void } | { granted: false; full: "client" | "all" };

export class UploadSlots {
  private readonly byClient = new Map<string, number>();
  private inUse = 0;

  constructor(private readonly limits: UploadSlotLimits = UPLOAD_SLOT_LIMITS) {}

  acquire(client: string): SlotDecision {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return { granted: false, full: "client" };
    if (this.inUse >= this.limits.total) return { granted: false, full: "all" };
    this.byClient.set(client, mine + 1);
    this.inUse++;
    return {
      granted: true,
      release: once(() => {
        this.inUse--;
        const left = (this.byClient.get(client) ?? 1) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      }),
    };
  }

  /** Uploads in progress: all of them, or one client's. */
  count(client?: string): number {
    return client === undefined ? this.inUse : (this.byClient.get(client) ?? 0);
  }
}

// Across servers (docs/decisions/110): with a SharedState, a slot is also held in Redis, in two
// sorted sets (everyone's and the client's) whose members are slot ids scored by when their
// lease ends. A granted slot's lease is renewed while its upload runs and removed on release;
// a server that crashes stops renewing, and its slots come back once their leases run out.
// Expired members are dropped in the same script that counts, on Redis's clock, so servers
// whose clocks differ still agree. This process's own counter is always kept too: it bounds the
// process alone, and it is the whole answer while Redis is away or its circuit breaker is open
// (limits per process then, as for the rate limits).

/** How long a slot is held in Redis without renewal before another server may take it. */
export const SLOT_LEASE_MS = 30_000;

// Both scripts take KEYS = [everyone's set, the client's set], ARGV[1] = the lease in ms and
// ARGV[2] = the slot's id; the time is Redis's own.
const NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/** Holds slot ARGV[2] until ARGV[1] ms from now, in both sets (which expire with their last). */
const HOLD = `
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[1]), ARGV[2])
  local last = redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')
  redis.call('PEXPIREAT', key, last[2])
end
return 0
`;

/**
 * With ARGV[3] slots per client and ARGV[4] in all: 0 (granted), 1 (the client's slots are
 * full) or 2 (all slots are full). Expired leases are dropped first.
 */
const ACQUIRE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 2 end
${HOLD}`;

/** Moves a running upload's lease on (adding it again if Redis had lost it). */
const RENEW = `${NOW}${HOLD}`;

export interface SharedSlotOptions {
  /** How long a slot is held without renewal (renewed every third of it). */
  leaseMs?: number;
  /** Without Redis, the machine's first process, which keeps the slots for several. */
  peer?: Pick<StatePeer, "acquire"> | null;
}

/** Upload slots for every server on one Redis, with this process's own count as fallback. */
export class SharedUploadSlots {
  private readonly local: UploadSlots;
  private readonly leaseMs: number;
  private readonly peer: Pick<StatePeer, "acquire"> | null;
  private readonly id = randomUUID();
  private next = 0;

  constructor(
    private readonly shared: SharedState | null,
    private readonly limits: UploadSlotLimits = UPLOAD_SLOT_LIMITS,
    { leaseMs = SLOT_LEASE_MS, peer = null }: SharedSlotOptions = {},
  ) {
    this.local = new UploadSlots(limits);
    this.leaseMs = leaseMs;
    this.peer = peer;
  }

  async acquire(client: string): Promise<SlotDecision> {
    const mine = this.local.acquire(client);
    if (!mine.granted) return mine;
    if (!this.shared) return this.peer ? this.acquireFromPeer(this.peer, client, mine) : mine;
    const shared = this.shared;
    const keys = [shared.key("upload-slots", "all"), shared.key("upload-slots", "client", client)];
    const slot = `${this.id}:${++this.next}`;
    const answer = await shared.run(
      async (redis) =>
        Number(
          await redis.eval(
            ACQUIRE,
            keys.length,
            ...keys,
            this.leaseMs,
            slot,
            this.limits.perClient,
            this.limits.total,
          ),
        ),
      // Redis is away: this process's slot is the whole answer.
      () => -1,
    );
    if (answer === 1 || answer === 2) {
      mine.release();
      return { granted: false, full: answer === 1 ? "client" : "all" };
    }
    if (answer !== 0) return mine;
    const renew = ticker(Math.max(1, Math.floor(this.leaseMs / 3)), () => {
      void shared.run(
        (redis) => redis.eval(RENEW, keys.length, ...keys, this.leaseMs, slot),
        () => undefined,
      );
    });
    return {
      granted: true,
      release: once(() => {
        renew.stop();
        mine.release();
        // If Redis does not hear of it, the lease runs out instead.
        void shared.run(
          (redis) => redis.multi().zrem(keys[0]!, slot).zrem(keys[1]!, slot).exec(),
          () => undefined,
        );
      }),
    };
  }

  /** The machine's slot besides this process's own; this one's alone if the first is silent. */
  private async acquireFromPeer(
    peer: Pick<StatePeer, "acquire">,
    client: string,
    mine: SlotDecision & { granted: true },
  ): Promise<SlotDecision> {
    const machine = await peer.acquire(client);
    if (!machine) return mine;
    if (!machine.granted) {
      mine.release();
      return machine;
    }
    return {
      granted: true,
      release: () => {
        mine.release();
        machine.release();
      },
    };
  }

  /** Uploads in progress on this server: all of them, or one client's. */
  count(client?: string): number {
    return this.local.count(client);
  }
}
