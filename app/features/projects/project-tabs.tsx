import { FolderOpenIcon } from "lucide-react";
import { StatusTabs } from "~/components/shared/status-tabs";
import { PROJECT_STATUSES, type ProjectStatus } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import type { TabParam } from "~/lib/tabs";
import { ProjectCard, type ProjectCardData } from "./project-card";

export const NO_PROJECTS = "No projects in this category.";

/** The status tabs: Active Tender (the default), In Progress, Collaboration. */
export const PROJECT_STATUS_TAB: TabParam<ProjectStatus> = {
  key: "status",
  options: PROJECT_STATUSES,
};

export function ProjectTabs({
  data: { filters, page, nextPageHref },
}: {
  data: ListPageData<ProjectStatus, ProjectCardData>;
}) {
  return (
    <StatusTabs
      label="Project status"
      tab={PROJECT_STATUS_TAB}
      current={filters}
      page={page}
      nextPageHref={nextPageHref}
      noun={["project", "projects"]}
      emptyIcon={FolderOpenIcon}
      emptyText={NO_PROJECTS}
      listClassName="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
