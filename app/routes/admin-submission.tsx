import { BackLink } from "~/components/shared/back-link";
import { CONSOLE_FORM, consoleAction, doneMessage } from "~/features/admin/console-action.server";
import { ConsoleSection } from "~/features/admin/console-frame";
import { SubmissionView } from "~/features/admin/submission-view";
import { notFound } from "~/lib/access.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-submission";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Submission",
      description: "One submission of the site's forms.",
      path: `/admin/inbox/${params.id}`,
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, params, request }: Route.LoaderArgs) => {
    const submission = await context.inbox.submission(params.id);
    if (!submission) notFound();
    const { attachments, ...rest } = submission;
    return {
      // Stored file names stay on the server.
      submission: {
        ...rest,
        attachments: attachments.map(({ id, originalName, size, sha256 }) => ({
          id,
          originalName,
          size,
          sha256,
        })),
      },
      done: doneMessage(new URL(request.url)),
    };
  },
);

export const action = routeAction(
  { who: "operator", body: CONSOLE_FORM },
  ({ context, request }: Route.ActionArgs, posted) => consoleAction(context, posted, request),
);

export default function AdminSubmission({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleSection title="Submission" done={loaderData.done}>
      <BackLink to="/admin/inbox" label="Back to the inbox" className="mb-4" />
      <SubmissionView submission={loaderData.submission} />
    </ConsoleSection>
  );
}
