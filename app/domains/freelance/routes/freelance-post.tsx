import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { budgetLabel } from "../rules";
import {
  freelancePostAction,
  loadFreelancePost,
  PROPOSAL_FORM_LIMIT,
  PROPOSAL_LIMIT,
} from "../freelance.server";
import { FreelancePostPage } from "../freelance-post-page";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/freelance-post";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// One freelance post (/jobs/freelance/:id) and the proposal sent from it (issue 30).

const NOT_FOUND = {
  title: "Freelance post not found",
  message: "This post does not exist, or it is no longer on the network.",
} as const;

export const loader = routeLoader(
  { who: "anyone" },
  ({ context, request, params }: Route.LoaderArgs) => {
    return loadFreelancePost(context, request, params.id);
  },
);

export const action = routeAction(
  {
    who: "confirmed",
    body: { max: PROPOSAL_FORM_LIMIT, refusals: "handler" },
    limit: PROPOSAL_LIMIT,
  },
  ({ context, params }: Route.ActionArgs, posted) =>
    freelancePostAction(context, posted, params.id),
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const post = loaderData?.found?.post;
  if (!post) return notFoundMeta(NOT_FOUND.title, NOT_FOUND.message);
  return pageMeta(
    {
      title: `${post.title} (freelance)`,
      description: `${post.title} for ${post.company}: ${budgetLabel(post.budgetType, post.budget)}, ${post.duration.toLowerCase()}, ${post.isRemote ? "remote" : post.location}.`,
      path: `/jobs/freelance/${post.id}`,
    },
    matches,
  );
}

export default function FreelancePost({ loaderData, actionData }: Route.ComponentProps) {
  const { found, signIn, notice } = loaderData;
  if (!found) {
    return (
      <NotFoundScreen
        {...NOT_FOUND}
        back={{ to: "/jobs/freelance", label: "Back to Freelance Opportunities" }}
      />
    );
  }
  return (
    <FreelancePostPage
      found={found}
      signIn={signIn}
      notice={notice}
      result={actionData && "values" in actionData ? actionData : undefined}
    />
  );
}
