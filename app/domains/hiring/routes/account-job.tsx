import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { JOB_STATUS_LABELS } from "../rules";
import { ApplicantsTable } from "../applicants-table";
import { JOB_FORM_LIMIT, JOB_LIMIT, loadManagedJob, managedJobAction } from "../hiring.server";
import { formatIsoDay } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-job";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// One posted job as its owner runs it (/account/jobs/:id): publish, close, reopen, edit, and
// the applications it received. Anyone but its owner gets 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadManagedJob(context, request, viewer, params.id),
);

export const action = routeAction(
  { who: "confirmed", body: JOB_FORM_LIMIT, limit: JOB_LIMIT },
  ({ context, params }: Route.ActionArgs, posted) => managedJobAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Job and applications",
      description: "A job you posted and the applications it received.",
      path: `/account/jobs/${params.id}`,
    },
    matches,
  );
}

export default function AccountJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, applicants, notice } = loaderData;
  const { id, title, company } = job.job;
  return (
    <>
      <PageHeader
        eyebrow={`My jobs · ${company}`}
        title={title}
        description={`${JOB_STATUS_LABELS[job.status]}. Applications close on ${formatIsoDay(job.input.closesOn)}.`}
      >
        <div className="mt-4 flex flex-wrap gap-3">
          {job.status === "published" ? (
            <Link to={`/jobs/${id}`} className={buttonVariants({ variant: "outline" })}>
              View on the Job Board
            </Link>
          ) : null}
          <Link to={`/account/jobs/${id}/edit`} className={buttonVariants({ variant: "outline" })}>
            Edit job
          </Link>
          <Form method="post">
            {job.status === "published" ? (
              <Button type="submit" name="intent" value="close" variant="outline">
                Close job
              </Button>
            ) : (
              <Button type="submit" name="intent" value="publish">
                {job.status === "closed" ? "Reopen job" : "Publish job"}
              </Button>
            )}
          </Form>
        </div>
      </PageHeader>
      <PageSection className="flex max-w-6xl flex-col gap-6">
        <FormMessages error={actionData?.error ?? null} success={notice} />
        <section aria-labelledby="applications">
          <h2 id="applications" className="mb-3 text-lg font-semibold text-slate-900">
            Applications ({applicants.length})
          </h2>
          <ApplicantsTable applicants={applicants} />
        </section>
      </PageSection>
    </>
  );
}
