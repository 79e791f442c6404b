// npm run bench:scale — the directories at the sizes the home page claims (10,000 vendors, 5,000
// projects, 2,000 jobs, 10,000 members, generated with a fixed seed):
//  1. in Node, the median time of the filter modules over the fixture (target: at most 5 ms for
//     the vendors);
//  2. in Chromium, a build of /vendors with the 10,000 vendors: typing in the search box, with the
//     interaction latency the browser's event timing reports (target: INP within 100 ms), and the
//     list rendering one page at a time while the count line reports every match.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { filterJobs } from "../app/features/jobs/job-filters";
import { filterMembers } from "../app/features/members/member-filters";
import { filterVendors } from "../app/features/vendors/vendor-filters";
import { LIST_PAGE_SIZE } from "../app/lib/incremental";
import { median } from "./bench-web-lib";
import { makeFixture } from "./scale/fixture";

const VENDOR_TARGET_MS = 5;
const INP_TARGET_MS = 100;
const PORT = 4411;
const OUT = path.resolve("test-results/bench-scale");

function time(fn: () => unknown, runs = 200): number {
  for (let i = 0; i < 20; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function nodeFilters() {
  const f = makeFixture();
  const rows: [string, number, number][] = [];
  const add = (name: string, fn: () => unknown[]) => rows.push([name, time(fn), fn().length]);
  add("vendors: q=logistics", () => filterVendors(f.vendors, { q: "logistics" }));
  add("vendors: q + category + location + rating", () =>
    filterVendors(f.vendors, { q: "a", category: "Technology", location: "usa", rating: 4.2 }),
  );
  add("vendors: rating >= 4.5", () => filterVendors(f.vendors, { rating: 4.5 }));
  add("jobs: category + duration + budget", () =>
    filterJobs(f.jobs, { category: "Design", duration: "Contract", budget: 120000 }),
  );
  add("members: q + role + region", () =>
    filterMembers(f.members, { q: "ka", role: "Founder", region: "Europe" }),
  );
  console.log(`Filter modules over the fixture, median of 200 runs (Node ${process.version})\n`);
  console.log("| filter | median ms | matches |\n|---|---|---|");
  for (const [name, ms, n] of rows) console.log(`| ${name} | ${ms.toFixed(3)} | ${n} |`);
  return rows
    .filter(([name]) => name.startsWith("vendors"))
    .every(([, ms]) => ms <= VENDOR_TARGET_MS);
}

async function browserTyping(): Promise<boolean> {
  rmSync(OUT, { recursive: true, force: true });
  console.log("\nBuilding /vendors with 10,000 vendors...");
  const build = spawnSync("npx", ["react-router", "build"], {
    env: { ...process.env, SCALE_FIXTURE: "1", BUILD_DIR: OUT },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error("scale build failed");
  spawnSync("npx", ["tsx", "scripts/defer-hydration.ts", path.join(OUT, "client")]);
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      CLIENT_DIR: path.join(OUT, "client"),
      DATA_DIR: path.join(OUT, "data"),
    },
    stdio: "ignore",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/vendors`)).ok) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://127.0.0.1:${PORT}/vendors`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => {
      const w = window as unknown as { __inp: number[] };
      w.__inp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[]) {
          if (e.interactionId) w.__inp.push(e.duration);
        }
      }).observe({
        type: "event",
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    const initialCards = await page.getByRole("link", { name: /View Profile/ }).count();
    const initialStatus = await page.getByRole("status").first().textContent();
    const box = page.getByRole("searchbox").first();
    await box.click();
    await box.pressSequentially("harbor logistics", { delay: 120 });
    await page.waitForTimeout(500);
    for (let i = 0; i < 10; i++) await box.press("Backspace", { delay: 120 });
    await page.waitForTimeout(800);
    const durations = await page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
    const inp = durations.length ? Math.max(...durations) : 0;
    const status = await page.getByRole("status").first().textContent();
    const cards = await page.getByRole("link", { name: /View Profile/ }).count();
    console.log(
      `\nTyping "harbor logistics", then deleting 10 characters, in the vendor search (Chromium, 10,000 vendors)`,
    );
    console.log(`| measure | value |\n|---|---|`);
    console.log(`| before typing | ${initialStatus}; ${initialCards} cards rendered |`);
    console.log(`| interactions slower than 16 ms | ${durations.length} |`);
    console.log(`| INP (slowest interaction) | ${Math.round(inp)} ms |`);
    console.log(
      `| after typing | ${status}; ${cards} cards rendered (page size ${LIST_PAGE_SIZE}) |`,
    );
    return (
      inp <= INP_TARGET_MS &&
      initialCards === LIST_PAGE_SIZE &&
      /Showing 10000 of 10000 vendors/.test(initialStatus ?? "") &&
      cards <= LIST_PAGE_SIZE
    );
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

async function main() {
  const filtersOk = nodeFilters();
  const typingOk = await browserTyping();
  if (!filtersOk || !typingOk) {
    console.error(
      `\nA scale target was missed (filters <= ${VENDOR_TARGET_MS} ms: ${filtersOk}; typing INP <= ${INP_TARGET_MS} ms with incremental rendering: ${typingOk}).`,
    );
    process.exit(1);
  }
  console.log("\nEvery scale target holds.");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
