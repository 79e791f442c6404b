import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { loadProjectPage } from "../tender-page.server";
import { tenderAction } from "../tender-actions.server";
import { SampleProjectPage, TenderPage } from "../tender-page";
import { formPageMeta, notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/project-detail";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { SMALL_FORM_LIMIT, TENDER_PAGE_LIMIT } from "../action-kit.server";

// A project's page (/projects/{id}): a published tender, or one of the sample projects.

export const loader = routeLoader(
  { who: "anyone" },
  ({ context, request, params }: Route.LoaderArgs) => {
    return loadProjectPage(context, request, params.id);
  },
);

export const action = routeAction(
  {
    who: "member",
    body: { max: SMALL_FORM_LIMIT, refusals: "handler" },
    limit: TENDER_PAGE_LIMIT,
  },
  ({ context, params }: Route.ActionArgs, posted) => tenderAction(context, posted, params.id),
);

// Its phase follows the clock, and members see their own bids: never kept in a shared cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  if (page.kind === "sample") {
    return pageMeta(
      {
        title: page.project.title,
        description: page.project.description,
        path: `/projects/${page.project.id}`,
      },
      matches,
    );
  }
  const input = {
    title: page.tender.title,
    description: page.tender.description.slice(0, 160),
    path: `/projects/${page.tender.id}`,
  };
  return page.tender.visibility === "public" && page.tender.publishedAt
    ? pageMeta(input, matches)
    : formPageMeta(input, matches);
}

export default function ProjectDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { page, notice } = loaderData;
  if (!page)
    return <NotFoundScreen title={NOT_FOUND_PAGE.title} message={NOT_FOUND_PAGE.message} />;
  if (page.kind === "sample") return <SampleProjectPage project={page.project} />;
  return <TenderPage data={page} notice={notice} result={actionData} />;
}
