import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { awardAction, loadAwardReview } from "../award-review.server";
import { AwardConfirm } from "../award-confirm";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-award";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { SMALL_FORM_LIMIT } from "../action-kit.server";

// The award's review-and-confirm step (decision 340): the buyer only, once the bids are open and
// while they are evaluated; "Confirm award" records the intended award and tells every bidder.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadAwardReview(context, request, viewer, params.id),
);

export const action = routeAction(
  { who: "member", body: { max: SMALL_FORM_LIMIT, refusals: "handler" } },
  ({ context, params }: Route.ActionArgs, posted) => awardAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Confirm the award",
      description: "Review your choice before the bidders are told.",
      path: `/projects/${params.id}/bids/award`,
    },
    matches,
  );
}

export default function TenderAward({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Confirm the award" title={loaderData.title}>
        <div className="mt-4">
          <BackLink to={`/projects/${loaderData.id}/bids`} label="Back to the comparison" />
        </div>
      </PageHeader>
      <PageSection className="max-w-4xl">
        <AwardConfirm page={loaderData} error={actionData?.error ?? null} />
      </PageSection>
    </>
  );
}
