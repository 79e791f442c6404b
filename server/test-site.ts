import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A minimal production build's static files on disk, for server tests. */
export function makeTestSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pc-site-"));
  const files: Record<string, string> = {
    "assets/entry-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

/**
 * A stand-in for the build's server bundle: enough for React Router's request handler to be
 * created, for tests of the server process that request only static files.
 */
export function makeTestServerBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pc-server-build-"));
  writeFileSync(
    path.join(dir, "index.js"),
    [
      "export const routes = {};",
      "export const entry = { module: {} };",
      'export const assets = { routes: {}, entry: { module: "", imports: [] }, url: "", version: "0" };',
      "export const future = {};",
      'export const publicPath = "/";',
      'export const assetsBuildDirectory = "";',
      'export const basename = "/";',
      "export const ssr = true;",
      "export const isSpaMode = false;",
      "export const prerender = [];",
    ].join("\n"),
  );
  return dir;
}
