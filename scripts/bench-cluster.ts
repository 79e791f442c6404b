// npm run bench:cluster: the site on one SQLite server, one PostgreSQL server, and two servers
// on PostgreSQL + Redis (as behind a proxy): job applications with a CV per second, with p50 and
// p99, and directory pages per second. Then two servers under submissions, one SIGKILLed
// mid-run: every acknowledged submission must be stored exactly once with its file intact, and
// the survivor must keep answering. Needs PostgreSQL and Redis (TEST_DATABASE_URL /
// TEST_REDIS_URL, or the local services). Results go in docs/performance.md.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../server/db/database";
import { InboxStore } from "../server/inbox/store";
import { buffer } from "node:stream/consumers";
import { ensureBuild, startSiteServer, type SiteServer } from "./bench-lib/site-server";
import { markdownTable } from "./bench-lib/table";
import { detectTestServices } from "./test-services";

const MAILBOX = "applications@procureconnect.example";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CV_BYTES = 100_000;
/**
 * One client may upload four at once (the inbox's per-client cap): per server, or across all of
 * them when they share Redis (the bench's requests all come from one address).
 */
const UPLOAD_CONNECTIONS = 4;
const PAGE_CONNECTIONS = 20;

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

function application(marker: string, cv: Buffer) {
  const form = new FormData();
  const fields: Record<string, string> = {
    to: MAILBOX,
    subject: `Job Application: ${marker}`,
    jobTitle: marker,
    company: "Acme",
    fullName: "Bench Mark",
    email: "bench@example.com",
    phoneNumber: "+44 20 7946 0000",
    coverLetter: "I would like to apply.",
    linkedinProfile: "",
    portfolioWebsite: "",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "cv.pdf");
  return form;
}

async function encoded(form: FormData) {
  const request = new Request("http://x/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type")!,
  };
}

const pdf = (size: number) => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(size - 9)]);

interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon against every server at once; rates add up, the slowest percentiles count. */
async function load(
  servers: SiteServer[],
  { path: at, ...options }: Omit<autocannon.Options, "url"> & { path: string },
): Promise<Measured> {
  const results = await Promise.all(
    servers.map((s) => autocannon({ ...options, url: `${s.url}${at}` })),
  );
  return {
    perSecond: results.reduce((n, r) => n + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Setup {
  label: string;
  servers: number;
  postgres: boolean;
  redis: boolean;
}

async function withServers<T>(
  setup: Setup,
  run: (s: SiteServer[], url: string | null) => Promise<T>,
) {
  const name = `pc_bench_${randomBytes(4).toString("hex")}`;
  let databaseUrl: string | null = null;
  if (setup.postgres) {
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const dirs: string[] = [];
  const servers: SiteServer[] = [];
  try {
    for (let i = 0; i < setup.servers; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-bench-cluster-"));
      dirs.push(dataDir);
      servers.push(
        await startSiteServer({
          dataDir,
          env: {
            INBOX_RATE_LIMIT: "0",
            ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
            ...(setup.redis
              ? { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: `${name}:` }
              : {}),
          },
        }),
      );
    }
    return await run(servers, databaseUrl);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

async function measure(setup: Setup) {
  return withServers(setup, async (servers) => {
    const { body, contentType } = await encoded(application("bench", pdf(CV_BYTES)));
    const submissions = await load(servers, {
      path: `/api/forms/${MAILBOX}`,
      method: "POST",
      headers: { "content-type": contentType, accept: "application/json" },
      body,
      connections: setup.redis
        ? Math.max(1, Math.floor(UPLOAD_CONNECTIONS / setup.servers))
        : UPLOAD_CONNECTIONS,
      duration: SECONDS,
    });
    const pages = await load(servers, {
      path: "/vendors?category=Technology",
      connections: PAGE_CONNECTIONS,
      duration: SECONDS,
    });
    return { setup, submissions, pages };
  });
}

/** Two servers under submissions, one killed mid-run; returns what was checked. */
async function killOneMidRun() {
  const setup: Setup = { label: "kill", servers: 2, postgres: true, redis: true };
  return withServers(setup, async (servers, databaseUrl) => {
    const acknowledged = new Map<string, string>();
    let sent = 0;
    let refused = 0;
    let cutOff = 0;
    let stopAt = Date.now() + 4000;
    const killAt = Date.now() + 1500;
    let killed = false;
    const worker = async (n: number) => {
      while (Date.now() < stopAt) {
        if (!killed && Date.now() >= killAt) {
          killed = true;
          servers[0]!.child.kill("SIGKILL");
        }
        // Two clients per server; once one is gone, its clients go to the other (as a proxy would).
        const target = killed ? servers[1]! : servers[n % 2]!;
        const marker = `kill-${randomBytes(6).toString("hex")}`;
        const cv = pdf(CV_BYTES);
        sent++;
        try {
          const res = await fetch(`${target.url}/api/forms/${MAILBOX}`, {
            method: "POST",
            headers: { accept: "application/json" },
            body: application(marker, cv),
          });
          const json = (await res.json()) as { success: string };
          if (res.status === 200 && json.success === "true") acknowledged.set(marker, sha256(cv));
          else refused++;
        } catch {
          // The killed server: the connection was cut or refused (a proxy would try the other).
          cutOff++;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    await Promise.all(Array.from({ length: UPLOAD_CONNECTIONS }, (_, n) => worker(n)));
    stopAt = 0;
    const survivor = await fetch(`${servers[1]!.url}/vendors`);
    const db = await openDatabase({ dataDir: "", url: databaseUrl });
    const problems: string[] = [];
    try {
      const store = await InboxStore.open(db, await mkdtemp(path.join(os.tmpdir(), "pc-check-")));
      for (const [marker, hash] of acknowledged) {
        const ids = await store.findByField("jobTitle", marker);
        if (ids.length !== 1) {
          problems.push(`${marker}: stored ${ids.length} times`);
          continue;
        }
        const s = (await store.submission(ids[0]!))!;
        const a = s.attachments[0];
        if (!a || a.sha256 !== hash) problems.push(`${marker}: recorded hash differs`);
        else if (sha256(await buffer(await store.openAttachment(a))) !== hash) {
          problems.push(`${marker}: stored file differs`);
        }
      }
    } finally {
      await db.destroy();
    }
    return {
      sent,
      acknowledged: acknowledged.size,
      refused,
      cutOff,
      survivor: survivor.status,
      problems,
    };
  });
}

async function main() {
  await detectTestServices();
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
    console.error("bench:cluster needs PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL).");
    process.exit(2);
  }
  ensureBuild();
  const setups: Setup[] = [
    { label: "1 server, SQLite", servers: 1, postgres: false, redis: false },
    { label: "1 server, PostgreSQL", servers: 1, postgres: true, redis: false },
    { label: "2 servers, PostgreSQL + Redis", servers: 2, postgres: true, redis: true },
  ];
  const rows: string[][] = [];
  for (const setup of setups) {
    console.log(`Measuring: ${setup.label}...`);
    const r = await measure(setup);
    rows.push([
      setup.label,
      r.submissions.perSecond.toFixed(0),
      `${r.submissions.p50} / ${r.submissions.p99}`,
      String(r.submissions.errors),
      r.pages.perSecond.toFixed(0),
      `${r.pages.p50} / ${r.pages.p99}`,
    ]);
  }
  console.log(
    "\n" +
      markdownTable(
        [
          "Setup",
          `Applications/s (${CV_BYTES / 1000} KB CV)`,
          "p50 / p99 ms",
          "Errors",
          "Pages/s (/vendors)",
          "p50 / p99 ms",
        ],
        rows,
      ),
  );
  console.log(
    "\nTwo servers on PostgreSQL + Redis, one SIGKILLed 1.5 s into 4 s of submissions...",
  );
  const kill = await killOneMidRun();
  console.log(
    `sent ${kill.sent}, acknowledged ${kill.acknowledged}, refused ${kill.refused}, ` +
      `cut off by the kill ${kill.cutOff}; ` +
      `survivor answered ${kill.survivor}; ` +
      (kill.problems.length === 0
        ? "every acknowledged submission stored exactly once with identical SHA-256."
        : `PROBLEMS:\n${kill.problems.join("\n")}`),
  );
  if (kill.problems.length > 0 || kill.survivor !== 200) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
