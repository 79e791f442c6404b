import { describe, expect, it } from "vitest";
import { entryServerSource, rootModuleSource } from "./bench-web-csr";

describe("rootModuleSource", () => {
  it("re-exports our root and renders it only in the browser", () => {
    const source = rootModuleSource("../app/root.tsx", ["default", "Layout", "links"]);
    expect(source).toContain('export { default, Layout, links } from "../app/root.tsx";');
    expect(source).toContain("clientLoader.hydrate = true;");
    expect(source).toContain("export function HydrateFallback() {\n  return null;\n}");
    expect(source).not.toContain("serverLoader");
  });

  it("keeps the root's loader and hands its data on", () => {
    const source = rootModuleSource("../app/root.tsx", ["default", "loader", "HydrateFallback"]);
    expect(source).toContain('export { default, loader } from "../app/root.tsx";');
    expect(source).toContain("return serverLoader();");
    expect(source.match(/HydrateFallback/g)).toHaveLength(1);
  });
});

describe("entryServerSource", () => {
  it("re-exports our server entry, which gives React Router's scripts the render's nonce", () => {
    expect(entryServerSource("../app/entry.server.tsx")).toBe(
      'export * from "../app/entry.server.tsx";\nexport { default } from "../app/entry.server.tsx";\n',
    );
  });
});
