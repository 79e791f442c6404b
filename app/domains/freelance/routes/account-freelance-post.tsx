import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { budgetLabel, FREELANCE_POST_STATUS_LABELS } from "../rules";
import {
  loadManagedPost,
  MANAGED_POST_FORM_LIMIT,
  managedPostAction,
  POST_LIMIT,
} from "../freelance.server";
import { AcceptConfirmation, ProposalsTable } from "../proposals-table";
import { formatIsoDay } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-freelance-post";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// One freelance post as its owner runs it (/account/freelance/:id): publish, close, reopen,
// edit, and the proposals compared, one of which they accept. Anyone but its owner gets 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadManagedPost(context, request, viewer, params.id),
);

export const action = routeAction(
  { who: "confirmed", body: MANAGED_POST_FORM_LIMIT, limit: POST_LIMIT },
  ({ context, params }: Route.ActionArgs, posted) => managedPostAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Freelance post and proposals",
      description: "Freelance work you posted and the proposals it received.",
      path: `/account/freelance/${params.id}`,
    },
    matches,
  );
}

export default function AccountFreelancePost({ loaderData, actionData }: Route.ComponentProps) {
  const { managed, proposals, sort, confirming, notice, contract } = loaderData;
  const { post } = managed;
  const awarded = post.status === "awarded";
  return (
    <>
      <PageHeader
        eyebrow={`My freelance posts · ${post.company}`}
        title={post.title}
        description={`${FREELANCE_POST_STATUS_LABELS[post.status]}. ${budgetLabel(post.budgetType, post.budget)}, ${post.duration.toLowerCase()}. Proposals close on ${formatIsoDay(post.closesOn)}.`}
      >
        <div className="mt-4 flex flex-wrap gap-3">
          {post.status !== "draft" ? (
            <Link
              to={`/jobs/freelance/${post.id}`}
              className={buttonVariants({ variant: "outline" })}
            >
              View the post
            </Link>
          ) : null}
          {!awarded ? (
            <Link
              to={`/account/freelance/${post.id}/edit`}
              className={buttonVariants({ variant: "outline" })}
            >
              Edit post
            </Link>
          ) : null}
          {!awarded ? (
            <Form method="post">
              {post.status === "published" ? (
                <Button type="submit" name="intent" value="close" variant="outline">
                  Close post
                </Button>
              ) : (
                <Button type="submit" name="intent" value="publish">
                  {post.status === "closed" ? "Reopen post" : "Publish post"}
                </Button>
              )}
            </Form>
          ) : null}
        </div>
      </PageHeader>
      <PageSection className="flex max-w-7xl flex-col gap-6">
        <FormMessages error={actionData?.error ?? null} success={notice} />
        {confirming ? (
          <AcceptConfirmation
            proposal={confirming}
            budgetType={post.budgetType}
            others={proposals.filter((p) => p.id !== confirming.id).length}
            sort={sort}
          />
        ) : null}
        <section aria-labelledby="proposals" className="flex flex-col gap-3">
          <h2 id="proposals" className="text-lg font-semibold text-slate-900">
            Proposals ({proposals.length})
          </h2>
          {awarded ? (
            <p className="text-sm text-slate-700">
              You accepted a proposal: the post is awarded and every proposer was told.
            </p>
          ) : proposals.length > 0 ? (
            <p className="text-sm text-slate-700">
              Compare them, then accept one: the others are declined and everyone is told.
            </p>
          ) : null}
          <ProposalsTable
            postId={post.id}
            budgetType={post.budgetType}
            proposals={proposals}
            sort={sort}
            canAccept={!awarded && post.status !== "draft"}
            contract={contract}
          />
        </section>
      </PageSection>
    </>
  );
}
