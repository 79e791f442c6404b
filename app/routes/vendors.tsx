import { PageHeader } from "~/components/shared/page-header";
import { vendors } from "~/data/vendors";
import { VendorDirectory } from "~/features/vendors/vendor-directory";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Supplier Directory",
    description: "Find trusted suppliers by category, location and rating.",
    path: "/vendors",
  });
}

export default function VendorsPage() {
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
