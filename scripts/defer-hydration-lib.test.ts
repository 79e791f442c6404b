import { describe, expect, it } from "vitest";
import { deferHydration, parseBootstrap } from "./defer-hydration-lib";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><body><div id="root"></div><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><script>window.x=1</script><script type="module" async="">${bootstrap}</script></body></html>`;

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
  it("drops module preloads and starts the same imports after the first frame", () => {
    const out = deferHydration(page);
    expect(out).not.toContain("modulepreload");
    expect(out).toContain("<script>window.x=1</script>");
    expect(out).toContain(
      'Promise.all(["/assets/manifest-1.js","/assets/root-2.js","/assets/about-3.js"].map((u) => import(u))).then(([, route0, route1]) => {',
    );
    expect(out).toContain('return import("/assets/entry.client-4.js");');
    expect(out).toContain("requestAnimationFrame(() => setTimeout(start, 0));");
  });

  it("runs the assignment with the loaded modules", async () => {
    const code = /<script type="module">([\s\S]*?)<\/script>/.exec(deferHydration(page))![1]!;
    const loaded: string[] = [];
    const scope = {
      window: {} as Record<string, unknown>,
      requestAnimationFrame: (f: () => void) => f(),
      setTimeout: (f: () => void) => f(),
    };
    const run = new Function(
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "importer",
      code.replaceAll("import(", "importer("),
    );
    await new Promise<void>((resolve) => {
      run(scope.window, scope.requestAnimationFrame, scope.setTimeout, async (u: string) => {
        loaded.push(u);
        if (u.includes("entry")) resolve();
        return { url: u };
      });
    });
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/about-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/about": { url: "/assets/about-3.js" },
    });
  });

  it("leaves a page without the bootstrap, or one already deferred, unchanged", () => {
    expect(deferHydration("<html></html>")).toBe("<html></html>");
    const once = deferHydration(page);
    expect(deferHydration(once)).toBe(once);
  });
});
