import { ContentPage } from "~/components/shared/page-header";
import { JobBoard } from "~/features/jobs/job-board";
import { jobFilterCodec } from "~/domain/job-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/jobs";

const PAGE: PageIntro = {
  eyebrow: "Jobs",
  title: "Job Board",
  description: "Procurement, logistics and specialist jobs.",
  path: "/jobs",
};

export const meta = () => pageMeta(PAGE);

export async function loader({ request, context }: Route.LoaderArgs) {
  let suggestion: string | null = null;
  const list = await loadListPage(new URL(request.url), jobFilterCodec, async (filters, limit) => {
    const page = await context.repo.jobs.search(filters, limit);
    suggestion = page.suggestion ?? null;
    return page;
  });
  return { ...list, suggestion };
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <JobBoard data={loaderData} suggestion={loaderData.suggestion} />
    </ContentPage>
  );
}
