import { PageHeader } from "~/components/shared/page-header";
import { JobBoard } from "~/features/jobs/job-board";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/jobs";

export function meta() {
  return pageMeta({
    title: "Job Board",
    description: "Procurement, logistics and specialist jobs.",
    path: "/jobs",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await context.repo.jobs.all() };
}

export default function JobsPage({ loaderData: { jobs } }: Route.ComponentProps) {
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
