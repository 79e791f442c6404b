import { PageHeader } from "~/components/shared/page-header";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Job Board",
    description: "Procurement, logistics and specialist jobs.",
    path: "/jobs",
  });
}

export default function JobsPage() {
  return <PageHeader title="Job Board" description="Procurement, logistics and specialist jobs." />;
}
