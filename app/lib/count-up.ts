// Counter animation maths (spec section 9: ease-out, 2.5 s on the home page, 2 s by default).

export const DEFAULT_COUNT_UP_MS = 2000;

/** Cubic ease-out: fast start, gentle finish. */
export function easeOutCubic(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return 1 - (1 - c) ** 3;
}

/** The value shown `elapsedMs` into a count from 0 to `target` lasting `durationMs`. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
