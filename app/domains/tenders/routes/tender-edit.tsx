import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { editTenderAction, loadEditTender } from "../edit-tender.server";
import { TenderForm } from "../tender-form";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-edit";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { cpvSearchOf } from "../tender-form-cpv.server";
import { FORM_LIMIT, TENDER_FORM_LIMIT } from "../action-kit.server";

// A draft's edit (issue 41): its buyer only; everyone else gets 404, as for the draft.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request, params }: Route.LoaderArgs, { viewer }) => ({
    ...(await loadEditTender(context, viewer, params.id)),
    cpv: await cpvSearchOf(context, request),
  }),
);

export const action = routeAction(
  {
    who: "member",
    body: { max: FORM_LIMIT, refusals: "handler" },
    limit: TENDER_FORM_LIMIT,
  },
  ({ context, params }: Route.ActionArgs, posted) => editTenderAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: loaderData ? `Edit ${loaderData.title}` : "Edit a draft tender",
      description: "Change your draft tender before you publish it.",
      path: loaderData ? `/projects/${loaderData.id}/edit` : "/projects",
    },
    matches,
  );
}

export default function TenderEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Draft tender"
        title="Edit your draft"
        description="Change what you need, then save the draft or publish it. Only you can see it until it is published."
      />
      <PageSection className="max-w-4xl">
        <Card className="p-6">
          <TenderForm page={loaderData} result={actionData} />
        </Card>
      </PageSection>
    </>
  );
}
