import { GlobeIcon, LayersIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import type { Project } from "~/data/types";
import type { ProjectStatus } from "~/data/vocabularies";
import { formatCompactUsd } from "~/lib/format";

const statusVariant: Record<ProjectStatus, "default" | "accent" | "warning"> = {
  "Active Tender": "accent",
  "In Progress": "default",
  Collaboration: "warning",
};

export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card className="h-full p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold text-slate-900">{project.title}</h3>
        <Badge variant={statusVariant[project.status]} className="shrink-0">
          {project.status}
        </Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <IconLabel icon={GlobeIcon}>{project.region}</IconLabel>
        <IconLabel icon={LayersIcon}>{project.sector}</IconLabel>
      </div>
      <p className="mt-3 text-sm text-slate-600">{project.description}</p>
      <p className="mt-auto pt-4 text-sm text-slate-600">
        Budget{" "}
        <span className="text-lg font-semibold text-slate-900">
          {formatCompactUsd(project.budget)}
        </span>
      </p>
    </Card>
  );
}
