// sitemap.xml and robots.txt from the list of prerendered pages.

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastModified: string,
): string {
  const base = siteUrl.replace(/\/+$/, "");
  const urls = [...paths]
    .sort()
    .map(
      (p) =>
        `  <url>\n    <loc>${escapeXml(base + (p === "/" ? "/" : p))}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, "");
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`;
}
