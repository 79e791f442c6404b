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
    let released = false;
    return {
      granted: true,
      release: () => {
        if (released) return;
        released = true;
        this.inUse--;
        const left = (this.byClient.get(client) ?? 1) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      },
    };
  }

  /** Uploads in progress: all of them, or one client's. */
  count(client?: string): number {
    return client === undefined ? this.inUse : (this.byClient.get(client) ?? 0);
  }
}
