import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config";
import type { Db } from "./db/database";
import { openMemoryDatabase } from "./db/testing";
import { answersWithin, databaseAnswers, healthModule } from "./health";
import type { LoadContext } from "./load-context";
import { HOTTEST_PAGES, PageCache } from "./page-cache";

// Load and health (issue 26): a burst of misses for one page causes one render; past the render
// slots and their queue a page request is answered 503 with Retry-After at once, while cached
// pages keep being served; /healthz says the process lives, /readyz whether the database answers.

const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

function slowSite(concurrency: number, queue: number) {
  const waiting: (() => void)[] = [];
  let renders = 0;
  /** What the pages show of the data: changed by a test, with the cache cleared as writes do. */
  let data = "";
  const cache = new PageCache();
  const app = createApp({
    config: { ...loadConfig({}, "/"), renderConcurrency: concurrency, renderQueue: queue },
    site: null,
    pages: {
      cache,
      hasSession: () => false,
      context: async () => ({}) as LoadContext,
      render: async (request) => {
        renders++;
        const path = new URL(request.url).pathname;
        // The data is read first, as loaders do.
        const shown = data;
        // "/slow/..." pages wait until the test lets them finish.
        if (path.startsWith("/slow")) await new Promise<void>((r) => waiting.push(r));
        return new Response(html(path + shown), { headers: { "Content-Type": "text/html" } });
      },
    },
  });
  return {
    get: (path: string) => app.request(`http://localhost${path}`),
    finishAll: () => waiting.splice(0).forEach((finish) => finish()),
    waiting: () => waiting.length,
    renders: () => renders,
    /** A write: the data changes and the cache is cleared, as the repository's listener does. */
    change: (to: string) => {
      data = to;
      cache.clear();
    },
    cache,
  };
}

