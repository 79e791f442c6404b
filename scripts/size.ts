// Route budgets and the sample-data check, run after `npm run build`.
//
// Budgets: for every route module, the gzip size of the JavaScript and CSS a page of it loads
// before any interaction (the client entry, the root route and the route module, with their
// static imports; lazy chunks excluded), read from Vite's manifest.
//
// Sample data: the client build must not carry the database's records (pages get them from the
// loaders); the script fails when a record's text turns up in a built file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { articles } from "../app/data/articles";
import { challenges } from "../app/data/challenges";
import { jobs } from "../app/data/jobs";
import { members } from "../app/data/members";
import { projects } from "../app/data/projects";
import { templates } from "../app/data/templates";
import { vendors } from "../app/data/vendors";
import { findSampleTexts, keyOf, routeModules, upFrontAssets, type Manifest } from "./size-lib";

const KB = 1024;
export const BUDGETS = { homeJs: 140 * KB, otherJs: 170 * KB, css: 30 * KB };
const ENTRY = "app/entry.client.tsx";
const ROOT = "app/root.tsx";
const HOME = "app/routes/home.tsx";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"),
) as Manifest;

const gzipCache = new Map<string, number>();
function gz(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}
const total = (files: string[]) => files.reduce((sum, f) => sum + gz(f), 0);
const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function requireKey(source: string): string {
  const key = keyOf(manifest, source);
  if (!key) throw new Error(`${source} is not an entry of ${clientDir}/.vite/manifest.json`);
  return key;
}

let failed = false;
const rows: string[] = [];
for (const route of routeModules(manifest)) {
  const assets = upFrontAssets(manifest, [requireKey(ENTRY), requireKey(ROOT), requireKey(route)]);
  const jsBytes = total(assets.js);
  const cssBytes = total(assets.css);
  const jsBudget = route === HOME ? BUDGETS.homeJs : BUDGETS.otherJs;
  const over = jsBytes > jsBudget || cssBytes > BUDGETS.css;
  failed ||= over;
  rows.push(
    `${over ? "FAIL" : "ok  "}  ${route.padEnd(58)} JS ${fmt(jsBytes).padStart(9)} / ${fmt(jsBudget)}   CSS ${fmt(cssBytes).padStart(8)} / ${fmt(BUDGETS.css)}`,
  );
}
console.log(`Route budgets (gzip, loaded before any interaction) for ${clientDir}`);
console.log(rows.join("\n"));

// The records' own files (member avatars, template downloads) are content, not code.
const CODE = /\.(js|mjs|css|html|json|map|txt|xml)$/;
function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return codeFiles(full);
    return CODE.test(name) ? [full] : [];
  });
}
const sampleTexts = [
  ...vendors.map((v) => v.shortBlurb),
  ...jobs.flatMap((j) => [j.title, j.description ?? ""]),
  ...projects.map((p) => p.description),
  ...members.map((m) => m.name),
  ...articles.map((a) => a.excerpt),
  ...templates.map((t) => t.description),
  ...challenges.map((c) => c.description),
];
const files = codeFiles(clientDir).map((file) => ({
  name: path.relative(clientDir, file),
  content: readFileSync(file, "utf8"),
}));
const hits = findSampleTexts(files, sampleTexts);
console.log(
  `\nSample data: ${sampleTexts.length} record texts looked for in ${files.length} built files.`,
);
for (const hit of hits) console.error(`  ${hit.file} holds "${hit.text.slice(0, 60)}"`);

if (failed) console.error("\nA route is over its budget.");
if (hits.length > 0) console.error("\nThe client build carries sample data: load it in a loader.");
if (failed || hits.length > 0) process.exit(1);
console.log(`\n${rows.length} routes within budget; no sample data in the client build.`);
