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
// on a scratch schema of that PostgreSQL too); --size 1x|10x|100x (issue 46: the bulk fixture of
// scripts/scale/bulk-rows.ts at that size, 1,000,000 suppliers at 100x, written by COPY or one
// SQLite transaction, and every directory, search and account page measured on it by
// scripts/bench-lib/scale-matrix.ts, on each backend).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { isPostgres, openDatabase, type Db } from "../server/db/database";
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type BackendName,
  type TestDatabase,
} from "../server/db/testing";
import { createRepository } from "../server/db/repository";
import {
  browserChecks,
  comparisonCheck,
  COMPARISON_TARGET_MS,
  INP_TARGET_MS,
} from "./bench-lib/scale-pages";
import { backgroundBench } from "./bench-lib/background-load";
import { QUERY_TARGET_MS, repositoryQueries, searchQueries } from "./bench-lib/scale-queries";
import { ensureBuild } from "./bench-lib/site-server";
import { FIXTURE_SIZES } from "./scale/fixture";
import { seedScaleFixture } from "./scale/seed-fixture";
import { seedTenderFixture, TENDER_FIXTURE } from "./scale/tender-fixture";
import { bulkSizes, SCALE_FACTORS, type BulkSizes, type ScaleSize } from "./scale/bulk-rows";
import { seedBulkFixture } from "./scale/seed-bulk";
import { scaleMatrix } from "./bench-lib/scale-matrix";
import { keptFixture, type KeptFixture } from "./bench-lib/kept-fixture";
import { progressLog, seedSqliteApart } from "./scale/seed-concurrent";

const { values: opts } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    // Only the search's figures (docs/decisions/180), on SQLite and, with TEST_DATABASE_URL, on
    // a scratch schema of that PostgreSQL too.
    "search-only": { type: "boolean", default: false },
    // Only the tenders' figures: the filtered /projects queries and the comparison page, on each
    // backend (the comparison's server runs on the same scratch database).
    "tenders-only": { type: "boolean", default: false },
    // The background jobs under an open-loop load, at --background-size suppliers and members
    // (scripts/bench-lib/background-load.ts, decisions 516 and 517).
    background: { type: "boolean", default: false },
    "background-size": { type: "string", default: "100000" },
    // The bulk fixture's size (issue 46); without it, today's checks above.
    size: { type: "string" },
    // With --size: one backend only (sqlite or postgres); both by default.
    backend: { type: "string" },
    // With --size: the plan of each query over its target (EXPLAIN (ANALYZE, BUFFERS)).
    explain: { type: "boolean", default: false },
    // With --size: keep the fixture in this folder (and the schema scale_Nx) and measure a kept
    // one again without writing it (scripts/bench-lib/kept-fixture.ts).
    keep: { type: "string" },
    // With --size: write the fixture (or find it kept) and stop before measuring.
    "seed-only": { type: "boolean", default: false },
    // With --size: only the pages whose path starts with one of these (comma-separated), e.g.
    // "/projects,/jobs,/network/members,/account/inbox".
    pages: { type: "string" },
  },
});

/** SQLite and, with TEST_DATABASE_URL, PostgreSQL; or the one `--backend` names. */
const backendNames = (): BackendName[] =>
  (TEST_DATABASE_URL ? (["sqlite", "postgres"] as const) : (["sqlite"] as const)).filter(
    (b): b is BackendName => !opts.backend || b === opts.backend,
  );

/**
 * Seeds the scale and tender fixtures on SQLite and, with TEST_DATABASE_URL, on a scratch schema
 * of that PostgreSQL, runs `measure` on each, and says when one of its targets was missed.
 */
async function onEachBackend(
  what: string,
  seed: (db: Db, dataDir: string, database: TestDatabase) => Promise<void>,
  measure: (
    db: Db,
    backend: BackendName,
    dataDir: string,
    database: TestDatabase,
  ) => Promise<boolean>,
): Promise<void> {
  let ok = true;
  for (const backend of backendNames()) {
    const kept = opts.keep && opts.size ? await keptFixture(opts.keep, backend, opts.size) : null;
    const dataDir = kept?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), `bench-${what}-`)));
    const database = kept?.database ?? (await createTestDatabase(backend));
    const db = await database.open(dataDir);
    try {
      const started = Date.now();
      if (kept?.seeded) {
        console.log(`\nThe fixture kept in ${dataDir} on ${backend} is measured again.`);
      } else {
        console.log(`\nSeeding the scale fixture on ${backend} (load average ${loadAverage()})...`);
        await seed(db, dataDir, database);
        await kept?.markSeeded();
        console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      }
      if (!opts["seed-only"]) ok = (await measure(db, backend, dataDir, database)) && ok;
      console.log(`Load average: ${loadAverage()}`);
    } finally {
      await db.destroy();
      if (!kept) {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  }
  if (!ok) {
    console.error(`\nA ${what} target was missed.`);
    process.exitCode = 1;
  }
}

