import { loadTenderPage, tenderAction } from "~/features/tenders/tender-action.server";
import { TENDER_NOTICES, type TenderNotice } from "~/features/tenders/tender-notices";
import { SampleProjectPage, TenderPage } from "~/features/tenders/tender-page";
import { formPageMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/project-detail";

// A project's page (/projects/{id}): a published tender, or one of the sample projects.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadTenderPage(context, params.id);
  const done = new URL(request.url).searchParams.get("done");
  const published = new URL(request.url).searchParams.has("published");
  const notice: TenderNotice | null = published
    ? "published"
    : done && done in TENDER_NOTICES
      ? (done as TenderNotice)
      : page.kind === "tender" && page.tender.phase === "draft"
        ? "draft"
        : null;
  return { page, notice };
}

export function action({ context, request, params }: Route.ActionArgs) {
  return tenderAction(context, request, params.id);
}

// Its phase follows the clock, and members see their own bids: never kept in a shared cache.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  if (page.kind === "sample") {
    return pageMeta({
      title: page.project.title,
      description: page.project.description,
      path: `/projects/${page.project.id}`,
    });
  }
  const input = {
    title: page.tender.title,
    description: page.tender.description.slice(0, 160),
    path: `/projects/${page.tender.id}`,
  };
  return page.tender.visibility === "public" && page.tender.publishedAt
    ? pageMeta(input)
    : formPageMeta(input);
}

export default function ProjectDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { page, notice } = loaderData;
  if (page.kind === "sample") return <SampleProjectPage project={page.project} />;
  return <TenderPage data={page} notice={notice} result={actionData} />;
}
