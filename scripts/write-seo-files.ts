// Runs after `react-router build`: writes sitemap.xml and robots.txt into the build from the
// pages that were prerendered (the not-found documents left out), and puts each page's schema.org
// JSON-LD into its HTML (for crawlers; the app's JavaScript never needs it).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getJob } from "../app/data/jobs";
import { getVendorBySlug } from "../app/data/vendors";
import { NOT_FOUND_PATHS } from "../app/lib/not-found-paths";
import { jsonLdScript, structuredDataFor } from "../app/lib/structured-data";
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

const htmlOf = (page: string) =>
  readFileSync(path.join(clientDir, page === "/" ? "" : page, "index.html"), "utf8");

// Pages whose canonical URL is another page (/resources/news shows /knowledge/news's list) stay
// out of the sitemap.
const canonicalPath = (html: string) =>
  /<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1] || "/";
const paths = pages(clientDir).filter(
  (p) => !NOT_FOUND_PATHS.includes(p) && canonicalPath(htmlOf(p)) === p,
);
let withData = 0;
for (const page of paths) {
  const data = structuredDataFor(page, { vendor: getVendorBySlug, job: getJob });
  if (data.length === 0) continue;
  const file = path.join(clientDir, page === "/" ? "" : page, "index.html");
  const html = htmlOf(page);
  if (html.includes("application/ld+json")) continue;
  writeFileSync(file, html.replace("</head>", `${data.map(jsonLdScript).join("")}</head>`));
  withData++;
}

const today = new Date().toISOString().slice(0, 10);
writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, paths, today));
writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl));
console.log(
  `sitemap.xml (${paths.length} pages), robots.txt and JSON-LD on ${withData} pages written for ${siteUrl}`,
);
