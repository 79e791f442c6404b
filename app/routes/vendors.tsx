import { ContentPage } from "~/components/shared/page-header";
import { VendorDirectory } from "~/features/vendors/vendor-directory";
import { vendorFilterCodec } from "~/domain/vendor-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/vendors";

const PAGE: PageIntro = {
  eyebrow: "Vendors",
  title: "Supplier Directory",
  description: "Find trusted suppliers by category, location and rating.",
  path: "/vendors",
};

export const meta = () => pageMeta(PAGE);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), vendorFilterCodec, (filters, limit) =>
    context.repo.vendors.search(filters, limit),
  );
}

export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <VendorDirectory data={loaderData} />
    </ContentPage>
  );
}
