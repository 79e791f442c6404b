// Pure parts of the dead-time benchmark: the conditions, the moments, and the table of outcomes.
import { median } from "./bench-web-lib";
import { markdownTable } from "./bench-lib/table";

/** Milliseconds after the first contentful paint at which each action starts. */
export const DELAYS_MS = [0, 100, 250, 500, 1000] as const;

/** How long an action has to show its effect. */
export const EFFECT_TIMEOUT_MS = 10_000;

/**
 * Lighthouse's mobile "slow 4G" in the form it applies through DevTools (its `devtools`
 * throttling method): 150 ms RTT x 3.75 request latency, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up.
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
};
export const CPU_SLOWDOWN = 4;

export interface Trial {
  action: string;
  delay: number;
  /** When the action actually started, in ms after the first contentful paint. */
  actedAt: number;
  /** Ms from the start of the action to its effect, or null when none was seen. */
  effectAfter: number | null;
  /** Why it failed, when it did (what the page showed). */
  note?: string;
  /** Set when the input reached another element than the control (the layout had moved). */
  missed?: string;
}

/** "yes, 420 ms" for one run; "2/3, 420 ms" (median of the successes) for several. */
export function outcomeCell(trials: readonly Trial[]): string {
  if (trials.length === 0) return "";
  const missed = trials.filter((t) => t.missed).length;
  if (missed > 0) return `input missed the control (${missed}/${trials.length})`;
  const ok = trials.filter((t) => t.effectAfter !== null).map((t) => t.effectAfter!);
  const time = ok.length > 0 ? `, ${Math.round(median(ok))} ms` : "";
  if (trials.length === 1) return ok.length === 1 ? `yes${time}` : "no";
  return `${ok.length}/${trials.length}${time}`;
}

export function tookEffectEverywhere(trials: readonly Trial[]): boolean {
  return trials.length > 0 && trials.every((t) => t.effectAfter !== null);
}

/** Rows: actions; columns: delays after the first contentful paint. */
export function formatDeadTimeTable(
  actions: readonly string[],
  trials: readonly Trial[],
  delays: readonly number[] = DELAYS_MS,
): string {
  return markdownTable(
    ["action", ...delays.map((d) => `FCP + ${d} ms`)],
    actions.map((action) => [
      action,
      ...delays.map((delay) =>
        outcomeCell(trials.filter((t) => t.action === action && t.delay === delay)),
      ),
    ]),
  );
}
