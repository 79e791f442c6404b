import { describe, expect, it } from "vitest";
import {
  findSampleTexts,
  keyOf,
  needleOf,
  routeModules,
  upFrontAssets,
  type Manifest,
} from "./size-lib";

const manifest: Manifest = {
  "app/entry.client.tsx": {
    file: "assets/entry.js",
    isEntry: true,
    imports: ["_react.js"],
  },
  "_react.js": { file: "assets/react.js" },
  "app/root.tsx?client-route": {
    file: "assets/root.js",
    src: "app/root.tsx?client-route",
    isEntry: true,
    imports: ["_react.js", "_shared.js"],
    dynamicImports: ["app/components/drawer.tsx"],
    css: ["assets/root.css"],
  },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js"], css: ["assets/shared.css"] },
  "app/components/drawer.tsx": { file: "assets/drawer.js", imports: ["_shared.js"] },
  "app/domains/tenders/routes/projects.tsx?client-route": {
    file: "assets/projects.js",
    isEntry: true,
    imports: ["_react.js"],
  },
  "app/domains/tenders/rules.ts": { file: "assets/rules.js", isEntry: true },
  "app/routes/home.tsx?client-route": {
    file: "assets/home.js",
    isEntry: true,
    imports: ["_shared.js"],
    dynamicImports: ["app/components/drawer.tsx"],
  },
  "app/routes/about.tsx": { file: "assets/about.js", isEntry: true },
};

describe("upFrontAssets", () => {
  it("takes the chunks, their static imports and their stylesheets, each once", () => {
    const keys = ["app/entry.client.tsx", "app/root.tsx?client-route"];
    expect(upFrontAssets(manifest, keys)).toEqual({
      js: ["assets/entry.js", "assets/react.js", "assets/root.js", "assets/shared.js"],
      css: ["assets/root.css", "assets/shared.css"],
    });
  });

  it("counts a stylesheet a route links by URL", () => {
    const linked: Manifest = {
      "app/root.tsx?client-route": {
        file: "assets/root.js",
        isEntry: true,
        assets: ["assets/app.css", "assets/logo.svg"],
      },
    };
    expect(upFrontAssets(linked, ["app/root.tsx?client-route"]).css).toEqual(["assets/app.css"]);
  });

  it("leaves dynamic imports out", () => {
    const { js } = upFrontAssets(manifest, ["app/routes/home.tsx?client-route"]);
    expect(js).not.toContain("assets/drawer.js");
  });

  it("fails loudly on a chunk the manifest does not have", () => {
    expect(() => upFrontAssets(manifest, ["nope"])).toThrow(/no chunk nope/);
  });
});

describe("routeModules and keyOf", () => {
  it("lists the route modules by source file and finds their keys", () => {
    // The site's own pages and each domain's routes; a domain's other modules are not routes.
    expect(routeModules(manifest)).toEqual([
      "app/domains/tenders/routes/projects.tsx",
      "app/routes/about.tsx",
      "app/routes/home.tsx",
    ]);
    expect(keyOf(manifest, "app/routes/home.tsx")).toBe("app/routes/home.tsx?client-route");
    expect(keyOf(manifest, "app/root.tsx")).toBe("app/root.tsx?client-route");
    expect(keyOf(manifest, "app/missing.tsx")).toBeUndefined();
  });
});

describe("the sample-data check", () => {
  it("looks for the longest plain stretch of a long text, or a short text whole", () => {
    expect(needleOf("Ada Lovelace")).toBe("Ada Lovelace");
    expect(needleOf('Buyers\u2019 guide: what "good" looks like in a public tender')).toBe(
      " looks like in a public tender",
    );
    expect(needleOf("Cloud, data and security services for growing firms")).toBe(
      "Cloud, data and security services for growing firms",
    );
  });

  it("names each file that holds a record's text, escaped quotes and all", () => {
    const files = [
      { name: "assets/a.js", content: 'const x="Cloud, data and security services";' },
      { name: "assets/b.js", content: "const y='We\\'re a team of buyers who care about value';" },
      { name: "assets/c.js", content: "const z=1;" },
    ];
    const texts = [
      "Cloud, data and security services",
      "We're a team of buyers who care about value",
      "",
    ];
    expect(findSampleTexts(files, texts)).toEqual([
      { file: "assets/a.js", text: "Cloud, data and security services" },
      { file: "assets/b.js", text: "We're a team of buyers who care about value" },
    ]);
  });
});
