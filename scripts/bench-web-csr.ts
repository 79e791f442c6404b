// The client-rendered variant of the site for `npm run bench:web`: the same route modules, the
// same server and data, but the page's content is rendered in the browser.
//
// React Router renders a route's HydrateFallback on the server, and the route itself only in
// the browser, when the route has a `clientLoader` with `hydrate = true` (its documented "client
// data" technique). This writes an app directory whose root module re-exports our root and adds
// those two exports; every other route is our own module, unchanged. Built with APP_DIR pointing
// there (react-router.config.ts), the server sends each page as an empty shell with the loaders'
// data, and React renders the whole page once the scripts have run.
//
// The files are plain JavaScript so that the type check of the repository never sees them.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Turns an absolute path into an import specifier relative to `fromDir`. */
function relativeImport(fromDir: string, file: string): string {
  const rel = path.relative(fromDir, file).split(path.sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/** Our root module's exports, plus a client loader that hydrates and an empty fallback. */
export function rootModuleSource(rootImport: string, exportNames: readonly string[]): string {
  const kept = exportNames.filter(
    (name) => !["clientLoader", "HydrateFallback", "loader"].includes(name),
  );
  const hasLoader = exportNames.includes("loader");
  const reexports = [...kept, ...(hasLoader ? ["loader"] : [])].join(", ");
  return [
    `export { ${reexports} } from ${JSON.stringify(rootImport)};`,
    "",
    "// Render nothing on the server; render the page in the browser once the scripts run.",
    hasLoader
      ? "export async function clientLoader({ serverLoader }) {\n  return serverLoader();\n}"
      : "export async function clientLoader() {\n  return null;\n}",
    "clientLoader.hydrate = true;",
    "",
    "export function HydrateFallback() {\n  return null;\n}",
    "",
  ].join("\n");
}

/** The app directory's server entry: ours, re-exported. */
export function entryServerSource(entryImport: string): string {
  const from = JSON.stringify(entryImport);
  return `export * from ${from};\nexport { default } from ${from};\n`;
}

/**
 * Writes the client-rendered app directory into `outDir` and returns it. `rootExports` are the
 * names our root module exports (from the server build of variant (a)).
 */
export function writeClientRenderedApp(
  outDir: string,
  appDir: string,
  rootExports: readonly string[],
): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const from = (file: string) => relativeImport(outDir, path.join(appDir, file));
  writeFileSync(path.join(outDir, "root.jsx"), rootModuleSource(from("root.tsx"), rootExports));
  // Our route table, with each route file resolved from our app directory.
  writeFileSync(
    path.join(outDir, "routes.js"),
    [
      `import path from "node:path";`,
      `import routes from ${JSON.stringify(from("routes.ts"))};`,
      "",
      `const appDir = ${JSON.stringify(appDir)};`,
      `const here = ${JSON.stringify(outDir)};`,
      "const relocate = (route) => ({",
      "  ...route,",
      "  file: path.relative(here, path.resolve(appDir, route.file)),",
      "  ...(route.children ? { children: route.children.map(relocate) } : {}),",
      "});",
      "",
      "export default routes.map(relocate);",
      "",
    ].join("\n"),
  );
  writeFileSync(
    path.join(outDir, "entry.client.jsx"),
    `import ${JSON.stringify(from("entry.client.tsx"))};\n`,
  );
  // Our server entry too: it hands the render's nonce to React Router's inline scripts. With
  // React Router's default entry they carry none, the policy refuses them, and the page never
  // renders (Lighthouse: NO_FCP).
  writeFileSync(path.join(outDir, "entry.server.jsx"), entryServerSource(from("entry.server.tsx")));
  return outDir;
}
