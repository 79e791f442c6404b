import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { loadNewTender, newTenderAction } from "../new-tender.server";
import { TenderForm } from "../tender-form";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-new";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { cpvSearchOf } from "../tender-form-cpv.server";
import { FORM_LIMIT, TENDER_FORM_LIMIT } from "../action-kit.server";

// Publishing a tender (issue 24): members only; a signed-out visitor signs in and comes back.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer }) => ({
    ...(await loadNewTender(context, request, viewer)),
    cpv: await cpvSearchOf(context, request),
  }),
);

export const action = routeAction(
  {
    who: "member",
    body: { max: FORM_LIMIT, refusals: "handler" },
    limit: TENDER_FORM_LIMIT,
  },
  ({ context }: Route.ActionArgs, posted) => newTenderAction(context, posted),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Publish a tender",
      description: "Ask approved suppliers for sealed bids on your line items.",
      path: "/projects/new",
    },
    matches,
  );
}

export default function TenderNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Projects"
        title="Publish a tender"
        description="Describe what you need, list the line items and set the deadlines. Approved companies ask questions and bid; every bid stays sealed until the deadline."
      />
      <PageSection className="max-w-4xl">
        <Card className="p-6">
          <TenderForm page={loaderData} result={actionData} />
        </Card>
      </PageSection>
    </>
  );
}
