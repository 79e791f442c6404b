import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { evaluationAction, loadEvaluation } from "../evaluation-page.server";
import { EvaluationView } from "../evaluation-form";
import { EVALUATION_NOTICES } from "../evaluation-view";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/tender-evaluate";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { SMALL_FORM_LIMIT } from "../action-kit.server";
import { useSearchParams } from "react-router";

// An evaluator's scoring of a tender's bids (issue 41, decision 320): the panel's members only,
// after the deadline; everyone else gets 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadEvaluation(context, request, viewer, params.id),
);

export const action = routeAction(
  { who: "member", body: { max: SMALL_FORM_LIMIT, refusals: "handler" } },
  ({ context, params }: Route.ActionArgs, posted) => evaluationAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Evaluate bids",
      description: "Score the bids on a tender as a member of its evaluation panel.",
      path: `/projects/${params.id}/evaluate`,
    },
    matches,
  );
}

export default function TenderEvaluate({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const done = params.get("done");
  const notice =
    done && Object.hasOwn(EVALUATION_NOTICES, done)
      ? EVALUATION_NOTICES[done as keyof typeof EVALUATION_NOTICES]
      : null;
  return (
    <>
      <PageHeader eyebrow="Evaluate bids" title={loaderData.title}>
        <div className="mt-4">
          <BackLink to={`/projects/${loaderData.id}`} label="Back to the tender" />
        </div>
      </PageHeader>
      <PageSection>
        <EvaluationView
          page={loaderData}
          notice={actionData ? null : notice}
          error={actionData?.error ?? null}
          values={actionData?.values}
        />
      </PageSection>
    </>
  );
}
