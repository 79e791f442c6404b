import { describe, expect, it } from "vitest";
import { dependencyOrder, staticImports, withStaticImports } from "./module-graph";

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

describe("dependencyOrder", () => {
  const files: Record<string, string> = {
    "/assets/entry.js": `import"./react.js";import"./app.js";`,
    "/assets/app.js": `import{a}from"./react.js";import{b}from"./util.js";import("./lazy.js")`,
    "/assets/react.js": ``,
    "/assets/util.js": `import"./react.js";`,
    "/assets/route.js": `import"./app.js";import"./icon.js";`,
    "/assets/icon.js": `import"./react.js";`,
    "/assets/cycle-a.js": `import"./cycle-b.js";`,
    "/assets/cycle-b.js": `import"./cycle-a.js";`,
  };
  const read = (u: string) => files[u] ?? "";

  it("puts every chunk after the chunks it imports, once each, leaving lazy chunks out", () => {
    expect(dependencyOrder(["/assets/route.js", "/assets/entry.js"], read)).toEqual([
      "/assets/react.js",
      "/assets/util.js",
      "/assets/app.js",
      "/assets/icon.js",
      "/assets/route.js",
      "/assets/entry.js",
    ]);
  });

  it("cuts a cycle instead of looping", () => {
    expect(dependencyOrder(["/assets/cycle-a.js"], read)).toEqual([
      "/assets/cycle-b.js",
      "/assets/cycle-a.js",
    ]);
  });
});
