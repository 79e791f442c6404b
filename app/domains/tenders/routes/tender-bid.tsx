import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { BidForm } from "../bid-form";
import { bidAction, loadBidPage } from "../bid.server";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { FORM_LIMIT, BID_LIMIT } from "../action-kit.server";
import type { Route } from "./+types/tender-bid";

// A sealed bid on a tender (issue 24), by the owner of an approved company.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadBidPage(context, request, viewer, params.id),
);

export const action = routeAction(
  {
    who: "member",
    body: { max: FORM_LIMIT, refusals: "handler" },
    limit: BID_LIMIT,
  },
  ({ context, params }: Route.ActionArgs, posted) => bidAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Your bid",
      description: "A sealed bid on a tender.",
      path: `/projects/${params.id}/bid`,
    },
    matches,
  );
}

export default function TenderBid({ loaderData, actionData }: Route.ComponentProps) {
  if ("closed" in loaderData) {
    return (
      <>
        <PageHeader eyebrow="Your bid" title={loaderData.title} />
        <PageSection className="max-w-3xl">
          <Card className="p-6">
            <p className="text-slate-700">{loaderData.reason}</p>
            <Link
              to={`/projects/${loaderData.id}`}
              className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
            >
              Back to the tender
            </Link>
          </Card>
        </PageSection>
      </>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow="Your bid"
        title={loaderData.tender.title}
        description={
          <>
            For {loaderData.tender.buyerName}. Bids close{" "}
            <time dateTime={loaderData.tender.bidDeadline}>
              {loaderData.tender.bidDeadlineText}
            </time>
            .
          </>
        }
      />
      <PageSection className="max-w-4xl">
        <Card className="p-6">
          <BidForm page={loaderData} result={actionData} />
        </Card>
      </PageSection>
    </>
  );
}
