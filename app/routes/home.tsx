import { projects } from "~/data/projects";
import { vendors } from "~/data/vendors";
import { FeatureTiles } from "~/features/home/feature-tiles";
import { FeaturedSuppliers } from "~/features/home/featured-suppliers";
import { Hero } from "~/features/home/hero";
import { HowItWorks } from "~/features/home/how-it-works";
import { StatsBand } from "~/features/home/stats-band";
import { TrendingProjects } from "~/features/home/trending-projects";
import { SITE_NAME } from "~/lib/site-config";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

const FEATURED_VENDOR_COUNT = 6;
const TRENDING_PROJECT_COUNT = 3;

export function meta() {
  return pageMeta({
    title: SITE_NAME,
    description:
      "ProcureConnect connects businesses with trusted suppliers, procurement projects, specialist talent and practical tools. Connecting businesses, simplifying procurement.",
    path: "/",
  });
}

// Runs at build time only: the page ships the few listings it shows, not the data modules.
export function loader() {
  return {
    featuredVendors: vendors.slice(0, FEATURED_VENDOR_COUNT),
    trendingProjects: projects.slice(0, TRENDING_PROJECT_COUNT),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredVendors, trendingProjects } = loaderData;
  return (
    <>
      <Hero />
      <FeatureTiles />
      <HowItWorks />
      <FeaturedSuppliers vendors={featuredVendors} />
      <TrendingProjects projects={trendingProjects} />
      <StatsBand />
    </>
  );
}
