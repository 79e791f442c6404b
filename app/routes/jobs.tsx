import { PageHeader } from "~/components/shared/page-header";
import { jobs } from "~/data/jobs";
import { JobBoard } from "~/features/jobs/job-board";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Job Board",
    description: "Procurement, logistics and specialist jobs.",
    path: "/jobs",
  });
}

export default function JobsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Jobs"
        title="Job Board"
        description="Procurement, logistics and specialist jobs."
      />
      <JobBoard jobs={jobs} />
    </>
  );
}
