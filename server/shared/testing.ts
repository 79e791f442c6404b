import { randomBytes } from "node:crypto";
import { vi } from "vitest";
import { SharedState } from "./shared-state";

// Where the limits' tests keep their state: in the process always, and in Redis too when
// TEST_REDIS_URL names one (npm test sets it when a local server answers). Each test gets a
// key prefix of its own, removed at the end.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || null;

export type StateBackend = "memory" | "redis";

export const stateBackends: { name: StateBackend }[] = [
  { name: "memory" },
  ...(TEST_REDIS_URL ? [{ name: "redis" as const }] : []),
];

/** A SharedState on the test Redis under a fresh prefix, or null for "memory". */
export async function openTestState(
  backend: StateBackend,
  log: (message: string) => void = () => {},
): Promise<SharedState | null> {
  if (backend === "memory") return null;
  const state = new SharedState(TEST_REDIS_URL!, {
    prefix: `test:${randomBytes(6).toString("hex")}:`,
    log,
  });
  if (!(await state.ready(3000))) throw new Error("The test Redis did not answer.");
  return state;
}

/** Deletes the test's keys and disconnects. */
export async function closeTestState(state: SharedState | null): Promise<void> {
  if (!state) return;
  try {
    if (await state.ready(2000)) {
      const keys = await state.redis.keys(`${state.prefix}*`);
      if (keys.length > 0) await state.redis.del(...keys);
    }
  } finally {
    await state.close();
  }
}

/**
 * The limits count with their store's clock; this moves it for a test: the process's (a fake
 * Date) and Redis's (the test's keys expire sooner by as much as the clock moved on).
 */
export function testClock(state: SharedState | null, start: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  let now = start;
  const advance = async (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
    if (!state || ms <= 0) return;
    for (const key of await state.redis.keys(`${state.prefix}*`)) {
      const left = (await state.redis.pttl(key)) - ms;
      if (left > 0) await state.redis.pexpire(key, left);
      else await state.redis.del(key);
    }
  };
  return {
    advance,
    /** Moves the clock on to `time` (never back). */
    at: (time: number) => advance(time - now),
  };
}
