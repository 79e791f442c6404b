// sitemap.xml and robots.txt (served by app/routes/sitemap.tsx and robots.tsx).

/**
 * The pages of the spec's route table. /resources/news shows /knowledge/news's list and names it
 * canonical; the menu page is for visitors without JavaScript.
 */
export const CONTENT_PAGE_PATHS: readonly string[] = [
  "/",
  "/network/members",
  "/network/groups",
  "/projects",
  "/vendors",
  "/vendors/register",
  "/vendors/reviews",
  "/jobs",
  "/jobs/freelance",
  "/knowledge/news",
  "/knowledge/templates",
  "/resources/tools",
  "/ideas/challenges",
  "/ideas/discussions",
  "/about",
  "/contact",
  "/legal/privacy",
  "/legal/terms",
  "/projects/case-studies",
  "/knowledge/training",
  "/resources/sources",
  "/resources/compliance",
  "/about/mission",
  "/about/team",
];

/** The pages to list: the static ones, and what the database holds that has a page of its own. */
export interface SitemapSources {
  staticPaths: readonly string[];
  vendorSlugs: readonly string[];
  jobIds: readonly string[];
  articleSlugs: readonly string[];
  /** The sample projects' and the public tenders' ids. */
  projectIds?: readonly string[];
  /** Other pages of records, as whole paths (case studies, guides, training events). */
  recordPaths?: readonly string[];
}

/** Every page the sitemap lists: the static ones and one per vendor, job ad and article. */
export function sitemapPaths(records: SitemapSources): string[] {
  const each = (prefix: string, keys: readonly string[]) =>
    keys.map((key) => `${prefix}/${encodeURIComponent(key)}`);
  return [
    ...records.staticPaths,
    ...each("/vendors", records.vendorSlugs),
    ...each("/jobs", records.jobIds),
    ...each("/knowledge/news", records.articleSlugs),
    ...each("/projects", records.projectIds ?? []),
    ...(records.recordPaths ?? []),
  ];
}

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
