import { PageHeader } from "~/components/shared/page-header";
import { JobBoard } from "~/features/jobs/job-board";
import { jobFilterCodec } from "~/domain/job-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/jobs";

export function meta() {
  return pageMeta({
    title: "Job Board",
    description: "Procurement, logistics and specialist jobs.",
    path: "/jobs",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), jobFilterCodec, (filters, limit) =>
    context.repo.jobs.search(filters, limit),
  );
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Jobs"
        title="Job Board"
        description="Procurement, logistics and specialist jobs."
      />
      <JobBoard data={loaderData} />
    </>
  );
}
