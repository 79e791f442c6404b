// Overload is answered, not queued without end (issue 26): at most `concurrency` page renders
// run at once and at most `queue` more wait for a slot; past that a request is refused at once
// (the caller answers 503 with Retry-After) instead of joining a queue whose wait nobody would
// sit through. Cached pages and static files never pass through the gate.
//
// Expensive renders (a search of the whole network) take a lane of their own first: at most
// `expensive.concurrency` of them hold a render slot or wait for one, and at most
// `expensive.queue` more wait in their lane; past that they are refused at once. However many
// searches arrive, the other slots stay for every other page (docs/decisions/304).

export interface RenderGateOptions {
  /** Renders in flight at once. */
  concurrency: number;
  /** Renders waiting for a slot; 0 refuses as soon as every slot is taken. */
  queue: number;
  /**
   * The lane of expensive renders: how many may hold (or wait for) a render slot at once, and
   * how many more wait in the lane. By default half the slots (at least one) and 4 waiting.
   */
  expensive?: { concurrency: number; queue: number };
}

/** What a render costs: an expensive one (a search) goes through its own lane first. */
export type RenderLane = "page" | "expensive";

export interface RenderGate {
  /** Runs `work` in a slot, or answers `null` at once when the gate (or its lane) is full. */
  run<T>(work: () => Promise<T>, lane?: RenderLane): Promise<T | null>;
  /** Renders running now, and waiting (the expensive lane's own waiters apart). */
  readonly load: { active: number; waiting: number };
}

/** The expensive lane's size when the options do not give one. */
export const EXPENSIVE_LANE_QUEUE = 4;

export function createRenderGate(options: RenderGateOptions): RenderGate {
  const main = createSlots(options.concurrency, options.queue);
  const lane = options.expensive ?? {
    concurrency: Math.max(1, Math.floor(options.concurrency / 2)),
    queue: EXPENSIVE_LANE_QUEUE,
  };
  const expensive = createSlots(lane.concurrency, lane.queue);
  return {
    get load() {
      return main.load;
    },
    async run<T>(work: () => Promise<T>, kind: RenderLane = "page"): Promise<T | null> {
      if (kind === "page") return main.run(work);
      // The lane's slot is held while the render waits for, and holds, one of the gate's.
      const done = await expensive.run(async () => ({ value: await main.run(work) }));
      return done === null ? null : done.value;
    },
  };
}

function createSlots(concurrency: number, queue: number): RenderGate {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    // The slot passes to the oldest waiter, or is freed. The waiter starts on the event loop's
    // next turn, not straight away: a render runs on the one thread, and waiters started one
    // after the other would keep the server from reading new requests (and refusing them) until
    // the whole queue had rendered (docs/decisions/160, fourth addendum).
    const next = waiting.shift();
    if (next) setImmediate(next);
    else active--;
  };

  return {
    get load() {
      return { active, waiting: waiting.length };
    },
    async run<T>(work: () => Promise<T>): Promise<T | null> {
      if (active < concurrency) active++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else return null;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** How long a refused visitor is asked to wait before trying again, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 2;
