import { PageHeader } from "~/components/shared/page-header";
import { PROJECT_STATUS_TAB, ProjectTabs } from "~/features/projects/project-tabs";
import { loadListPage } from "~/lib/incremental";
import { tabCodec } from "~/lib/tabs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";

export function meta() {
  return pageMeta({
    title: "Current Projects",
    description: "Open tenders, projects in progress and collaborations.",
    path: "/projects",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), tabCodec(PROJECT_STATUS_TAB), (status, limit) =>
    context.repo.projects.search(status, limit),
  );
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Projects"
        title="Current Projects"
        description="Open tenders, projects in progress and collaborations."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ProjectTabs data={loaderData} />
      </div>
    </>
  );
}
