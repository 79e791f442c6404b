// Runs after `react-router build`: writes sitemap.xml and robots.txt into the build from the
// pages that were prerendered (the not-found documents left out).
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { NOT_FOUND_PATHS } from "../app/lib/not-found-paths";
import { robotsTxt, sitemapXml } from "./seo-files-lib";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
const siteUrl = (process.env.VITE_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

function pages(dir: string, base = ""): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pages(full, `${base}/${name}`);
    return name === "index.html" ? [base || "/"] : [];
  });
}

const paths = pages(clientDir).filter((p) => !NOT_FOUND_PATHS.includes(p));
const today = new Date().toISOString().slice(0, 10);
writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, paths, today));
writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
console.log(`sitemap.xml (${paths.length} pages) and robots.txt written for ${siteUrl}`);
