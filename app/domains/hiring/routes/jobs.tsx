import { ContentPage } from "~/components/shared/page-header";
import { JobAlertPanel } from "../job-alert-panel";
import { JobBoard } from "../job-board";
import { signInPath } from "~/lib/access.server";
import { jobFilterCodec } from "../job-filters";
import { loadListPage } from "~/lib/incremental";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/jobs";
import { routeLoader } from "~/lib/route-policy.server";
import { previousCvOf } from "../hiring.server";

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
  async ({ request, context }: Route.LoaderArgs, { viewer }) => {
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
      previousCv: await previousCvOf(context, viewer),
      // The budget is in US dollars: the page says how many jobs in other currencies it hides.
      otherCurrencies: await context.repo.jobs.otherCurrencies(list.filters),
      signInHref: context.user ? null : signInPath(url.pathname + url.search),
    };
  },
);

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <JobBoard
        data={loaderData}
        suggestion={loaderData.suggestion}
        previousCv={loaderData.previousCv}
        otherCurrencies={loaderData.otherCurrencies}
      />
      <JobAlertPanel filters={loaderData.filters} signInHref={loaderData.signInHref} />
    </ContentPage>
  );
}
