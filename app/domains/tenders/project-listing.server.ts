import type { AppLoadContext } from "react-router";
import type { Project } from "~/data/types";
import { PROJECT_STATUSES, type ProjectStatus } from "~/data/vocabularies";
import {
  hasProjectFilters,
  parseProjectFilters,
  serialiseProjectFilters,
  type ProjectFilters,
} from "./rules";
import type { ProjectCardData } from "~/features/projects/project-card";
import { isEstimate, loadListPage } from "~/lib/incremental";
import type { FilterCodec } from "~/lib/search-params";
import { readTab, tabCodec, type TabParam } from "~/lib/tabs";
import type { Tender } from "./data/model.server";

// /projects lists published tenders with the sample projects, in the spec's tabs: open tenders
// under Active Tender, open partner searches under Collaboration, awarded ones under In
// Progress; real tenders first. Filters (region, sector, budget, deadline, CPV division and group) and the order live in
// the URL; the tenders' filtering and order are the database's work.

export type ProjectsFilters = ProjectFilters & { status: ProjectStatus };

/** The status tabs' parameter, as the projects feature's tabs write it. */
const PROJECT_STATUS_TAB: TabParam<ProjectStatus> = { key: "status", options: PROJECT_STATUSES };
const statusCodec = tabCodec(PROJECT_STATUS_TAB);

export const projectsCodec: FilterCodec<ProjectsFilters> = {
  parse: (params) => ({
    ...parseProjectFilters(params),
    status: readTab(params, PROJECT_STATUS_TAB),
  }),
  serialise: (f) => {
    const params = statusCodec.serialise(f.status);
    for (const [k, v] of serialiseProjectFilters(f)) params.set(k, v);
    return params;
  },
  fields: (f) => ({
    ...statusCodec.fields(f.status),
    region: f.region ?? "",
    sector: f.sector ?? "",
    budget: f.budget === undefined ? "" : String(f.budget),
    deadline: f.deadline === undefined ? "" : String(f.deadline),
    division: f.division ?? "",
    group: f.group ?? "",
    sort: f.sort,
  }),
};

const TAB_OF: Record<ProjectStatus, "tender" | "collaboration" | "awarded"> = {
  "Active Tender": "tender",
  Collaboration: "collaboration",
  "In Progress": "awarded",
};

export function tenderCard(t: Tender, status: ProjectStatus): ProjectCardData {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    region: t.region,
    sector: t.sector,
    budget: t.budgetHidden ? null : t.budget,
    currency: t.currency,
    status,
    closesAt: status === "In Progress" ? null : t.bidDeadline,
    buyerName: t.buyerName,
  };
}

function sampleMatches(p: Project, f: ProjectFilters): boolean {
  if (f.region && p.region !== f.region) return false;
  if (f.sector && p.sector !== f.sector) return false;
  if (f.budget !== undefined && p.budget > f.budget) return false;
  // Samples have no deadline and no CPV codes: those filters keep only real tenders.
  return f.deadline === undefined && !f.division && !f.group;
}

export async function loadProjects(context: AppLoadContext, url: URL, now = new Date()) {
  const data = await loadListPage(url, projectsCodec, async (filters, limit) => {
    const [tenders, samples] = await Promise.all([
      context.repo.tenders.listed(TAB_OF[filters.status], filters, limit, now),
      context.repo.projects.byStatus(filters.status),
    ]);
    const kept = samples.filter((p) => sampleMatches(p, filters));
    const items: ProjectCardData[] = [
      ...tenders.items.map((t) => tenderCard(t, filters.status)),
      ...kept,
    ].slice(0, limit);
    // Past the cap the tenders' count means "more than the cap": the samples add nothing to it.
    const matches = isEstimate(tenders.matches, tenders.cap)
      ? tenders.matches
      : tenders.matches + kept.length;
    return { items, matches, total: matches, cap: tenders.cap };
  });
  return {
    ...data,
    filtered: hasProjectFilters(data.filters),
    divisions: await context.repo.classification.divisions(),
  };
}

/** The home page's Trending Projects: the newest open tenders, then the samples. */
export async function trendingProjects(
  context: AppLoadContext,
  count: number,
  now = new Date(),
): Promise<ProjectCardData[]> {
  const [tenders, samples] = await Promise.all([
    context.repo.tenders.listed("tender", { sort: "newest" }, count, now),
    context.repo.projects.first(count),
  ]);
  return [...tenders.items.map((t) => tenderCard(t, "Active Tender")), ...samples].slice(0, count);
}
