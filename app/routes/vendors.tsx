import { PageHeader } from "~/components/shared/page-header";
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
    <PageHeader
      title="Supplier Directory"
      description="Find trusted suppliers by category, location and rating."
    />
  );
}
