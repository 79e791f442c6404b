// `npm run bench:scale -- --size Nx`: every directory, search and account page on the bulk
// fixture (scripts/scale/bulk-rows.ts), each as its repository query (in this process, on the
// bench's connection) and as the whole signed-in request through our server (the production
// build): p50 and p95 of both, and the HTML's size, in one table against the targets (query p95 at
// most 50 ms on PostgreSQL and 100 ms on SQLite; no page over 150 KB).
import type { Db } from "../../server/db/database";
import { createRepository } from "../../server/db/repository";
import { InboxStore } from "../../server/inbox/store";
import { createRequests } from "../../app/domains/requests/index.server";
import { BIG_TENDER, BIG_TENDER_BIDS, BUSY_BUYER, BUSY_OWNER, RARE_WORD } from "../scale/bulk-rows";
import { percentile } from "./scale-queries";
import { startSiteServer } from "./site-server";
import { explainSlowest } from "./explain";
import { markdownTable } from "./table";

export const QUERY_P95_TARGET_MS = { sqlite: 100, postgres: 50 } as const;
export const HTML_TARGET_BYTES = 150 * 1024;
/** A page still loading after this long is recorded as failed (status 0). */
const PAGE_TIMEOUT_MS = 60_000;
/**
 * The time all pages of one backend are measured in: each page's query and request share what
 * is left of it (at most 5 s and 6 s each), so that a size whose pages take seconds still ends
 * within it, a page past it being timed once (the whole run, both backends written and measured,
 * stays within 30 minutes at 100x: issue 46).
 */
const MATRIX_BUDGET_MS = 6 * 60_000;
/** One page of cards, as the directories show them. */
const PAGE = 24;

interface Case {
  name: string;
  query: () => Promise<unknown>;
  path: string;
}

export interface Timing {
  /** The first run: a summary or cache counted for the first time in this data version. */
  first: number;
  p50: number;
  p95: number;
  runs: number;
}

/**
 * Times `fn` until `maxRuns` or `budgetMs`, after a first run reported on its own (what the first
 * request after a write or a start pays): a query of 2 ms is run 100 times, one of 2 s three
 * times; when the first run took longer than the whole budget, one more run is the only sample
 * (its p50 and p95 are then that run), so that a size whose pages take seconds still ends in
 * minutes.
 */
export async function timed(
  fn: () => Promise<unknown>,
  { maxRuns = 100, minRuns = 3, budgetMs = 5_000 } = {},
): Promise<Timing> {
  const run = async () => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  const first = await run();
  if (first > budgetMs) {
    const again = await run();
    return { first, p50: again, p95: again, runs: 1 };
  }
  const samples: number[] = [];
  const started = performance.now();
  while (
    samples.length < minRuns ||
    (samples.length < maxRuns && performance.now() - started < budgetMs)
  ) {
    samples.push(await run());
  }
  samples.sort((a, b) => a - b);
  return {
    first,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    runs: samples.length,
  };
}

