import { PageHeader } from "~/components/shared/page-header";
import { ProjectTabs } from "~/features/projects/project-tabs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/projects";

export function meta() {
  return pageMeta({
    title: "Current Projects",
    description: "Open tenders, projects in progress and collaborations.",
    path: "/projects",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await context.repo.projects.all() };
}

export default function ProjectsPage({ loaderData: { projects } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Projects"
        title="Current Projects"
        description="Open tenders, projects in progress and collaborations."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ProjectTabs projects={projects} />
      </div>
    </>
  );
}
