import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A minimal production build on disk, for server tests. */
export function makeTestSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pc-site-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="root">${title}</div><script>window.__ctx = ${JSON.stringify(title)};</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`;
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "vendors/index.html": page("Vendors"),
    "vendors/_not-found/index.html": page("Vendor Not Found"),
    "jobs/_not-found/index.html": page("Job not found"),
    "knowledge/news/_not-found/index.html": page("Article Not Found"),
    "404/index.html": page("Page Not Found"),
    "assets/entry-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}
