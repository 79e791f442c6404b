import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { buttonVariants } from "~/components/ui/button";
import { loadFreelanceListing } from "../freelance.server";
import { FreelanceListing, POST_WORK_PATH } from "../freelance-listing";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/freelance";
import { routeLoader } from "~/lib/route-policy.server";

// Freelance Opportunities (issue 30): contract work posted by the network's companies.

const PAGE: PageIntro = {
  eyebrow: "Jobs",
  title: "Freelance Opportunities",
  description:
    "Short-term and freelance procurement assignments: contract work with a fixed or hourly budget, posted by companies on the network.",
  path: "/jobs/freelance",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, ({ context, request }: Route.LoaderArgs) => {
  return loadFreelanceListing(context, request);
});

export default function FreelancePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={PAGE.eyebrow} title={PAGE.title} description={PAGE.description}>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Link to={POST_WORK_PATH} className={buttonVariants()}>
            Post freelance work
          </Link>
          <Link to="/jobs" className="text-sm font-semibold text-brand-700 hover:underline">
            Looking for a permanent role? See the Job Board
          </Link>
        </div>
      </PageHeader>
      <PageSection>
        <FreelanceListing data={loaderData} />
      </PageSection>
    </>
  );
}
