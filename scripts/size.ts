// Route budgets: for every prerendered page, the gzip size of the JavaScript and CSS it loads
// before any interaction (entry scripts, modulepreloads and their static imports; not lazy
// chunks), checked against the budgets of the foundation issue. Run after `npm run build`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { NOT_FOUND_PATHS } from "../app/lib/not-found-paths";
import { withStaticImports } from "./module-graph";
import { assetsOfPage, type PageAssets } from "./size-lib";

const KB = 1024;
export const BUDGETS = { homeJs: 140 * KB, otherJs: 170 * KB, css: 30 * KB };

const clientDir = path.resolve(process.argv[2] ?? "build/client");

function pages(dir: string, base = ""): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...pages(full, `${base}/${name}`));
    else if (name === "index.html") out.push(base || "/");
  }
  return out;
}

const gzipCache = new Map<string, number>();
function gz(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url))).length;
    gzipCache.set(url, size);
  }
  return size;
}

const read = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
const rows: string[] = [];
for (const page of pages(clientDir).sort()) {
  if (NOT_FOUND_PATHS.includes(page)) continue;
  const html = read(page === "/" ? "index.html" : `${page}/index.html`);
  const assets: PageAssets = assetsOfPage(html);
  const js = withStaticImports(assets.js, read);
  const jsBytes = [...js].reduce((sum, u) => sum + gz(u), 0);
  const cssBytes = assets.css.reduce((sum, u) => sum + gz(u), 0);
  const jsBudget = page === "/" ? BUDGETS.homeJs : BUDGETS.otherJs;
  const over = jsBytes > jsBudget || cssBytes > BUDGETS.css;
  failed ||= over;
  rows.push(
    `${over ? "FAIL" : "ok  "}  ${page.padEnd(58)} JS ${fmt(jsBytes).padStart(9)} / ${fmt(jsBudget)}   CSS ${fmt(cssBytes).padStart(8)} / ${fmt(BUDGETS.css)}`,
  );
}
console.log(`Route budgets (gzip, loaded before any interaction) for ${clientDir}`);
console.log(rows.join("\n"));
if (failed) {
  console.error("\nA route is over its budget.");
  process.exit(1);
}
console.log(`\n${rows.length} routes within budget.`);
