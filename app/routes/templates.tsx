import { PageHeader } from "~/components/shared/page-header";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Templates & Guides",
    description: "Procurement templates and guides to download.",
    path: "/knowledge/templates",
  });
}

export default function TemplatesPage() {
  return (
    <PageHeader
      title="Templates & Guides"
      description="Procurement templates and guides to download."
    />
  );
}
