import { FolderOpenIcon } from "lucide-react";
import { StatusTabs } from "~/components/shared/status-tabs";
import type { Project } from "~/data/types";
import { PROJECT_STATUSES } from "~/data/vocabularies";
import { ProjectCard } from "./project-card";

export const NO_PROJECTS = "No projects in this category.";

export function ProjectTabs({ projects }: { projects: readonly Project[] }) {
  return (
    <StatusTabs
      label="Project status"
      statuses={PROJECT_STATUSES}
      items={projects}
      noun={["project", "projects"]}
      emptyIcon={FolderOpenIcon}
      emptyText={NO_PROJECTS}
      listClassName="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
