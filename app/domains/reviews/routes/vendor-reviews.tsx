import { ContentPage } from "~/components/shared/page-header";
import { reviewFilterCodec } from "../review-filters";
import { LatestReviews } from "../latest-reviews";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/vendor-reviews";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Vendors",
  title: "Ratings & Reviews",
  description: "Ratings and reviews of suppliers from the buyers who worked with them.",
  path: "/vendors/reviews",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    return loadListPage(new URL(request.url), reviewFilterCodec, (filters, limit) =>
      context.repo.reviews.latest(filters, limit),
    );
  },
);

export default function VendorReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <LatestReviews data={loaderData} />
    </ContentPage>
  );
}
