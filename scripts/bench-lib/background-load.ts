// The background work at size (issue 46 item 4, decisions 516 and 517): a tender matched against
// N suppliers, the job alert digest over N members and the stored files' sweep, each run while an
// open-loop load of signed-in requests runs against our server on the same SQLite database; prints
// each job's duration, the load's p50/p99 while it ran, and the server's peak resident memory.
// Its own rows are written in bulk (INSERT ... SELECT over a recursive counter), so it takes any
// seeded database too. Run by `npm run bench:scale -- --background [--size N]`.
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createNotifications } from "../../app/domains/notifications/index.server";
import { tellThrough } from "../../app/lib/tell.server";
import { openDatabase, type Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { seedSampleData } from "../../server/db/seed";
import { sweepFiles } from "../../server/files/sweep";
import { quantile } from "../bench-server-lib";
import { arrivals, HEADERS, memberCookie } from "./server-requests";
import { ensureBuild, startSiteServer } from "./site-server";

/** Targets: each job within a minute, the load's p99 at most 250 ms, the server under 512 MB. */
export const BACKGROUND_TARGETS = { jobMs: 60_000, p99Ms: 250, rssMb: 512 };
const RATE = 50;
// A signed-in page whose own cost does not grow with the suppliers (the job board): /vendors at
// this size is slow by itself (its facets count every supplier), which is issue 46 item 3's
// subject, not the jobs'.
const PATH = "/jobs";
const ORPHANS = 2_000;

const counter = (n: number) =>
  sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n})`;

/** N approved suppliers owned by members, each with two CPV codes (one in five roadworks). */
export async function seedBackground(db: Db, size: number): Promise<void> {
  const at = new Date().toISOString();
  await sql`${counter(size)}
    insert into vendors (id, slug, name, category, location, location_search, logo_url, rating,
      certifications, services, short_blurb, tags, search_text, position, status, owner_id,
      created_at)
    select 'bg-v-' || i, 'bg-v-' || i, 'Bulk Supplier ' || i, 'Logistics', 'Berlin, Germany',
      'berlin, germany', '', 4, '[]', '[]', '', '[]', 'bulk supplier ' || i, 100000 + i,
      'approved', 'bg-m-' || i, ${at} from n`.execute(db);
  await sql`${counter(size)} insert into company_cpv (company_id, code)
    select 'bg-v-' || i, case when i % 5 = 0 then '45233140-2' else '71300000-1' end from n`.execute(
    db,
  );
  await sql`${counter(size)} insert into company_cpv (company_id, code)
    select 'bg-v-' || i, '30192000-1' from n`.execute(db);
  // A Logistics job published today, and members with job alerts (one in ten for Logistics).
  await db
    .updateTable("jobs")
    .set({ published_at: at, status: "published", category: "Logistics", owner_id: "bg-owner" })
    .where("id", "=", db.selectFrom("jobs").select("id").orderBy("position").limit(1))
    .execute();
  await sql`${counter(size)} insert into job_alerts (id, user_id, category, duration, budget, q,
      created_at)
    select 'bg-a-' || i, 'bg-m-' || i, case when i % 10 = 0 then 'Logistics' else 'Design' end,
      null, null, null, ${at} from n`.execute(db);
}

interface Window {
  name: string;
  ms: number;
  p50: number;
  p99: number;
  answered: number;
  sent: number;
}

/** The server's resident memory in MB, from /proc (Linux), or null elsewhere. */
function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function backgroundBench({
  size,
  build,
}: {
  size: number;
  build: boolean;
}): Promise<boolean> {
  ensureBuild({ force: build });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-background-"));
  try {
    const db = await openDatabase({ dataDir });
    let started = Date.now();
    await seedSampleData(db);
    await seedBackground(db, size);
    console.log(`Seeded ${size} suppliers and members in ${(Date.now() - started) / 1000} s`);
    // Stored files nothing names, old enough to go.
    const files = path.join(dataDir, "company-logos");
    await mkdir(files, { recursive: true });
    for (let i = 0; i < ORPHANS; i++) await writeFile(path.join(files, `orphan-${i}.webp`), "x");
    const server = await startSiteServer({ dataDir });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.child.pid) ?? 0);
    }, 250);
    const windows: Window[] = [];
    try {
      const cookie = await memberCookie(server.url);
      const repo = createRepository(db);
      const tell = tellThrough(
        createNotifications({ db, mailEnabled: false, mailFrom: "x@x" }),
        "",
      );
      const tender = await publishedTender(repo, db);
      const jobs: [string, () => Promise<unknown>][] = [
        // The load alone first: what the jobs' windows compare with.
        ["(no job)", async () => {}],
        ["tender_match", () => repo.matchmaking.matchTender(tender, tell)],
        ["job_alert_digests", () => repo.hiring.digestDue(async () => true, new Date())],
        [
          "file_sweep",
          () => sweepFiles(db, dataDir, { now: new Date(Date.now() + 2 * 3_600_000) }),
        ],
      ];
      for (const [name, run] of jobs) {
        started = Date.now();
        const load = arrivals(new URL(PATH, server.url), { ...HEADERS, cookie }, RATE, 10);
        // The job starts with the load, and the load runs 10 s at least.
        await run();
        const ms = Date.now() - started;
        const all = await load;
        const answered = all
          .filter((a) => a.status === 200)
          .map((a) => a.ms)
          .sort((a, b) => a - b);
        windows.push({
          name,
          ms,
          p50: quantile(answered, 0.5),
          p99: quantile(answered, 0.99),
          answered: answered.length,
          sent: all.length,
        });
      }
    } finally {
      clearInterval(sampler);
      await server.stop();
      await db.destroy();
    }
    return report(size, windows, peak);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function publishedTender(repo: ReturnType<typeof createRepository>, db: Db) {
  const hour = 3_600_000;
  const id = await repo.tenders.create(
    { id: "bg-buyer" },
    {
      title: "Resurfacing of the ring road",
      description: "Asphalt works.",
      kind: "tender",
      region: "Europe",
      sector: "Manufacturing",
      budget: null,
      budgetHidden: false,
      visibility: "public",
      buyerName: "Bulk Roads",
      timeZone: "UTC",
      questionDeadline: new Date(Date.now() + 24 * hour).toISOString(),
      bidDeadline: new Date(Date.now() + 48 * hour).toISOString(),
      items: [{ item: "Roadworks", quantity: 1, unit: "lot", specification: "" }],
      criteria: [{ name: "Price", weight: 100 }],
    },
    [],
    { publish: true },
  );
  await db
    .updateTable("tender_items")
    .set({ cpv_code: "45233140-2" })
    .where("tender_id", "=", id)
    .execute();
  // Published and matched by the bench, not by the server's own job meanwhile.
  return id;
}

function report(size: number, windows: Window[], peakMb: number): boolean {
  const { jobMs, p99Ms, rssMb: rssTarget } = BACKGROUND_TARGETS;
  console.log(
    `\nBackground jobs at ${size} suppliers/members, ${RATE} signed-in ${PATH} a second (SQLite, Node ${process.version}, ${os.cpus().length} cores)`,
  );
  console.log("job                 | duration s | load p50 ms | load p99 ms | answered 200");
  let ok = true;
  for (const w of windows) {
    console.log(
      `${w.name.padEnd(19)} | ${(w.ms / 1000).toFixed(1).padStart(10)} | ${w.p50.toFixed(0).padStart(11)} | ${w.p99.toFixed(0).padStart(11)} | ${w.answered} of ${w.sent}`,
    );
    ok = ok && w.ms <= jobMs && w.p99 <= p99Ms && w.answered === w.sent;
  }
  console.log(`Server resident memory, peak: ${peakMb.toFixed(0)} MB (target < ${rssTarget} MB)`);
  return ok && peakMb < rssTarget;
}
