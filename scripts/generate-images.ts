// Writes the locally made sample images into public/images from the data modules, and the JPEG
// pictures social networks show for a shared link (Open Graph reads no SVG): each article's
// picture and the site's card, rendered by Debian's Chromium. Run with `npm run images`; the
// SVG output is deterministic.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

import { articles } from "../app/data/articles";
import { members } from "../app/data/members";
import { vendors } from "../app/data/vendors";
import { SOCIAL_CARD_PATH, socialImage } from "../app/lib/seo";
import {
  type ArticleMotif,
  articleArtSvg,
  avatarSvg,
  socialCardSvg,
  vendorLogoSvg,
} from "../app/lib/monogram";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

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

// The JPEGs for Open Graph: each article's picture at its own size, and the site's card.
const socialPictures: [path: string, svg: string, width: number, height: number][] = [
  [SOCIAL_CARD_PATH, socialCardSvg(), 1200, 630],
  ...articles.map(
    (a) =>
      [socialImage(a.imageUrl), files.get(a.imageUrl)!, 1200, 675] as [
        string,
        string,
        number,
        number,
      ],
  ),
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const [path, svg, width, height] of socialPictures) {
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<body style="margin:0"><img alt="" width="${width}" height="${height}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body>`,
    );
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    await page.screenshot({
      path: join(publicDir, path),
      type: "jpeg",
      quality: 88,
      clip: { x: 0, y: 0, width, height },
    });
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${socialPictures.length} JPEG files for Open Graph`);
