import { Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { ProjectTabs } from "~/features/projects/project-tabs";
import { SaveTenderSearch } from "~/domains/matchmaking";
import { ProjectFiltersForm } from "../project-filters";
import { loadProjects } from "../project-listing.server";
import { projectCpvPrefix } from "../rules";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/projects";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Projects",
  title: "Current Projects",
  description: "Open tenders, projects in progress and collaborations.",
  path: "/projects",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, ({ request, context }: Route.LoaderArgs) => {
  return loadProjects(context, new URL(request.url));
});

// Tenders leave Active Tender at their deadline, with no write to tell a cache: not cached.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, nextPageHref, filtered, divisions } = loaderData;
  return (
    <ContentPage intro={PAGE}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          Buyers publish their needs here; approved companies bid, sealed until the deadline.
        </p>
        <Button asChild>
          <Link to="/projects/new">Publish a tender</Link>
        </Button>
      </div>
      <ProjectFiltersForm filters={filters} filtered={filtered} divisions={divisions} />
      <SaveTenderSearch
        fields={{ cpv: projectCpvPrefix(filters), region: filters.region, max: filters.budget }}
      />
      <ProjectTabs data={{ filters: filters.status, page, nextPageHref }} />
    </ContentPage>
  );
}
