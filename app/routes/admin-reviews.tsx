import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/shared/page-header";
import { moderationAction } from "~/features/reviews/review-action.server";
import { ModerationQueue } from "~/features/reviews/moderation-queue";
import { requireOperator } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-reviews";

// The operators' console page for reviews: reported ones to hide, hidden ones to restore.
// Anyone who is not an operator gets the 404 of a page that does not exist.

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

export function headers() {
  return { "Cache-Control": "private, no-store" };
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
      <PageHeader
        eyebrow="Operator console"
        title="Reported reviews"
        description="Hide a review that breaks the rules: it stops counting towards the supplier's rating. Restore it to show it again."
      >
        <Link
          to="/admin"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to the console
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <ModerationQueue
          reported={loaderData.reported}
          hidden={loaderData.hidden}
          result={actionData}
        />
      </div>
    </>
  );
}
