import { randomBytes } from "node:crypto";
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
