import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { loadComparison } from "../comparison.server";
import { ComparisonView, SealedBids } from "../comparison-table";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-bids";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { redirect } from "react-router";
import { notFound } from "~/lib/access.server";
import { fieldText } from "~/lib/form-data";
import { BidderCertificates } from "../bidder-certificates";

// The buyer's comparison of the bids, where the award is chosen (issue 24): the buyer only, after
// the deadline. The choice is reviewed and confirmed on /projects/{id}/bids/award.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request, params }: Route.LoaderArgs, { viewer }) => {
    const page = await loadComparison(context, request, viewer, params.id);
    return {
      ...page,
      bidders: page.sealed
        ? []
        : await context.repo.tenders.bidderCertificates(params.id, viewer.id),
      verified: new URL(request.url).searchParams.get("verified") === "1",
    };
  },
);

/** The buyer marks a bidder's certificate verified for this tender; anyone else: 404. */
export const action = routeAction(
  { who: "member", body: 4096 },
  async ({ context, params }: Route.ActionArgs, { viewer, form }) => {
    const done = await context.repo.tenders.verifyForTender(
      params.id,
      viewer.id,
      fieldText(form, "certificate"),
    );
    if (!done.ok) notFound();
    return redirect(`/projects/${params.id}/bids?verified=1#certificates-heading`);
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Compare bids",
      description: "The bids on your tender, side by side.",
      path: `/projects/${params.id}/bids`,
    },
    matches,
  );
}

export default function TenderBids({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Compare bids" title={loaderData.title}>
        <div className="mt-4">
          <BackLink to={`/projects/${loaderData.id}`} label="Back to the tender" />
        </div>
      </PageHeader>
      <PageSection>
        {loaderData.sealed ? (
          <SealedBids page={loaderData} />
        ) : (
          <ComparisonView page={loaderData} />
        )}
        <BidderCertificates bidders={loaderData.bidders} done={loaderData.verified} />
      </PageSection>
    </>
  );
}
