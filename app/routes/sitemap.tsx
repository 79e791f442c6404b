import { CONTENT_PAGE_PATHS, sitemapPaths, sitemapXml } from "~/lib/seo-files";
import type { Route } from "./+types/sitemap";
import { routeLoader } from "~/lib/route-policy.server";

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  const { knowledge } = context.repo;
  const [
    vendorSlugs,
    jobIds,
    articleSlugs,
    samples,
    tenders,
    community,
    caseStudies,
    guides,
    events,
    freelance,
  ] = await Promise.all([
    context.repo.vendors.slugs(),
    context.repo.jobs.ids(),
    context.repo.articles.slugs(),
    context.repo.projects.all(),
    context.repo.tenders.publicIds(),
    context.repo.community.sitemapPaths(),
    knowledge.articles.publishedSlugs("case-study"),
    knowledge.articles.publishedSlugs("compliance"),
    knowledge.training.slugs(),
    context.repo.freelance.openIds(),
  ]);
  const paths = sitemapPaths({
    staticPaths: [...CONTENT_PAGE_PATHS, ...community],
    vendorSlugs,
    jobIds,
    articleSlugs,
    projectIds: [...samples.map((p) => p.id), ...tenders.map((t) => t.id)],
    recordPaths: [
      ...caseStudies.map((slug) => `/projects/case-studies/${slug}`),
      ...guides.map((slug) => `/resources/compliance/${slug}`),
      ...events.map((slug) => `/knowledge/training/${slug}`),
      ...freelance.map((id) => `/jobs/freelance/${encodeURIComponent(id)}`),
    ],
  });
  const today = new Date().toISOString().slice(0, 10);
  return new Response(sitemapXml(context.siteOrigin, paths, today), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
});
