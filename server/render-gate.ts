// Overload is answered, not queued without end (issue 26): at most `concurrency` page renders
// run at once and at most `queue` more wait for a slot; past that a request is refused at once
// (the caller answers 503 with Retry-After) instead of joining a queue whose wait nobody would
// sit through. Cached pages and static files never pass through the gate.

export interface RenderGateOptions {
  /** Renders in flight at once. */
  concurrency: number;
  /** Renders waiting for a slot; 0 refuses as soon as every slot is taken. */
  queue: number;
}

export interface RenderGate {
  /** Runs `work` in a slot, or answers `null` at once when the gate is full. */
  run<T>(work: () => Promise<T>): Promise<T | null>;
  /** Renders running now, and waiting. */
  readonly load: { active: number; waiting: number };
}

export function createRenderGate({ concurrency, queue }: RenderGateOptions): RenderGate {
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
