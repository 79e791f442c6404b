import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, VIEWERS, type Secret, type Viewer, type World } from "./leak-fixtures";
import { dataUrl, ROUTE_URLS, routePaths } from "./leak-routes";
import { BACKENDS, openMailingSite, type MailingSite } from "./site";

// No page gives away what its viewer may not see (docs/decisions/250): every route of
// app/routes.ts, opened by a visitor, a member, a bidder, the owner of the records and an
// operator, both as the page (HTML, which embeds the loaders' data) and as its data (React
// Router's single fetch, `/path.data` and `/_root.data`), is searched for every private value of
// the fixtures (leak-fixtures.ts). A value may reach only the viewers its entitlement names (or
// whoever holds the private link it belongs to); secrets (password hashes, sessions, two-step
// keys, others' tokens) reach nobody.

/** At most this many requests in flight: the render queue (RENDER_QUEUE) is not to be tested. */
const PARALLEL = 4;

interface Leak {
  secret: string;
  viewer: Viewer;
  url: string;
}

/** A response's text, with what the browser would also read: a ZIP's (an XLSX's) entries, its Location. */
async function textOf(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const location = res.headers.get("Location") ?? "";
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const entries = Object.values(unzipSync(bytes));
    return [location, ...entries.map((e) => new TextDecoder().decode(e))].join("\n");
  }
  return `${location}\n${new TextDecoder().decode(bytes)}`;
}

/** Runs `jobs` with at most `n` at once. */
async function inTurn<T>(jobs: (() => Promise<T>)[], n: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

function leaksIn(text: string, url: string, viewer: Viewer, secrets: Secret[]) {
  const leaks: Leak[] = [];
  const seen: string[] = [];
  for (const secret of secrets) {
    if (!secret.values.some((v) => text.includes(v))) continue;
    const bearer = secret.bearer?.some((token) => url.includes(token)) ?? false;
    if (secret.entitled.includes(viewer) || bearer) seen.push(secret.name);
    else leaks.push({ secret: secret.name, viewer, url });
  }
  return { leaks, seen };
}

describe("the leak test's route table", () => {
  it("knows every route of app/routes.ts, and no other", () => {
    const known = Object.keys(ROUTE_URLS).sort();
    expect(routePaths().sort()).toEqual(known);
  });
});

describe.each(BACKENDS)("what each viewer receives on %s", (backend) => {
  let site: MailingSite;
  let world: World;
  beforeAll(async () => {
    site = await openMailingSite(backend);
    world = await buildWorld(site);
  }, 120_000);
  afterAll(() => site?.close());

  it("every route, as a page and as its data, gives each private value only to those entitled", async () => {
    const urls = [
      ...new Set(Object.values(ROUTE_URLS).flatMap((f) => ("skip" in f ? [] : f(world.ids)))),
    ];
    const jobs = urls.flatMap((url) =>
      VIEWERS.flatMap((viewer) =>
        [url, dataUrl(url)].map((address) => async () => {
          const res = await world.viewers[viewer].fetch(address);
          return {
            viewer,
            address,
            status: res.status,
            ...leaksIn(await textOf(res), address, viewer, world.secrets),
          };
        }),
      ),
    );
    const results = await inTurn(jobs, PARALLEL);

    const failed = results
      .filter((r) => r.status >= 500)
      .map((r) => `${r.viewer} ${r.address} ${r.status}`);
    expect(failed).toEqual([]);
    const leaks = results
      .flatMap((r) => r.leaks)
      .map((l) => `${l.secret} reached the ${l.viewer} at ${l.url}`);
    expect(leaks).toEqual([]);
    // Each value is found where it belongs: the search above would find it elsewhere.
    const seen = new Set(results.flatMap((r) => r.seen));
    const shown = world.secrets.filter((s) => s.entitled.length > 0).map((s) => s.name);
    expect(shown.filter((name) => !seen.has(name))).toEqual([]);
  }, 240_000);
});
