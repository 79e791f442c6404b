import { PageHeader } from "~/components/shared/page-header";
import { VendorDirectory } from "~/features/vendors/vendor-directory";
import { vendorFilterCodec } from "~/domain/vendor-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vendors";

export function meta() {
  return pageMeta({
    title: "Supplier Directory",
    description: "Find trusted suppliers by category, location and rating.",
    path: "/vendors",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), vendorFilterCodec, (filters, limit) =>
    context.repo.vendors.search(filters, limit),
  );
}

export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Vendors"
        title="Supplier Directory"
        description="Find trusted suppliers by category, location and rating."
      />
      <VendorDirectory data={loaderData} />
    </>
  );
}
