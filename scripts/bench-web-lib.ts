// Pure parts of the web benchmark: medians, the table and the targets.
import { markdownTable } from "./bench-lib/table";

export const VARIANTS = ["a", "b", "c"] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_NAMES: Record<Variant, string> = {
  a: "ours: server-rendered + hydrated",
  b: "client-rendered, same app",
  c: "ours, scripts blocked (floor)",
};

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}

export const TARGETS = {
  performance: 98,
  otherScores: 100,
  lcpOverFloor: 1.1,
  tbtMs: 50,
  cls: 0.01,
  homeTotalBytes: 250 * 1024,
};

/** The median of the numbers given; NaN (a metric a run could not measure) is left out. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function medianMetrics(runs: readonly RunMetrics[]): RunMetrics {
  const keys = Object.keys(runs[0]!) as (keyof RunMetrics)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as RunMetrics;
}

/** What variant (a) misses on one page; empty when every target holds. */
export function missedTargets(page: string, a: RunMetrics, c: RunMetrics): string[] {
  const missed: string[] = [];
  if (a.performance < TARGETS.performance) missed.push(`Performance ${a.performance} < 98`);
  for (const [name, score] of [
    ["Accessibility", a.accessibility],
    ["Best Practices", a.bestPractices],
    ["SEO", a.seo],
  ] as const) {
    if (score < TARGETS.otherScores) missed.push(`${name} ${score} < 100`);
  }
  if (a.lcp > c.lcp * TARGETS.lcpOverFloor) {
    missed.push(
      `LCP ${Math.round(a.lcp)} ms is more than 10% over the floor's ${Math.round(c.lcp)} ms`,
    );
  }
  if (a.tbt > TARGETS.tbtMs) missed.push(`TBT ${Math.round(a.tbt)} ms > 50 ms`);
  if (a.cls > TARGETS.cls) missed.push(`CLS ${a.cls.toFixed(3)} > 0.01`);
  if (page === "/" && a.totalBytes >= TARGETS.homeTotalBytes) {
    missed.push(`home page ${kb(a.totalBytes)} transferred, not under 250 KB`);
  }
  return missed;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatTable(results: ReadonlyMap<string, Record<Variant, RunMetrics>>): string {
  const header = [
    "page",
    "variant",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS",
    "total",
  ];
  const rows: string[][] = [];
  for (const [page, byVariant] of results) {
    for (const v of VARIANTS) {
      const m = byVariant[v];
      rows.push([
        page,
        `(${v}) ${VARIANT_NAMES[v]}`,
        String(m.performance),
        String(m.accessibility),
        String(m.bestPractices),
        String(m.seo),
        String(Math.round(m.fcp)),
        String(Math.round(m.lcp)),
        String(Math.round(m.tbt)),
        m.cls.toFixed(3),
        kb(m.jsBytes),
        kb(m.totalBytes),
      ]);
    }
    const { a, b, c } = byVariant;
    rows.push([
      page,
      `LCP(a)/LCP(c) = ${(a.lcp / c.lcp).toFixed(2)}, LCP(b)/LCP(a) = ${(b.lcp / a.lcp).toFixed(2)}`,
      ...Array<string>(10).fill(""),
    ]);
  }
  return markdownTable(header, rows);
}
