// npm run bench:gate — whether expensive searches can hold every render slot
// (issue 39, finding 2; docs/decisions/304). On the scale fixture (10,000 vendors, 5,000
// projects, 2,000 jobs, 10,000 members: scripts/scale/fixture.ts), in a data folder of its own,
// our production server is sent eighteen /search?q=... at once, each with other words (no cache
// answers them), and 100 ms later a signed-in member asks for their account page. Prints how
// long that page took, next to the same page with nothing else running, and how the searches
// were answered. Options: --rounds N (3), --build (rebuild first).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/database";
import { ensureBuild, startSiteServer } from "./bench-lib/site-server";
import { seedScaleFixture } from "./scale/seed-fixture";

const { values: opts } = parseArgs({
  options: { rounds: { type: "string", default: "3" }, build: { type: "boolean" } },
});
const ROUNDS = Math.max(1, Number(opts.rounds));
const WORDS = [
  "consulting",
  "logistics",
  "software",
  "construction",
  "energy",
  "health",
  "supply",
  "engineering",
  "services",
  "marketing",
  "security",
  "transport",
  "finance",
  "design",
  "training",
  "cleaning",
  "catering",
  "maintenance",
  "legal",
  "research",
  "data",
  "water",
];

const ms = (start: number) => Math.round(performance.now() - start);

async function timed(url: string, init?: RequestInit) {
  const start = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: ms(start) };
}

async function main() {
  ensureBuild({ force: opts.build });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-gate-"));
  try {
    console.log(`Seeding the scale fixture into ${dataDir}...`);
    const db = await openDatabase({ dataDir });
    try {
      await seedScaleFixture(db);
    } finally {
      await db.destroy();
    }
    const server = await startSiteServer({ dataDir, readyPath: "/vendors" });
    try {
      const email = `bench.member.${Date.now()}@example.com`;
      const joined = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ name: "Bench Member", email, password: "correct horse battery" }),
      });
      const cookie = joined.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const page = () => timed(`${server.url}/account`, { headers: { cookie } });
      await page();
      const alone: number[] = [];
      for (let i = 0; i < 5; i++) alone.push((await page()).ms);
      const one = await timed(`${server.url}/search?q=${encodeURIComponent("consulting energy")}`);
      console.log(
        `Load average ${os.loadavg()[0]!.toFixed(2)}. Alone: account page ${alone.join(", ")} ms; one search ${one.ms} ms.`,
      );
      for (let round = 0; round < ROUNDS; round++) {
        const searches = Array.from({ length: 18 }, (_, i) => {
          const q = `${WORDS[(i + round * 5) % WORDS.length]} ${WORDS[(i * 7 + round + 3) % WORDS.length]} r${round}`;
          return timed(`${server.url}/search?q=${encodeURIComponent(q)}`);
        });
        await new Promise((r) => setTimeout(r, 100));
        const signedIn = await page();
        const answered = await Promise.all(searches);
        const statuses = new Map<number, number>();
        for (const a of answered) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        const slowest = Math.max(...answered.map((a) => a.ms));
        console.log(
          `Round ${round + 1}: signed-in account page ${signedIn.ms} ms (${signedIn.status}); searches ${[
            ...statuses,
          ]
            .map(([s, n]) => `${n}×${s}`)
            .join(", ")}, the last answered after ${slowest} ms.`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
