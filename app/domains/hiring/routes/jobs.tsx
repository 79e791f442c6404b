import { ContentPage } from "~/components/shared/page-header";
import { JobAlertPanel } from "../job-alert-panel";
import { JobBoard } from "../job-board";
import { signInPath } from "~/lib/access.server";
import { jobFilterCodec } from "../job-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/jobs";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Jobs",
  title: "Job Board",
  description: "Procurement, logistics and specialist jobs.",
  path: "/jobs",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ request, context }: Route.LoaderArgs) => {
    const url = new URL(request.url);
    let suggestion: string | null = null;
    const list = await loadListPage(url, jobFilterCodec, async (filters, limit) => {
      const page = await context.repo.jobs.search(filters, limit);
      suggestion = page.suggestion ?? null;
      return page;
    });
    return {
      ...list,
      suggestion,
      signInHref: context.user ? null : signInPath(url.pathname + url.search),
    };
  },
);

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <JobBoard data={loaderData} suggestion={loaderData.suggestion} />
      <JobAlertPanel filters={loaderData.filters} signInHref={loaderData.signInHref} />
    </ContentPage>
  );
}
