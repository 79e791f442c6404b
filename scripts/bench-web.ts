// npm run bench:web — builds the site three ways, serves each with our server on loopback and
// runs Lighthouse (mobile defaults: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium.
//   (a) ours: prerendered and hydrated
//   (b) the same app as a client-rendered single-page app (no prerendering)
//   (c) our prerendered pages with every script removed: the floor for this content
// Prints one table of medians and fails when (a) misses a target. Options: --runs N (default 3),
// --pages /a,/b (default: the six pages below).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  formatTable,
  medianMetrics,
  missedTargets,
  VARIANTS,
  type RunMetrics,
  type Variant,
} from "./bench-web-lib";

const DEFAULT_PAGES = [
  "/",
  "/vendors",
  "/vendors/lumenstack-technologies",
  "/jobs/j1",
  "/resources/tools",
  "/knowledge/templates",
];
const pagesArg = process.argv.indexOf("--pages");
const PAGES = pagesArg > 0 ? process.argv[pagesArg + 1]!.split(",") : DEFAULT_PAGES;
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const OUT = path.resolve("test-results/bench-web");
const PORTS: Record<Variant, number> = { a: 4401, b: 4402, c: 4403 };
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(cmd: string, args: string[], env: Record<string, string>) {
  const res = spawnSync(cmd, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

function build(variant: "a" | "b") {
  const dir = path.join(OUT, variant);
  rmSync(dir, { recursive: true, force: true });
  console.log(`Building (${variant})...`);
  run("npx", ["react-router", "build"], {
    BUILD_DIR: dir,
    VITE_SITE_URL: `http://127.0.0.1:${PORTS[variant]}`,
    ...(variant === "b" ? { SPA_BUILD: "1" } : {}),
  });
  if (variant === "b") {
    // A client-rendered app: the shell without content answers every path.
    const client = path.join(dir, "client");
    cpSync(path.join(client, "__spa-fallback.html"), path.join(client, "index.html"));
  }
  if (variant === "a") {
    run("npx", ["tsx", "scripts/write-seo-files.ts", path.join(dir, "client")], {
      VITE_SITE_URL: `http://127.0.0.1:${PORTS.a}`,
    });
    run("npx", ["tsx", "scripts/defer-hydration.ts", path.join(dir, "client")], {});
  }
  return path.join(dir, "client");
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** (c): a copy of (a) with every script and module preload removed. */
function stripScripts(from: string): string {
  const dir = path.join(OUT, "c", "client");
  rmSync(path.join(OUT, "c"), { recursive: true, force: true });
  cpSync(from, dir, { recursive: true });
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, "utf8")
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]*rel="modulepreload"[^>]*>/gi, "")
      .replaceAll(`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.c}`);
    writeFileSync(file, html);
  }
  for (const name of ["sitemap.xml", "robots.txt"]) {
    const file = path.join(dir, name);
    writeFileSync(file, readFileSync(file, "utf8").replaceAll(`:${PORTS.a}`, `:${PORTS.c}`));
  }
  return dir;
}

async function serve(variant: Variant, clientDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(PORTS[variant]),
      HOST: "127.0.0.1",
      CLIENT_DIR: clientDir,
      DATA_DIR: path.join(OUT, `data-${variant}`),
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORTS[variant]}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`The (${variant}) server did not start`);
}

type Audits = Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;

function metricsOf(lhr: {
  categories: Record<string, { score: number | null }>;
  audits: Audits;
}): RunMetrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits["resource-summary"]?.details?.items ?? []) as {
    resourceType: string;
    transferSize: number;
  }[];
  const size = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    jsBytes: size("script"),
    totalBytes: size("total"),
  };
}

async function main() {
  const dirs: Record<Variant, string> = { a: "", b: "", c: "" };
  dirs.a = build("a");
  dirs.b = build("b");
  dirs.c = stripScripts(dirs.a);

  const servers = await Promise.all(VARIANTS.map((v) => serve(v, dirs[v])));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const results = new Map<string, Record<Variant, RunMetrics>>();
  try {
    for (const page of PAGES) {
      const byVariant = {} as Record<Variant, RunMetrics>;
      for (const v of VARIANTS) {
        const runs: RunMetrics[] = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(`http://127.0.0.1:${PORTS[v]}${page}`, {
            port: chrome.port,
            logLevel: "error",
            output: "json",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          runs.push(metricsOf(result.lhr as unknown as Parameters<typeof metricsOf>[0]));
        }
        byVariant[v] = medianMetrics(runs);
        console.log(
          `  ${page} (${v}): Performance ${byVariant[v].performance}, LCP ${Math.round(byVariant[v].lcp)} ms`,
        );
      }
      results.set(page, byVariant);
    }
  } finally {
    await chrome.kill();
    for (const s of servers) s.kill("SIGTERM");
  }

  console.log(
    `\nLighthouse medians of ${RUNS} runs (mobile: simulated slow 4G, 4x CPU slowdown)\n`,
  );
  console.log(formatTable(results));
  const missed = [...results].flatMap(([page, r]) =>
    missedTargets(page, r.a, r.c).map((m) => `${page}: ${m}`),
  );
  if (missed.length > 0) {
    console.error(`\nTargets missed by (a):\n${missed.join("\n")}`);
    process.exit(1);
  }
  console.log("\nEvery target holds for (a).");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
