import { moderationAction } from "~/features/reviews/review-action.server";
import { ModerationQueue } from "~/features/reviews/moderation-queue";
import { requireOperator } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-reviews";

// The console's Reviews tab: reported reviews to hide or keep (dismissing the report), hidden
// ones to restore. Anyone who is not an operator gets the 404 of a page that does not exist.

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const { reported, hidden } = await context.repo.reviews.moderation();
  const shown = (list: typeof reported) =>
    list.map(({ authorId: _, vendorId: __, lastReportedAt: ___, ...review }) => review);
  return { reported: shown(reported), hidden: shown(hidden) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return moderationAction(context, request);
}

export function meta() {
  return formPageMeta({
    title: "Reported reviews",
    description: "Reported and hidden reviews, for the network's operators.",
    path: "/admin/reviews",
  });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Hide a review that breaks the rules: it stops counting towards the supplier&apos;s rating.
        Dismiss a report that is unfounded: the review stays published. Restore a hidden review to
        show it again.
      </p>
      <ModerationQueue
        reported={loaderData.reported}
        hidden={loaderData.hidden}
        result={actionData}
      />
    </>
  );
}
