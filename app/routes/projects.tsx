import { ContentPage } from "~/components/shared/page-header";
import { PROJECT_STATUS_TAB, ProjectTabs } from "~/features/projects/project-tabs";
import { loadListPage } from "~/lib/incremental";
import { tabCodec } from "~/lib/tabs";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/projects";

const PAGE: PageIntro = {
  eyebrow: "Projects",
  title: "Current Projects",
  description: "Open tenders, projects in progress and collaborations.",
  path: "/projects",
};

export const meta = () => pageMeta(PAGE);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListPage(new URL(request.url), tabCodec(PROJECT_STATUS_TAB), (status, limit) =>
    context.repo.projects.search(status, limit),
  );
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <ProjectTabs data={loaderData} />
    </ContentPage>
  );
}
