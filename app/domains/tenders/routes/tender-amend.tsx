import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { amendTenderAction, loadAmendTender } from "../amend-tender.server";
import { AmendForm } from "../amend-form";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-amend";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { cpvSearchOf } from "../tender-form-cpv.server";
import { FORM_LIMIT, TENDER_FORM_LIMIT } from "../action-kit.server";

// A published tender's amendment (issue 41, decision 330): its buyer only; everyone else gets
// 404, as for a draft.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request, params }: Route.LoaderArgs, { viewer }) => ({
    ...(await loadAmendTender(context, request, viewer, params.id)),
    cpv: await cpvSearchOf(context, request),
  }),
);

export const action = routeAction(
  { who: "member", body: { max: FORM_LIMIT, refusals: "handler" }, limit: TENDER_FORM_LIMIT },
  ({ context, params }: Route.ActionArgs, posted) => amendTenderAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: loaderData ? `Amend ${loaderData.title}` : "Amend a tender",
      description:
        "Change a published tender's title, budget, items, criteria, deadlines or documents.",
      path: loaderData ? `/projects/${loaderData.id}/amend` : "/projects",
    },
    matches,
  );
}

export default function TenderAmend({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Amend tender"
        title={loaderData.title}
        description="Change the title, description, budget, who may bid, line items, award criteria, deadlines or documents. The amendment is published on the tender with your explanation."
      >
        <div className="mt-4">
          <BackLink to={`/projects/${loaderData.id}`} label="Back to the tender" />
        </div>
      </PageHeader>
      <PageSection className="max-w-4xl">
        <Card className="p-6">
          <AmendForm page={loaderData} result={actionData} />
        </Card>
      </PageSection>
    </>
  );
}
