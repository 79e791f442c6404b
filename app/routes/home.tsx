import { originOfMatches } from "~/lib/public-origin";
import { FeatureTiles } from "~/features/home/feature-tiles";
import { FeaturedSuppliers } from "~/features/home/featured-suppliers";
import { Hero } from "~/features/home/hero";
import { vendorSaves } from "~/domains/shortlists/index.server";
import { HowItWorks } from "~/features/home/how-it-works";
import { StatsBand } from "~/features/home/stats-band";
import { TrendingProjects } from "~/features/home/trending-projects";
import { trendingProjects as loadTrending } from "~/domains/tenders/index.server";
import { SITE_NAME } from "~/lib/site-config";
import { pageMeta } from "~/lib/seo";
import { siteOrganizationLd, websiteLd } from "~/lib/site-structured-data";
import type { Route } from "./+types/home";
import { routeLoader } from "~/lib/route-policy.server";

const FEATURED_VENDOR_COUNT = 6;
const TRENDING_PROJECT_COUNT = 3;

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: SITE_NAME,
        description:
          "ProcureConnect connects businesses with trusted suppliers, procurement projects, specialist talent and practical tools. Connecting businesses, simplifying procurement.",
        path: "/",
      },
      matches,
    ),
    ...[siteOrganizationLd(originOfMatches(matches)), websiteLd(originOfMatches(matches))].map(
      (ld) => ({ "script:ld+json": ld }),
    ),
  ];
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  const [featuredVendors, trendingProjects] = await Promise.all([
    context.repo.vendors.first(FEATURED_VENDOR_COUNT),
    loadTrending(context, TRENDING_PROJECT_COUNT),
  ]);
  const saves = await vendorSaves(
    context,
    featuredVendors.map((v) => v.id),
  );
  return { featuredVendors, trendingProjects, saves };
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredVendors, trendingProjects, saves } = loaderData;
  return (
    <>
      <Hero />
      <FeatureTiles />
      <HowItWorks />
      <FeaturedSuppliers vendors={featuredVendors} saves={saves} />
      <TrendingProjects projects={trendingProjects} />
      <StatsBand />
    </>
  );
}
