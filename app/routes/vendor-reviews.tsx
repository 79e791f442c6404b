import { PageHeader } from "~/components/shared/page-header";
import { reviewFilterCodec } from "~/domain/review-filters";
import { LatestReviews } from "~/features/reviews/latest-reviews";
import { loadListPage } from "~/lib/incremental";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vendor-reviews";

const TITLE = "Ratings & Reviews";
const DESCRIPTION = "Ratings and reviews of suppliers from the buyers who worked with them.";

export function meta() {
  return pageMeta({ title: TITLE, description: DESCRIPTION, path: "/vendors/reviews" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), reviewFilterCodec, (filters, limit) =>
    context.repo.reviews.latest(filters, limit),
  );
}

export default function VendorReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Vendors" title={TITLE} description={DESCRIPTION} />
      <LatestReviews data={loaderData} />
    </>
  );
}
