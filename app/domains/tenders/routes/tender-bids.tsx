import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { loadComparison } from "../comparison.server";
import { ComparisonView, SealedBids } from "../comparison-table";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-bids";
import { routeLoader } from "~/lib/route-policy.server";

// The buyer's comparison of the bids, where the award is chosen (issue 24): the buyer only, after
// the deadline. The choice is reviewed and confirmed on /projects/{id}/bids/award.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadComparison(context, request, viewer, params.id),
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
      </PageSection>
    </>
  );
}
