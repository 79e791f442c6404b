// npm run bench:scale — the directories at the sizes the home page claims (10,000 vendors, 5,000
// projects, 2,000 jobs, 10,000 members, generated with a fixed seed by scripts/scale/fixture.ts,
// and 5,000 tenders with 20,000 bids by scripts/scale/tender-fixture.ts) in a database of the
// bench's own (the tenders: filtered /projects query p50 at most 10 ms, and the comparison page
// of a tender with 50 bids served in under 150 ms):
//  1. in Node, the repository's filtered, paginated directory queries (server/db/repository.ts)
//     against that database, 200 runs each after a warm-up: p50 and p95 (target: p50 at most
//     10 ms for every vendor query);
//  2. our server on that database: /vendors without JavaScript must render one page of cards,
//     not 10,000; and in Chromium, typing in the vendor search, with the interaction latency the
//     browser's event timing reports (target: INP at most 100 ms).
// Prints the figures and exits non-zero when a target is missed. Options: --build (rebuild);
// --search-only and --tenders-only (those figures alone, on SQLite and, with TEST_DATABASE_URL,
// on a scratch schema of that PostgreSQL too).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { sql } from "kysely";
import { isPostgres, openDatabase, type Db } from "../server/db/database";
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type BackendName,
  type TestDatabase,
} from "../server/db/testing";
import { createRepository, type Repository } from "../server/db/repository";
import { ensureBuild, startSiteServer } from "./bench-lib/site-server";
import { markdownTable } from "./bench-lib/table";
import { median } from "./bench-web-lib";
import { FIXTURE_SIZES } from "./scale/fixture";
import { seedScaleFixture } from "./scale/seed-fixture";
import { BIG_TENDER_ID, seedTenderFixture, TENDER_FIXTURE } from "./scale/tender-fixture";

const { values: opts } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    // Only the search's figures (docs/decisions/180), on SQLite and, with TEST_DATABASE_URL, on
    // a scratch schema of that PostgreSQL too.
    "search-only": { type: "boolean", default: false },
    // Only the tenders' figures: the filtered /projects queries and the comparison page, on each
    // backend (the comparison's server runs on the same scratch database).
    "tenders-only": { type: "boolean", default: false },
  },
});

/** The search's targets (issue "Search that finds what buyers mean"). */
const SEARCH_TARGETS = { rankedP50: 15, rankedP95: 40, typoP50: 30, everythingP50: 60 };

const QUERY_TARGET_MS = 10;
/** The comparison page of a tender with 50 bids, served to its buyer. */
const COMPARISON_TARGET_MS = 150;
const INP_TARGET_MS = 100;
/** One page of cards, as a directory shows them. */
const PAGE = 24;
/** More cards than this in the first HTML means the page renders the whole directory. */
const MAX_FIRST_PAGE = 100;
const RUNS = 200;
const WARMUP = 20;

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: median(samples), p95: percentile(samples, 0.95) };
}

