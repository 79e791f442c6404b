import { describe, expect, it } from "vitest";
import { deferHydration, parseBootstrap } from "./defer-hydration-lib";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><body><div id="root"></div><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/react-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/about-3.js"/><script>window.x=1</script><script type="module" async="">${bootstrap}</script></body></html>`;

/** The chunks' static imports: React first, then the root, the route and the entry on top. */
const chunks: Record<string, string> = {
  "/assets/manifest-1.js": ``,
  "/assets/react-5.js": ``,
  "/assets/root-2.js": `import{a}from"./react-5.js";import("./lazy-6.js")`,
  "/assets/about-3.js": `import"./react-5.js";import"./root-2.js";`,
  "/assets/entry.client-4.js": `import"./react-5.js";`,
};
const read = (url: string) => chunks[url] ?? "";

interface Paint {
  /** Whether the first contentful paint has happened when the script runs. */
  painted?: boolean;
  /** Whether the browser reports paint timing at all. */
  paintTiming?: boolean;
}

/**
 * Runs a deferred page's start-up script with stubbed browser APIs; resolves at the entry.
 * Before the first contentful paint nothing starts; `paint()` reports it.
 */
function startUp(html: string, { painted = true, paintTiming = true }: Paint = {}) {
  const code = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const events: string[] = [];
  const window = {} as Record<string, unknown>;
  let fcp = painted;
  let observer: (() => void) | undefined;
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: {
      appendChild: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`),
    },
  };
  const performance = {
    getEntriesByName: (name: string) => (fcp && name === "first-contentful-paint" ? [{}] : []),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint"] : [];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      observer = () => this.callback(performance, this);
    }
    disconnect() {
      events.push("observer disconnected");
    }
  }
  const globalThis = { scheduler: { yield: async () => void events.push("pause") } };
  const done = new Promise<void>((resolve) => {
    const importer = async (url: string) => {
      events.push(`import ${url}`);
      if (url.includes("entry")) resolve();
      return { url };
    };
    new Function(
      "window",
      "document",
      "globalThis",
      "performance",
      "PerformanceObserver",
      "requestAnimationFrame",
      "setTimeout",
      "importer",
      code.replaceAll("import(", "importer("),
    )(
      window,
      document,
      globalThis,
      performance,
      PerformanceObserver,
      (f: () => void) => f(),
      (f: () => void) => f(),
      importer,
    );
  });
  const paint = () => {
    fcp = true;
    observer?.();
  };
  return { events, window, done, paint };
}

async function runStartUp(html: string) {
  const run = startUp(html);
  await run.done;
  return run;
}

describe("parseBootstrap", () => {
  it("reads the imports, the route-module assignment and the entry", () => {
    expect(parseBootstrap(bootstrap)).toEqual({
      sideEffects: ["/assets/manifest-1.js"],
      namespaces: [
        { name: "route0", url: "/assets/root-2.js" },
        { name: "route1", url: "/assets/about-3.js" },
      ],
      body: 'window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
      entry: "/assets/entry.client-4.js",
    });
  });

  it("refuses a script of another shape rather than breaking the page", () => {
    expect(() => parseBootstrap("console.log(1)")).toThrow(/unexpected shape/);
  });
});

describe("deferHydration", () => {
  it("drops the module preloads and the async bootstrap, keeps other scripts", () => {
    const out = deferHydration(page, read);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('async=""');
    expect(out).toContain("<script>window.x=1</script>");
  });

  it("starts nothing before the first contentful paint, then starts at once", async () => {
    const run = startUp(deferHydration(page, read), { painted: false });
    await Promise.resolve();
    expect(run.events).toEqual([]);
    run.paint();
    await run.done;
    expect(run.events).toContain("observer disconnected");
    expect(run.events.at(-1)).toBe("import /assets/entry.client-4.js");
  });

  it("starts after the first frame where the browser reports no paint timing", async () => {
    const run = startUp(deferHydration(page, read), { painted: false, paintTiming: false });
    await run.done;
    expect(run.events.at(-1)).toBe("import /assets/entry.client-4.js");
  });

  it("preloads every chunk, then evaluates one chunk per task, each after its imports, the entry last", async () => {
    const { events } = await runStartUp(deferHydration(page, read));
    const preloads = events.filter((e) => e.startsWith("modulepreload"));
    expect(preloads).toHaveLength(5);
    expect(events.indexOf(preloads.at(-1)!)).toBeLessThan(
      events.indexOf("import /assets/react-5.js"),
    );
    // One pause after each step: every chunk is evaluated in a task of its own.
    const steps = events.slice(events.indexOf("import /assets/manifest-1.js"));
    expect(steps.slice(0, 8)).toEqual([
      "import /assets/manifest-1.js",
      "pause",
      "import /assets/react-5.js",
      "pause",
      "import /assets/root-2.js",
      "pause",
      "import /assets/about-3.js",
      "pause",
    ]);
    expect(events.at(-1)).toBe("import /assets/entry.client-4.js");
    // Lazy chunks stay lazy.
    expect(events.join("\n")).not.toContain("lazy-6");
  });

  it("adds preload links a few per task", async () => {
    const many = Object.fromEntries(
      Array.from({ length: 14 }, (_, i) => [`/assets/icon-${i}.js`, ""]),
    );
    const links = Object.keys(many)
      .map((u) => `<link rel="modulepreload" href="${u}"/>`)
      .join("");
    const { events } = await runStartUp(
      deferHydration(page.replace("<script>", `${links}<script>`), (u) => many[u] ?? read(u)),
    );
    const beforeSteps = events.slice(0, events.indexOf("import /assets/manifest-1.js"));
    const runs = beforeSteps
      .join(",")
      .split("pause")
      .map((run) => run.split(",").filter(Boolean));
    expect(runs.flat()).toHaveLength(19);
    for (const run of runs) expect(run.length).toBeLessThanOrEqual(6);
  });

  it("assigns the route modules it imported before importing the entry", async () => {
    const { window } = await runStartUp(deferHydration(page, read));
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/about": { url: "/assets/about-3.js" },
    });
  });

  it("leaves a page without the bootstrap, or one already deferred, unchanged", () => {
    expect(deferHydration("<html></html>", read)).toBe("<html></html>");
    const once = deferHydration(page, read);
    expect(deferHydration(once, read)).toBe(once);
  });
});
