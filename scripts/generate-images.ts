// Writes the locally made sample images into public/images from the data modules.
// Run with `npx tsx scripts/generate-images.ts`; the output is deterministic.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { articles } from "../app/data/articles";
import { members } from "../app/data/members";
import { vendors } from "../app/data/vendors";
import { type ArticleMotif, articleArtSvg, avatarSvg, vendorLogoSvg } from "../app/lib/monogram";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");

const MOTIF_BY_ARTICLE_ID: Record<string, ArticleMotif> = {
  a1: "network",
  a2: "leaf",
  a3: "flow",
  a4: "chart",
  a5: "shield",
  a6: "documents",
};

const files = new Map<string, string>();
for (const vendor of vendors) files.set(vendor.logoUrl, vendorLogoSvg(vendor.name));
for (const member of members) files.set(member.avatarUrl, avatarSvg(member.name));
for (const article of articles) {
  files.set(article.imageUrl, articleArtSvg(article.slug, MOTIF_BY_ARTICLE_ID[article.id]));
}

// Remove SVGs left over from renamed or deleted records, so the folders mirror the data.
for (const folder of ["vendors", "members", "articles"]) {
  const dir = join(publicDir, "images", folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".svg") && !files.has(`/images/${folder}/${name}`)) {
      rmSync(join(dir, name));
    }
  }
}

for (const [url, svg] of files) {
  writeFileSync(join(publicDir, url), `${svg}\n`);
}

console.log(`Wrote ${files.size} SVG files to ${join(publicDir, "images")}`);