async function repositoryQueries(
  repo: Repository,
  only?: (name: string) => boolean,
  backend = "SQLite",
): Promise<boolean> {
  type Query = [name: string, run: () => Promise<{ matches: number }>];
  const queries: Query[] = [
    ["vendors: no filter", () => repo.vendors.search({}, PAGE)],
    ["vendors: q=logistics", () => repo.vendors.search({ q: "logistics" }, PAGE)],
    ["vendors: q=freight", () => repo.vendors.search({ q: "freight" }, PAGE)],
    ["vendors: category=Technology", () => repo.vendors.search({ category: "Technology" }, PAGE)],
    ["vendors: location=usa", () => repo.vendors.search({ location: "usa" }, PAGE)],
    ["vendors: rating >= 4.5", () => repo.vendors.search({ rating: 4.5 }, PAGE)],
    [
      "vendors: q + category + location + rating",
      () =>
        repo.vendors.search({ q: "a", category: "Technology", location: "usa", rating: 4.2 }, PAGE),
    ],
    ["vendors: q with no match", () => repo.vendors.search({ q: "zzzz" }, PAGE)],
    [
      "jobs: category + duration + budget",
      () => repo.jobs.search({ category: "Design", duration: "Contract", budget: 120000 }, PAGE),
    ],
    [
      "members: q + role + region",
      () => repo.members.search({ q: "ka", role: "Founder", region: "Europe" }, PAGE),
    ],
    [
      "tenders: Active Tender, newest",
      () => repo.tenders.listed("tender", { sort: "newest" }, PAGE),
    ],
    [
      "tenders: region + sector, closing soon",
      () =>
        repo.tenders.listed(
          "tender",
          { region: "Europe", sector: "Energy", sort: "closing" },
          PAGE,
        ),
    ],
    [
      "tenders: budget + deadline",
      () =>
        repo.tenders.listed("tender", { budget: 1_000_000, deadline: 30, sort: "newest" }, PAGE),
    ],
    [
      "tenders: Collaboration",
      () => repo.tenders.listed("collaboration", { sort: "newest" }, PAGE),
    ],
  ];
  const rows: string[][] = [];
  let ok = true;
  for (const [name, run] of queries.filter(([name]) => !only || only(name))) {
    const { p50, p95 } = await time(run);
    const { matches } = await run();
    const vendor = name.startsWith("vendors") || name.startsWith("tenders");
    if (vendor && p50 > QUERY_TARGET_MS) ok = false;
    rows.push([
      name,
      p50.toFixed(2),
      p95.toFixed(2),
      String(matches),
      vendor ? (p50 <= QUERY_TARGET_MS ? "holds" : "missed") : "",
    ]);
  }
  console.log(
    `\nRepository queries, one page of ${PAGE} with the match count and the total, ${RUNS} runs each (${backend} through Kysely, Node ${process.version})\n`,
  );
  console.log(
    markdownTable(
      ["query", "p50 ms", "p95 ms", "matches", "p50 <= 10 ms (vendors, tenders)"],
      rows,
    ),
  );
  return ok;
}

/** The search's queries at scale: ranked and faceted, a typo, and /search's sections. */
async function searchQueries(repo: Repository, backend: string): Promise<boolean> {
  const ranked = await time(() =>
    repo.vendors.search({ q: "freight logistics" }, PAGE, { facets: true }),
  );
  const rankedFiltered = await time(() =>
    repo.vendors.search({ q: "cloud", category: "Technology", rating: 4 }, PAGE, { facets: true }),
  );
  const typo = await time(() => repo.vendors.search({ q: "frieght" }, PAGE, { facets: true }));
  const everything = await time(() => repo.search.everything("logistics", 5));
  const jobs = await time(() => repo.jobs.search({ q: "engineer" }, PAGE));
  const rows = [
    ["vendors: q=freight logistics, ranked + facets", ranked, SEARCH_TARGETS.rankedP50],
    [
      "vendors: q=cloud + category + rating, ranked + facets",
      rankedFiltered,
      SEARCH_TARGETS.rankedP50,
    ],
    ["vendors: q=frieght (typo), ranked + facets", typo, SEARCH_TARGETS.typoP50],
    ["/search?q=logistics: every section's query", everything, SEARCH_TARGETS.everythingP50],
    ["jobs: q=engineer", jobs, SEARCH_TARGETS.rankedP50],
  ] as const;
  const ok =
    ranked.p50 <= SEARCH_TARGETS.rankedP50 &&
    ranked.p95 <= SEARCH_TARGETS.rankedP95 &&
    typo.p50 <= SEARCH_TARGETS.typoP50 &&
    everything.p50 <= SEARCH_TARGETS.everythingP50;
  console.log(`\nSearch queries on ${backend}, ${RUNS} runs each\n`);
  console.log(
    markdownTable(
      ["query", "p50 ms", "p95 ms", "p50 target ms"],
      rows.map(([name, t, target]) => [name, t.p50.toFixed(2), t.p95.toFixed(2), String(target)]),
    ),
  );
  return ok;
}

/**
 * The comparison of the tender with 50 bids, as its buyer loads it: a member joins through the
 * accounts' API, becomes the tender's buyer in the database, and asks for the page 30 times.
 */
