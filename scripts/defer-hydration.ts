// Runs after `react-router build`: defers every prerendered page's JavaScript until after its
// first paint and starts it one chunk per task (see defer-hydration-lib.ts and decision 003).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deferHydration } from "./defer-hydration-lib";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
const read = (url: string) => readFileSync(path.join(clientDir, url), "utf8");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

let changed = 0;
for (const file of htmlFiles(clientDir)) {
  const html = readFileSync(file, "utf8");
  const deferred = deferHydration(html, read);
  if (deferred !== html) {
    writeFileSync(file, deferred);
    changed++;
  }
}
console.log(`Deferred the app's JavaScript until after first paint on ${changed} pages.`);
