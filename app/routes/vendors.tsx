import { PageHeader } from "~/components/shared/page-header";
import { VendorDirectory } from "~/features/vendors/vendor-directory";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/vendors";

export function meta() {
  return pageMeta({
    title: "Supplier Directory",
    description: "Find trusted suppliers by category, location and rating.",
    path: "/vendors",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { items } = await context.repo.vendors.search({}, 100_000);
  return { vendors: items };
}

export default function VendorsPage({ loaderData: { vendors } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Vendors"
        title="Supplier Directory"
        description="Find trusted suppliers by category, location and rating."
      />
      <VendorDirectory vendors={vendors} />
    </>
  );
}
