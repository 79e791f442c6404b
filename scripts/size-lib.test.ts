import { describe, expect, it } from "vitest";
import { assetsOfPage } from "./size-lib";

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

describe("assetsOfPage on a deferred page", () => {
  it("collects the URLs of the deferred bootstrap", () => {
    const html = `<script type="module">const start = () => Promise.all(["/assets/m.js","/assets/root.js"].map((u) => import(u))).then(() => import("/assets/entry.js"));</script>`;
    expect(assetsOfPage(html).js).toEqual(["/assets/m.js", "/assets/root.js", "/assets/entry.js"]);
  });
});