async function comparisonCheck(
  dataDir: string,
  database: Pick<TestDatabase, "url" | "open"> = {
    url: null,
    open: (dir) => openDatabase({ dataDir: dir }),
  },
): Promise<boolean> {
  const server = await startSiteServer({
    dataDir,
    readyPath: "/projects",
    env: database.url ? { DATABASE_URL: database.url } : undefined,
  });
  try {
    const email = `bench.buyer.${Date.now()}@example.com`;
    const joined = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: "Bench Buyer", email, password: "correct horse battery" }),
    });
    const cookie = (joined.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
    const db = await database.open(dataDir);
    try {
      const user = await db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      await db
        .updateTable("tenders")
        .set({ buyer_id: user.id })
        .where("id", "=", BIG_TENDER_ID)
        .execute();
    } finally {
      await db.destroy();
    }
    const url = `${server.url}/projects/${BIG_TENDER_ID}/bids`;
    const samples: number[] = [];
    let columns = 0;
    for (let i = 0; i < 35; i++) {
      const start = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      const html = await response.text();
      if (i >= 5) samples.push(performance.now() - start);
      columns = (html.match(/<th scope="col" class="p-3 text-right">/g) ?? []).length;
    }
    samples.sort((a, b) => a - b);
    const p50 = median(samples);
    const ok = p50 < COMPARISON_TARGET_MS && columns === TENDER_FIXTURE.bigTenderBids;
    console.log(`
/projects/{id}/bids with ${TENDER_FIXTURE.bigTenderBids} bids, 30 runs`);
    console.log(
      markdownTable(
        ["measure", "value", "target"],
        [
          [
            "server-rendered comparison",
            `p50 ${p50.toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms; ${columns} supplier columns`,
            `< ${COMPARISON_TARGET_MS} ms with ${TENDER_FIXTURE.bigTenderBids} columns: ${ok ? "holds" : "missed"}`,
          ],
        ],
      ),
    );
    return ok;
  } finally {
    await server.stop();
  }
}

async function browserChecks(dataDir: string): Promise<boolean> {
  const server = await startSiteServer({ dataDir, readyPath: "/vendors" });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const url = `${server.url}/vendors`;
    const gzipped = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    const htmlBytes = (await gzipped.arrayBuffer()).byteLength;
    const wireBytes = Number(gzipped.headers.get("content-length") ?? Number.NaN);

    // The page as the server sends it, before and without any script.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(url);
    const firstCards = await plain.getByRole("link", { name: /View Profile/ }).count();
    const firstStatus = (await plain.getByRole("status").first().textContent())?.trim() ?? "";
    await noJs.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    // The app marks <html data-hydrated> once React has hydrated; wait for it when it is there.
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
        timeout: 30_000,
      })
      .catch(() => {});
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
    const statusLine = page.getByRole("status").first();
    const before = (await statusLine.textContent())?.trim() ?? "";
    const box = page
      .locator("main")
      .getByRole("searchbox", { name: "Search", exact: true })
      .or(page.locator("main").getByRole("textbox", { name: "Search", exact: true }))
      .first();
    await box.click();
    await box.pressSequentially("harbor logistics", { delay: 120 });
    await page.waitForTimeout(500);
    for (let i = 0; i < 10; i++) await box.press("Backspace", { delay: 120 });
    // Enter applies the search where it waits for a submit; elsewhere it changes nothing.
    await box.press("Enter");
    const typedAt = performance.now();
    // The count line changes once the directory shows the matches (at most 10 s).
    await page
      .waitForFunction(
        (text) => document.querySelector('[role="status"]')?.textContent?.trim() !== text,
        before,
        { timeout: 10_000 },
      )
      .catch(() => {});
    const settled = performance.now() - typedAt;
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => (window as unknown as { __inp: number[] }).__inp);
    const inp = durations.length ? Math.max(...durations) : 0;
    const status = (await page.getByRole("status").first().textContent())?.trim() ?? "";
    const cards = await page.getByRole("link", { name: /View Profile/ }).count();

    const onePage = firstCards > 0 && firstCards <= MAX_FIRST_PAGE;
    console.log(`\n/vendors with ${FIXTURE_SIZES.vendors.toLocaleString("en-US")} vendors`);
    console.log(
      markdownTable(
        ["measure", "value", "target"],
        [
          [
            "HTML of /vendors",
            `${(htmlBytes / 1024).toFixed(0)} KB (${(wireBytes / 1024).toFixed(0)} KB gzip)`,
            "",
          ],
          [
            "without JavaScript",
            `${firstCards} cards; "${firstStatus}"`,
            `one page (at most ${MAX_FIRST_PAGE} cards): ${onePage ? "holds" : "missed"}`,
          ],
          [
            'typing "harbor logistics", 10 x Backspace, Enter',
            `INP ${Math.round(inp)} ms (${durations.length} interactions over 16 ms)`,
            `<= ${INP_TARGET_MS} ms: ${inp <= INP_TARGET_MS ? "holds" : "missed"}`,
          ],
          [
            "after typing",
            `${cards} cards; "${status}"${status === before ? " (unchanged after 10 s)" : ` (${Math.round(settled)} ms after Enter)`}`,
            "",
          ],
        ],
      ),
    );
    await context.close();
    return onePage && inp <= INP_TARGET_MS;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Seeds the scale and tender fixtures on SQLite and, with TEST_DATABASE_URL, on a scratch schema
 * of that PostgreSQL, runs `measure` on each, and says when one of its targets was missed.
 */
