import { FormMessages } from "~/components/ui/field";
import { ForumModeration } from "~/domains/community";
import { forumModerationAction, loadForumModeration } from "~/domains/community/index.server";
import { MAX_REVIEW_FORM_BYTES, moderationAction } from "../review-action.server";
import { ModerationQueue } from "../moderation-queue";
import { ReviewBursts } from "../review-bursts";
import { groupBursts, newAccountsSince } from "../bursts";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-reviews";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The console's Reviews tab: bursts of reviews from new accounts to hide at once, reported
// reviews to hide or keep (dismissing the report), hidden ones to restore. Anyone who is not an operator gets the 404 of a page that does not exist.

export const loader = routeLoader({ who: "operator" }, async ({ context }: Route.LoaderArgs) => {
  const now = new Date();
  const [{ reported, hidden }, fresh, forum] = await Promise.all([
    context.repo.reviews.moderation(),
    context.repo.reviews.fromNewAccounts(newAccountsSince(now)),
    loadForumModeration(context),
  ]);
  const shown = (list: typeof reported) =>
    list.map(({ authorId: _, vendorId: __, lastReportedAt: ___, ...review }) => review);
  const bursts = groupBursts(fresh.reviews, fresh.totals, now);
  return { bursts, reported: shown(reported), hidden: shown(hidden), forum };
});

export const action = routeAction(
  { who: "operator", body: MAX_REVIEW_FORM_BYTES },
  ({ context }: Route.ActionArgs, posted) =>
    // Forum posts' forms name their thread (issue 29); the rest are reviews'.
    posted.form.has("postThreadId")
      ? forumModerationAction(context, posted)
      : moderationAction(context, posted),
);

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Reported reviews",
      description: "Reported and hidden reviews, for the network's operators.",
      path: "/admin/reviews",
    },
    matches,
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Hide a review that breaks the rules: it stops counting towards the supplier&apos;s rating. A
        burst of reviews from new accounts can be hidden in one go. Dismiss a report that is
        unfounded: the review stays published. Restore a hidden review to show it again. Forum
        threads and replies are moderated below in the same way; a thread can also be locked (no new
        replies) or pinned, and an author blocked from posting.
      </p>
      <ModerationQueue
        reported={loaderData.reported}
        hidden={loaderData.hidden}
        result={actionData && "intent" in actionData ? actionData : null}
      >
        <ReviewBursts bursts={loaderData.bursts} />
      </ModerationQueue>
      <div className="mt-12">
        {actionData && !("intent" in actionData) ? (
          <FormMessages
            error={actionData.ok ? null : actionData.message}
            success={actionData.ok ? actionData.message : null}
          />
        ) : null}
        <ForumModeration {...loaderData.forum} />
      </div>
    </>
  );
}