/** Waits until `done` holds, for at most a second. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe("a server past its render slots", () => {
  it("answers 503 with Retry-After at once, and serves cached pages meanwhile", async () => {
    const site = slowSite(2, 1);
    expect((await site.get("/cached")).status).toBe(200);

    const inFlight = [site.get("/slow/1"), site.get("/slow/2"), site.get("/slow/3")];
    await new Promise((r) => setTimeout(r, 10));
    expect(site.waiting()).toBe(2);

    const asked = Date.now();
    const refused = await site.get("/slow/4");
    expect(Date.now() - asked).toBeLessThan(50);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await refused.text()).toContain("Please try again in a few seconds.");

    // A page in the cache does not need a slot.
    expect((await site.get("/cached")).status).toBe(200);

    // The queued render runs once a slot frees; everyone in flight gets their page.
    site.finishAll();
    await new Promise((r) => setTimeout(r, 10));
    site.finishAll();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await site.get("/fresh")).status).toBe(200);
  });
});

describe("a burst of misses for one page", () => {
  it("causes one render: fifty visitors get the one page", async () => {
    const site = slowSite(16, 64);
    const burst = Array.from({ length: 50 }, () => site.get("/slow/vendors"));
    await new Promise((r) => setTimeout(r, 10));
    expect(site.waiting()).toBe(1);
    site.finishAll();
    const answers = await Promise.all(burst);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(await Promise.all(answers.map((a) => a.text())))).toEqual(
      new Set([html("/slow/vendors")]),
    );
    expect(site.renders()).toBe(1);
    // Another page is rendered for itself.
    const other = site.get("/slow/jobs");
    await new Promise((r) => setTimeout(r, 10));
    site.finishAll();
    expect((await other).status).toBe(200);
    expect(site.renders()).toBe(2);
  });
});

describe("a change to the data", () => {
  it("renders the most visited pages again at once, so that their next visitors do not wait", async () => {
    const site = slowSite(2, 16);
    const pages = Array.from({ length: HOTTEST_PAGES + 2 }, (_, i) => `/page/${i}`);
    // Page i is asked for (pages.length - i) times: /page/0 most, the last two least.
    for (const [i, path] of pages.entries()) {
      for (let n = 0; n < pages.length - i; n++) await site.get(path);
    }
    expect(site.renders()).toBe(pages.length);

    // What the repository's change listener does.
    site.cache.clear();
    await until(() => site.renders() === pages.length + HOTTEST_PAGES);
    await new Promise((r) => setTimeout(r, 20));
    expect(site.renders()).toBe(pages.length + HOTTEST_PAGES);

    // The hottest pages are in the cache again: their visitors are answered without a render.
    const hot = await site.get("/page/0");
    expect(await hot.text()).toBe(html("/page/0"));
    expect(site.renders()).toBe(pages.length + HOTTEST_PAGES);
    // A page visited once is rendered when next asked for.
    await site.get(pages.at(-1)!);
    expect(site.renders()).toBe(pages.length + HOTTEST_PAGES + 1);
  });

  it("answers the visitors after the first from the page as it was while it renders again", async () => {
    const site = slowSite(2, 64);
    const first = site.get("/slow/vendors");
    await until(() => site.waiting() === 1);
    site.finishAll();
    expect(await (await first).text()).toBe(html("/slow/vendors"));

    // A change: the page is rendered again in the background at once (it was visited).
    site.change(" (changed)");
    await until(() => site.waiting() === 1);
    expect(site.renders()).toBe(2);
    // The first visitor after the change waits for the new page...
    const firstAfter = site.get("/slow/vendors");
    await new Promise((r) => setTimeout(r, 10));
    // ...and fifty after them are answered at once with the page as it was, with no new render.
    const asked = Date.now();
    const burst = await Promise.all(Array.from({ length: 50 }, () => site.get("/slow/vendors")));
    expect(Date.now() - asked).toBeLessThan(500);
    expect(burst.every((a) => a.status === 200)).toBe(true);
    expect(new Set(await Promise.all(burst.map((a) => a.text())))).toEqual(
      new Set([html("/slow/vendors")]),
    );
    expect(site.renders()).toBe(2);

    // The one render ends: the first visitor has the new page, and so does everyone after.
    site.finishAll();
    expect(await (await firstAfter).text()).toBe(html("/slow/vendors (changed)"));
    expect(await (await site.get("/slow/vendors")).text()).toBe(html("/slow/vendors (changed)"));
    expect(site.renders()).toBe(2);
    expect(site.cache.getStale("/slow/vendors")).toBeUndefined();
  });

  it("has a visitor after a change render the page anew rather than wait for a render begun before it", async () => {
    const site = slowSite(2, 64);
    const before = site.get("/slow/jobs");
    await until(() => site.waiting() === 1);
    site.change(" (changed)");
    const after = site.get("/slow/jobs");
    await until(() => site.waiting() === 2);
    site.finishAll();
    expect(await (await before).text()).toBe(html("/slow/jobs"));
    expect(await (await after).text()).toBe(html("/slow/jobs (changed)"));
    // The page from before the change is not kept; the one from after it is.
    expect(await (await site.get("/slow/jobs")).text()).toBe(html("/slow/jobs (changed)"));
    expect(site.renders()).toBe(2);
  });

  it("keeps no page whose render began before the change", async () => {
    const site = slowSite(2, 16);
    const first = site.get("/slow/vendors");
    await until(() => site.waiting() === 1);
    site.cache.clear();
    site.finishAll();
    expect((await first).status).toBe(200);
    expect(site.cache.has("/slow/vendors")).toBe(false);

    // The next visitor has it rendered from the data as it is now, and kept.
    const second = site.get("/slow/vendors");
    await until(() => site.waiting() === 1);
    site.finishAll();
    expect((await second).status).toBe(200);
    expect(site.renders()).toBe(2);
    expect(site.cache.has("/slow/vendors")).toBe(true);
  });
});

describe("health endpoints", () => {
  let db: Db | null = null;
  afterEach(async () => {
    await db?.destroy().catch(() => undefined);
    db = null;
  });

  function withHealth(ready: () => Promise<boolean>) {
    const app = createApp({
      config: loadConfig({}, "/"),
      site: null,
      modules: [healthModule(ready)],
    });
    return (path: string) => app.request(`http://localhost${path}`);
  }

  it("/healthz answers while the process lives, /readyz while the database answers", async () => {
    db = await openMemoryDatabase();
    const open = db;
    const get = withHealth(() => databaseAnswers(open));
    const live = await get("/healthz");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect((await get("/readyz")).status).toBe(200);

    await open.destroy();
    const down = await get("/readyz");
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: "unavailable" });
    expect((await get("/healthz")).status).toBe(200);
  });

  it("/readyz fails when the database does not answer in time", async () => {
    const get = withHealth(() => answersWithin(() => new Promise(() => undefined), 20));
    expect((await get("/readyz")).status).toBe(503);
    expect(await answersWithin(async () => "ok", 20)).toBe(true);
    expect(await answersWithin(() => Promise.reject(new Error("gone")), 20)).toBe(false);
  });
});
