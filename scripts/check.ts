import { spawn } from "node:child_process";

// `npm run check`: every check, in stages (issue 38). Stages that do not depend on each other run
// side by side where the machine's two cores allow it; the size budgets, the flows and the
// browser tests need the build. A stage's output is prefixed with its name while it shares the terminal, and
// every stage's time is printed at the end.
// Usage: tsx scripts/check.ts [stage ...]   (no stage: all of them)

export interface Stage {
  name: string;
  /** The npm script it runs. */
  script: string;
  /** A stage of the other lane that must have passed first (it waits for it). */
  after?: string;
}

/**
 * Groups run one after the other; a group's lanes run side by side, each lane's stages one after
 * the other. One group, two lanes. The unit tests in one (one Vitest worker); the static checks
 * (type check, lint, format, the modules' and functions' lengths, the development server's smoke
 * check), the build, the size budgets, the browser tests and then the flows through the built
 * site in the other. The two lanes take about as long: the unit tests end while the browser tests
 * or the flows run, and the flows (two files at a time) then have both cores. Each stage waits
 * part of its time (on the database, Chromium or a server), which the other lane's work fills.
 */
export const GROUPS: Stage[][][] = [
  [
    [{ name: "unit", script: "test:unit" }],
    [
      { name: "typecheck", script: "typecheck" },
      { name: "lint", script: "lint" },
      { name: "format", script: "format:check" },
      { name: "lengths", script: "longest:check" },
      { name: "dev", script: "test:dev" },
      { name: "build", script: "build" },
      { name: "size", script: "size" },
      { name: "e2e", script: "test:e2e" },
      { name: "flows", script: "test:flows" },
    ],
  ],
];

export interface StageResult {
  name: string;
  seconds: number;
  ok: boolean;
}

/** The closing table: each stage's time and outcome, the groups' wall time and the total. */
export function timesTable(results: readonly StageResult[], wallSeconds: number): string {
  const width = Math.max(...results.map((r) => r.name.length), "stage".length);
  const lines = [
    "Stage times (two lanes side by side; the browser tests began once the build was made):",
    ...results.map(
      (r) =>
        `  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)} s  ${r.ok ? "ok" : "FAILED"}`,
    ),
    `  ${"total".padEnd(width)}  ${wallSeconds.toFixed(1).padStart(7)} s  (wall clock)`,
  ];
  return lines.join("\n");
}

function run(stage: Stage, shared: boolean): Promise<StageResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", stage.script], {
      stdio: shared ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
    });
    if (shared) {
      const prefix = (stream: NodeJS.WriteStream) => {
        let rest = "";
        return (chunk: Buffer) => {
          const text = rest + chunk.toString();
          const lines = text.split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) stream.write(`[${stage.name}] ${line}\n`);
        };
      };
      child.stdout!.on("data", prefix(process.stdout));
      child.stderr!.on("data", prefix(process.stderr));
    }
    child.on("close", (code) =>
      resolve({ name: stage.name, seconds: (performance.now() - started) / 1000, ok: code === 0 }),
    );
  });
}

/** Each stage's outcome, as soon as it is known, for the stages that wait on it. */
class Outcomes {
  private readonly settled = new Map<string, (ok: boolean) => void>();
  private readonly outcomes = new Map<string, Promise<boolean>>();
  constructor(names: readonly string[]) {
    for (const name of names)
      this.outcomes.set(name, new Promise((resolve) => this.settled.set(name, resolve)));
  }
  record(name: string, ok: boolean) {
    this.settled.get(name)?.(ok);
  }
  /** Whether `name` passed; a stage that is not run (not wanted) counts as passed. */
  passed(name: string): Promise<boolean> {
    return this.outcomes.get(name) ?? Promise.resolve(true);
  }
}

/** Runs a lane's stages in turn, stopping at the first that fails (and failing what it skips). */
async function runLane(
  lane: readonly Stage[],
  shared: boolean,
  outcomes: Outcomes,
): Promise<StageResult[]> {
  const results: StageResult[] = [];
  let failed = false;
  for (const stage of lane) {
    const ready = !failed && (!stage.after || (await outcomes.passed(stage.after)));
    const result = ready ? await run(stage, shared) : { name: stage.name, seconds: 0, ok: false };
    if (ready) results.push(result);
    outcomes.record(stage.name, result.ok);
    if (!result.ok) failed = true;
  }
  return results;
}

async function main() {
  const wanted = new Set(process.argv.slice(2));
  const groups = GROUPS.map((lanes) =>
    lanes
      .map((lane) => lane.filter((s) => wanted.size === 0 || wanted.has(s.name)))
      .filter((lane) => lane.length > 0),
  ).filter((lanes) => lanes.length > 0);
  const started = performance.now();
  const results: StageResult[] = [];
  const outcomes = new Outcomes(groups.flat(2).map((s) => s.name));
  for (const lanes of groups) {
    const done = (
      await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1, outcomes)))
    ).flat();
    results.push(...done);
    if (done.some((r) => !r.ok)) break;
  }
  console.log(`\n${timesTable(results, (performance.now() - started) / 1000)}`);
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length > 0) {
    console.error(`Failed: ${failed.join(", ")}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