/** The pages and their queries, for a buyer (of the big tender) and a busy supplier's owner. */
function cases(db: Db, dataDir: string, buyerId: string, ownerId: string, division: string) {
  const repo = createRepository(db);
  const now = new Date();
  let requests: ReturnType<typeof createRequests> | null = null;
  const inbox = async () => {
    requests ??= createRequests({ db, store: await InboxStore.open(db, dataDir) });
    return requests.inbox({ id: ownerId, isOperator: false }, { page: 1 });
  };
  const vendors = (path: string, filters: Parameters<typeof repo.vendors.search>[0]): Case => ({
    name: `/vendors${path}`,
    path: `/vendors${path}`,
    query: () => repo.vendors.search(filters, PAGE, { facets: true }),
  });
  const projects = (
    path: string,
    tab: "tender" | "collaboration" | "awarded",
    filters: Parameters<typeof repo.tenders.listed>[1],
  ): Case => ({
    name: `/projects${path}`,
    path: `/projects${path}`,
    query: () => repo.tenders.listed(tab, filters, PAGE, now),
  });
  return [
    vendors("", {}),
    vendors("?q=logistics", { q: "logistics" }),
    vendors(`?q=${RARE_WORD}`, { q: RARE_WORD }),
    vendors("?category=Technology", { category: "Technology" }),
    vendors("?location=usa", { location: "usa" }),
    vendors("?rating=4", { rating: 4 }),
    vendors(`?division=${division}`, { division }),
    vendors("?sort=rating", { sort: "rating" }),
    vendors("?sort=reviews", { sort: "reviews" }),
    vendors("?q=logistics&category=Logistics&location=usa&rating=3", {
      q: "logistics",
      category: "Logistics",
      location: "usa",
      rating: 3,
    }),
    projects("", "tender", { sort: "newest" }),
    projects("?status=in-progress", "awarded", { sort: "newest" }),
    projects("?status=collaboration", "collaboration", { sort: "newest" }),
    projects("?region=Europe&sector=Energy&sort=closing", "tender", {
      region: "Europe",
      sector: "Energy",
      sort: "closing",
    }),
    { name: "/jobs", path: "/jobs", query: () => repo.jobs.search({}, PAGE) },
    {
      name: "/jobs?q=engineer&duration=Contract",
      path: "/jobs?q=engineer&duration=Contract",
      query: () => repo.jobs.search({ q: "engineer", duration: "Contract" }, PAGE),
    },
    {
      name: "/network/members",
      path: "/network/members",
      query: () => repo.members.search({}, PAGE),
    },
    {
      name: "/network/members?q=kim&region=Europe",
      path: "/network/members?q=kim&region=Europe",
      query: () => repo.members.search({ q: "kim", region: "Europe" }, PAGE),
    },
    {
      name: "/search?q=logistics",
      path: "/search?q=logistics",
      query: () => repo.search.everything("logistics", 5),
    },
    {
      name: `/search?q=${RARE_WORD}`,
      path: `/search?q=${RARE_WORD}`,
      query: () => repo.search.everything(RARE_WORD, 5),
    },
    {
      name: "suggestions (/projects/:id/suggestions)",
      path: `/projects/${BIG_TENDER}/suggestions`,
      query: () => repo.matchmaking.suggestions(BIG_TENDER, buyerId),
    },
    { name: "busy supplier's inbox (/account/inbox)", path: "/account/inbox", query: inbox },
    {
      name: "buyer's tenders (/account/tenders)",
      path: "/account/tenders",
      query: () => repo.tenders.byBuyer(buyerId, now),
    },
    {
      name: `comparison, ${BIG_TENDER_BIDS} bids (/projects/:id/bids)`,
      path: `/projects/${BIG_TENDER}/bids`,
      // The page's reads (decision 543): every bid's standing, then its first 50 bids in full.
      query: async () => {
        const field = await repo.tenders.bidField(BIG_TENDER, buyerId, now, false);
        const first = [...(field?.standings ?? [])].sort((a, b) => a.total - b.total).slice(0, 50);
        return repo.tenders.sealedBidsByIds(
          BIG_TENDER,
          buyerId,
          first.map((b) => b.id),
          now,
        );
      },
    },
  ];
}

/** The plan of the slowest statement of each query over its target (`--explain`). */
async function explainMissed(
  db: Db,
  all: (db: Db) => Case[],
  names: readonly string[],
  backend: string,
): Promise<void> {
  for (const name of names) {
    const found = await explainSlowest(db, (d) =>
      all(d)
        .find((c) => c.name === name)!
        .query(),
    );
    if (!found) continue;
    console.log(
      `\n${name} on ${backend}: its slowest statement (${found.ms.toFixed(0)} ms)\n${found.sql}\n${found.plan}`,
    );
  }
}

/** A member joins through the accounts' API: their session cookie and id. */
async function join(db: Db, base: string, name: string) {
  const email = `scale.${name}.${Date.now()}@example.com`;
  const joined = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ name: `Scale ${name}`, email, password: "correct horse battery" }),
  });
  if (!joined.ok) throw new Error(`Joining answered ${joined.status}`);
  const cookie = joined.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const user = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return { cookie, id: user.id };
}

/**
 * Two members join; one becomes the busy buyer, the other the busy supplier's owner. On a kept
 * fixture (`--keep`) the tenders and supplier pass from the members an earlier run made.
 */
