import { GlobeIcon, LayersIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import type { Project } from "~/data/types";
import type { ProjectStatus } from "~/data/vocabularies";
import { formatShortDate } from "~/lib/dates";
import { formatCompactMoney, formatCompactUsd } from "~/lib/format";

const statusVariant: Record<ProjectStatus, "default" | "accent" | "warning"> = {
  "Active Tender": "accent",
  "In Progress": "default",
  Collaboration: "warning",
};

/**
 * What a card shows: a sample project, or a published tender (its budget may be hidden, and it
 * names when bids close).
 */
export interface ProjectCardData extends Omit<Project, "budget"> {
  budget: number | null;
  /** A tender's currency (ISO 4217); the samples' budgets are in US dollars. */
  currency?: string;
  /** When bids close (tenders), ISO 8601. */
  closesAt?: string | null;
  buyerName?: string;
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <Card className="relative h-full p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base leading-snug font-semibold text-slate-900">
          <Link
            to={`/projects/${project.id}`}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {project.title}
          </Link>
        </h3>
        <Badge variant={statusVariant[project.status]} className="shrink-0">
          {project.status}
        </Badge>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <IconLabel icon={GlobeIcon}>{project.region}</IconLabel>
        <IconLabel icon={LayersIcon}>{project.sector}</IconLabel>
      </div>
      {project.buyerName ? (
        <p className="mt-2 text-sm font-medium text-slate-700">{project.buyerName}</p>
      ) : null}
      <p className="mt-3 line-clamp-4 text-sm text-slate-600">{project.description}</p>
      <p className="mt-auto pt-4 text-sm text-slate-600">
        Budget{" "}
        <span className="text-lg font-semibold text-slate-900">
          {project.budget === null
            ? "Not disclosed"
            : project.currency && project.currency !== "USD"
              ? formatCompactMoney(project.budget, { currency: project.currency, locale: "en-US" })
              : formatCompactUsd(project.budget)}
        </span>
      </p>
      {project.closesAt ? (
        <p className="text-sm text-slate-600">
          Bids close {formatShortDate(project.closesAt)} (UTC)
        </p>
      ) : null}
    </Card>
  );
}
