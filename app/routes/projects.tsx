import { PageHeader } from "~/components/shared/page-header";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Current Projects",
    description: "Open tenders, projects in progress and collaborations.",
    path: "/projects",
  });
}

export default function ProjectsPage() {
  return (
    <PageHeader
      title="Current Projects"
      description="Open tenders, projects in progress and collaborations."
    />
  );
}