const searchOnly = () =>
  onEachBackend("search", seedFixtures, (db, backend) =>
    searchQueries(createRepository(db), backend),
  );

async function tendersOnly(): Promise<void> {
  ensureBuild({ force: opts.build });
  await onEachBackend("tender", seedFixtures, async (db, backend, dataDir, database) => {
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

interface BulkBackend {
  backend: BackendName;
  kept: KeptFixture | null;
  dataDir: string;
  database: TestDatabase;
  seedMs?: number;
  measureMs?: number;
}

/**
 * The bulk fixture of `size` written on every backend at once (the SQLite file by a process of its
 * own beside PostgreSQL's COPY: scripts/scale/seed-concurrent.ts), then each backend measured in
 * turn; a kept fixture is measured again without writing it.
 */
async function bulkOnEachBackend(size: string, sizes: BulkSizes): Promise<void> {
  const list: BulkBackend[] = [];
  for (const backend of backendNames()) {
    const kept = opts.keep ? await keptFixture(opts.keep, backend, size) : null;
    list.push({
      backend,
      kept,
      dataDir: kept?.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), `bench-scale-${size}-`))),
      database: kept?.database ?? (await createTestDatabase(backend)),
    });
  }
  let ok = true;
  try {
    for (const b of list.filter((b) => b.kept?.seeded)) {
      console.log(`\nThe fixture kept in ${b.dataDir} on ${b.backend} is measured again.`);
    }
    const toSeed = list.filter((b) => !b.kept?.seeded);
    if (toSeed.length) {
      console.log(
        `\nSeeding the scale fixture on ${toSeed.map((b) => b.backend).join(" and ")} at once (load average ${loadAverage()})...`,
      );
    }
    const seeded = await Promise.allSettled(
      toSeed.map(async (b) => {
        const started = Date.now();
        if (b.backend === "sqlite" && toSeed.length > 1) await seedSqliteApart(b.dataDir, size);
        else {
          const db = await b.database.open(b.dataDir);
          try {
            const target = { url: b.database.url, dataDir: b.dataDir };
            await seedBulkFixture(db, target, sizes, progressLog(b.backend));
          } finally {
            await db.destroy();
          }
        }
        await b.kept?.markSeeded();
        b.seedMs = Date.now() - started;
        console.log(`Seeded ${b.backend} in ${(b.seedMs / 1000).toFixed(0)} s.`);
      }),
    );
    const failed = seeded.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    console.log(`Load average: ${loadAverage()}`);
    if (!opts["seed-only"]) {
      for (const b of list) {
        const started = Date.now();
        const db = await b.database.open(b.dataDir);
        try {
          const env = b.database.url ? { DATABASE_URL: b.database.url } : undefined;
          const title = `bench:scale --size ${size}`;
          const pages = opts.pages?.split(",").filter(Boolean);
          ok = (await scaleMatrix(db, b.backend, b.dataDir, env, title, opts.explain, pages)) && ok;
        } finally {
          await db.destroy();
        }
        b.measureMs = Date.now() - started;
        console.log(`Load average: ${loadAverage()}`);
      }
    }
  } finally {
    for (const b of list.filter((b) => !b.kept)) {
      await b.database.drop();
      await rm(b.dataDir, { recursive: true, force: true });
    }
  }
  const minutes = (ms?: number) => (ms === undefined ? "-" : (ms / 60_000).toFixed(1));
  console.log("");
  for (const b of list) {
    console.log(
      `${b.backend}: seeded in ${minutes(b.seedMs)} min, measured in ${minutes(b.measureMs)} min.`,
    );
  }
  if (!ok) {
    console.error(`\nA scale-${size} target was missed.`);
    process.exitCode = 1;
  }
}

/** `--size Nx`: the bulk fixture on each backend, and every page measured on it. */
async function atSize(size: string): Promise<void> {
  if (!(size in SCALE_FACTORS)) {
    throw new Error(`--size must be one of ${Object.keys(SCALE_FACTORS).join(", ")}`);
  }
  const sizes = bulkSizes(SCALE_FACTORS[size as ScaleSize]);
  ensureBuild({ force: opts.build });
  const started = Date.now();
  console.log(
    `The ${size} fixture: ${Object.entries(sizes)
      .map(([k, n]) => `${n.toLocaleString("en-US")} ${k}`)
      .join(
        ", ",
      )} (${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version})`,
  );
  await bulkOnEachBackend(size, sizes);
  console.log(`\nThe whole run took ${((Date.now() - started) / 60_000).toFixed(1)} minutes.`);
}

async function main() {
  if (opts.size) return atSize(opts.size);
  if (opts["search-only"]) return searchOnly();
  if (opts["tenders-only"]) return tendersOnly();
  if (opts.background) {
    const size = Number(opts["background-size"]);
    if (!(await backgroundBench({ size, build: opts.build }))) process.exitCode = 1;
    return;
  }
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
