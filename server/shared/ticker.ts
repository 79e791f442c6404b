// A request's own repeating timer (an upload's pace check, its slot's lease renewal): it lives
// and stops with the request. Work that outlives a request is a background job (server/jobs,
// docs/decisions/270), never a timer.

export interface Ticker {
  stop(): void;
}

/** Calls `tick` every `ms` until stopped; the timer does not keep the process alive. */
export function ticker(ms: number, tick: () => void): Ticker {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const arm = () => {
    timer = setTimeout(() => {
      if (stopped) return;
      tick();
      if (!stopped) arm();
    }, ms);
    timer.unref();
  };
  arm();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