async function signIn(db: Db, base: string) {
  const buyer = await join(db, base, "buyer");
  const owner = await join(db, base, "owner");
  const earlier = (name: string) =>
    db.selectFrom("user").select("id").where("email", "like", `scale.${name}.%@example.com`);
  await db
    .updateTable("tenders")
    .set({ buyer_id: buyer.id })
    .where((eb) => eb.or([eb("buyer_id", "=", BUSY_BUYER), eb("buyer_id", "in", earlier("buyer"))]))
    .where("buyer_id", "<>", buyer.id)
    .execute();
  await db
    .updateTable("vendors")
    .set({ owner_id: owner.id })
    .where((eb) => eb.or([eb("owner_id", "=", BUSY_OWNER), eb("owner_id", "in", earlier("owner"))]))
    .where("owner_id", "<>", owner.id)
    .execute();
  return { buyer: buyer.cookie, owner: owner.cookie, buyerId: buyer.id, ownerId: owner.id };
}

/**
 * Measures every case on the seeded database `db` (its server started on `dataDir`, with
 * `env`); prints the table, and says whether every target held.
 */
export async function scaleMatrix(
  db: Db,
  backend: "sqlite" | "postgres",
  dataDir: string,
  env: Record<string, string> | undefined,
  label: string,
  explain = false,
  /** Only the pages whose path starts with one of these (all when empty). */
  pages: readonly string[] = [],
): Promise<boolean> {
  const server = await startSiteServer({ dataDir, readyPath: "/vendors", env });
  try {
    const who = await signIn(db, server.url);
    const division = await db
      .selectFrom("company_cpv")
      .select("code")
      .where("company_id", "=", "fv1")
      .executeTakeFirstOrThrow()
      .then((r) => r.code.slice(0, 2));
    const target = QUERY_P95_TARGET_MS[backend];
    const rows: string[][] = [];
    const slow: string[] = [];
    let ok = true;
    const all = cases(db, dataDir, who.buyerId, who.ownerId, division).filter(
      (c) => pages.length === 0 || pages.some((p) => c.path.startsWith(p)),
    );
    const deadline = performance.now() + MATRIX_BUDGET_MS;
    for (const [n, c] of all.entries()) {
      const share = Math.max(0, deadline - performance.now()) / (all.length - n) / 2;
      const query = await timed(c.query, { budgetMs: Math.min(5_000, share) });
      const cookie = c.path.startsWith("/account/inbox") ? who.owner : who.buyer;
      let bytes = 0;
      let status = 0;
      const page = await timed(
        async () => {
          // A kept-alive connection the server closed while the queries were timed fails once.
          const get = () =>
            fetch(`${server.url}${c.path}`, {
              headers: { cookie },
              signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
            });
          // A page still loading at the timeout (its body too) counts as failed.
          const read = async () => {
            const response = await get();
            return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
          };
          const got = await read()
            .catch(() => {
              server.assertRunning();
              return read();
            })
            .catch(() => ({ status: 0, bytes: 0 }));
          bytes = got.bytes;
          status = got.status;
        },
        { maxRuns: 30, budgetMs: Math.min(6_000, share) },
      );
      const missed = [
        ...(query.p95 > target ? [`query p95 > ${target} ms`] : []),
        ...(bytes > HTML_TARGET_BYTES ? ["HTML > 150 KB"] : []),
        ...(status !== 200 ? [`status ${status}`] : []),
      ];
      if (missed.length) ok = false;
      if (query.p95 > target) slow.push(c.name);
      rows.push([
        c.name,
        query.first.toFixed(1),
        query.p50.toFixed(1),
        query.p95.toFixed(1),
        page.p50.toFixed(1),
        page.p95.toFixed(1),
        (bytes / 1024).toFixed(0),
        `${query.runs}/${page.runs}`,
        missed.length ? `missed: ${missed.join(", ")}` : "holds",
      ]);
      console.log(
        `  ${c.name}: query first ${query.first.toFixed(1)} ms, p95 ${query.p95.toFixed(1)} ms, page p95 ${page.p95.toFixed(1)} ms`,
      );
    }
    console.log(
      `\n${label} on ${backend}: the repository query (${QUERY_P95_TARGET_MS[backend]} ms p95 target) and the whole signed-in request through our server (production build)\n`,
    );
    console.log(
      markdownTable(
        [
          "page",
          "query first ms",
          "query p50 ms",
          "query p95 ms",
          "page p50 ms",
          "page p95 ms",
          "HTML KB",
          "runs (query/page)",
          "targets",
        ],
        rows,
      ),
    );
    if (explain) {
      const each = (d: Db) => cases(d, dataDir, who.buyerId, who.ownerId, division);
      await explainMissed(db, each, slow, backend);
    }
    return ok;
  } finally {
    await server.stop();
  }
}
