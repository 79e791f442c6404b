import { describe, expect, it } from "vitest";
import { assetsOfPage, staticImports, withStaticImports } from "./size-lib";

describe("assetsOfPage", () => {
  it("collects module preloads, scripts, stylesheets and inline static imports", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/app.css"/>
      <script type="module" src="/assets/b.js"></script><script type="module">import "/assets/c.js"; import * as r from "/assets/d.js";</script>
      <link rel="icon" href="/favicon.svg"/>`;
    expect(assetsOfPage(html)).toEqual({
      js: ["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/d.js"],
      css: ["/assets/app.css"],
    });
  });
});

describe("staticImports", () => {
  it("finds static imports and re-exports but not dynamic import()", () => {
    const code = `import{a as b}from"./x.js";import"./y.js";export*from"./z.js";const l=()=>import("./lazy.js");`;
    expect(staticImports(code)).toEqual(["./x.js", "./y.js", "./z.js"]);
  });
});

describe("withStaticImports", () => {
  it("follows static imports transitively and once each", () => {
    const files: Record<string, string> = {
      "/assets/a.js": `import"./b.js";import("./lazy.js")`,
      "/assets/b.js": `import"./a.js";import"./c.js"`,
      "/assets/c.js": ``,
    };
    const all = withStaticImports(["/assets/a.js"], (u) => files[u] ?? "");
    expect([...all].sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });
});

describe("assetsOfPage on a deferred page", () => {
  it("collects the URLs of the deferred bootstrap", () => {
    const html = `<script type="module">const start = () => Promise.all(["/assets/m.js","/assets/root.js"].map((u) => import(u))).then(() => import("/assets/entry.js"));</script>`;
    expect(assetsOfPage(html).js).toEqual(["/assets/m.js", "/assets/root.js", "/assets/entry.js"]);
  });
});