async function onEachBackend(
  what: string,
  measure: (
    db: Db,
    backend: BackendName,
    dataDir: string,
    database: TestDatabase,
  ) => Promise<boolean>,
): Promise<void> {
  const backends: BackendName[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  let ok = true;
  for (const backend of backends) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${what}-`));
    const database = await createTestDatabase(backend);
    const db = await database.open(dataDir);
    try {
      const started = Date.now();
      console.log(`\nSeeding the scale fixture on ${backend} (load average ${loadAverage()})...`);
      await seedFixtures(db);
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      ok = (await measure(db, backend, dataDir, database)) && ok;
      console.log(`Load average: ${loadAverage()}`);
    } finally {
      await db.destroy();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (!ok) {
    console.error(`\nA ${what} target was missed.`);
    process.exitCode = 1;
  }
}

const searchOnly = () =>
  onEachBackend("search", (db, backend) => searchQueries(createRepository(db), backend));

async function tendersOnly(): Promise<void> {
  ensureBuild({ force: opts.build });
  await onEachBackend("tender", async (db, backend, dataDir, database) => {
    const repo = createRepository(db);
    const queries = await repositoryQueries(repo, (name) => name.startsWith("tenders"), backend);
    return (await comparisonCheck(dataDir, database)) && queries;
  });
}

/**
 * The scale fixture and the tenders' fixture. On PostgreSQL the planner's statistics are then
 * gathered, as its documentation asks after a bulk load: autovacuum does it within a minute on a
 * live installation, and a bench that starts at once would time plans made without them. SQLite
 * is left as the site leaves it (it never runs ANALYZE).
 */
async function seedFixtures(db: Db): Promise<void> {
  await seedScaleFixture(db);
  await seedTenderFixture(db);
  if (isPostgres(db)) await sql`analyze`.execute(db);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function main() {
  if (opts["search-only"]) return searchOnly();
  if (opts["tenders-only"]) return tendersOnly();
  ensureBuild({ force: opts.build });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-scale-"));
  try {
    console.log(
      `Seeding ${Object.entries(FIXTURE_SIZES)
        .map(([k, n]) => `${n} ${k}`)
        .join(
          ", ",
        )}, ${TENDER_FIXTURE.tenders} tenders and ${TENDER_FIXTURE.bids} bids into ${dataDir}... (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})`,
    );
    const db = await openDatabase({ dataDir });
    let queriesOk: boolean;
    try {
      await seedFixtures(db);
      queriesOk = await repositoryQueries(createRepository(db));
      queriesOk = (await searchQueries(createRepository(db), "sqlite")) && queriesOk;
    } finally {
      await db.destroy();
    }
    const comparisonOk = await comparisonCheck(dataDir);
    const browserOk = (await browserChecks(dataDir)) && comparisonOk;
    console.log(
      `\nLoad average after the run: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    if (!queriesOk || !browserOk) {
      console.error(
        `\nA scale target was missed (vendor and tender queries p50 <= ${QUERY_TARGET_MS} ms: ${queriesOk}; one page of cards, typing INP <= ${INP_TARGET_MS} ms and the comparison < ${COMPARISON_TARGET_MS} ms: ${browserOk}).`,
      );
      process.exitCode = 1;
      return;
    }
    console.log("\nEvery scale target holds.");
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
