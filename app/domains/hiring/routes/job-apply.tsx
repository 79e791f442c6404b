import { data } from "react-router";
import { EMPTY_JOB_APPLICATION } from "~/features/forms/drafts";
import { FORM_PAGE_BODY, formRouteAction } from "~/features/forms/form-action.server";
import { sendFromBrowser } from "~/features/forms/form-client-action";
import { FormPage, formPageHeaders } from "~/features/forms/form-page";
import { newAttemptKey } from "~/domain/form-rules";
import { jobApplicationPath } from "~/features/forms/form-paths";
import {
  JOB_APPLICATION_TITLE,
  JobApplicationIntro,
} from "~/features/forms/job-application-dialog";
import { JobApplicationForm } from "~/features/forms/job-application-form";
import { JOB_NOT_FOUND, JobNotFound } from "../job-not-found";
import { AppliedNote } from "../applied-note";
import { BackLink } from "~/components/shared/back-link";
import { formPageMeta, notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/job-apply";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { previousCvOf } from "../hiring.server";

const FORM = "job-application";

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs, { viewer }) => {
    const job = await context.repo.jobs.byId(params.id);
    if (!job) {
      return data({ job: null, attempt: "", applied: null, previousCv: null }, { status: 404 });
    }
    // One application per member and job: a second visit shows the first (issue 44).
    const [application, previousCv] = await Promise.all([
      viewer ? context.repo.hiring.applicationTo(viewer.id, job.id) : undefined,
      previousCvOf(context, viewer),
    ]);
    return { job, attempt: newAttemptKey(), applied: application?.sentAt ?? null, previousCv };
  },
);

// Each page view is a new attempt: the page must not be shared from a cache.
export const headers = formPageHeaders;

export const action = routeAction(
  { who: "anyone", body: FORM_PAGE_BODY },
  async ({ context, params }: Route.ActionArgs, { form }) => {
    // A signed-in applicant applies as their account: its name and e-mail (decision 231).
    return formRouteAction(FORM, await context.repo.jobs.byId(params.id), form, context.forms, {
      sender: context.user,
    });
  },
);

export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendFromBrowser(FORM, request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job) return notFoundMeta(JOB_NOT_FOUND.title, JOB_NOT_FOUND.message);
  return formPageMeta(
    {
      title: `${JOB_APPLICATION_TITLE}: ${job.title}`,
      description: `Apply for ${job.title} at ${job.company}.`,
      path: jobApplicationPath(job.id),
    },
    matches,
  );
}

export default function JobApply({
  loaderData: { job, attempt, applied, previousCv },
  actionData,
}: Route.ComponentProps) {
  if (!job) return <JobNotFound />;
  // The page that has just sent it says so itself; a later visit shows the application.
  if (applied && !actionData) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
        <BackLink to={`/jobs/${job.id}`} label={`Back to ${job.title}`} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
          {JOB_APPLICATION_TITLE}
        </h1>
        <AppliedNote sentAt={applied} long />
      </div>
    );
  }
  return (
    <FormPage
      title={JOB_APPLICATION_TITLE}
      intro={<JobApplicationIntro job={job} />}
      back={{ to: `/jobs/${job.id}`, label: `Back to ${job.title}` }}
      action={jobApplicationPath(job.id)}
      empty={EMPTY_JOB_APPLICATION}
      served={actionData}
      attempt={attempt}
    >
      {(controller, cancel) => (
        <JobApplicationForm
          job={job}
          controller={controller}
          cancel={cancel}
          previousCv={previousCv}
        />
      )}
    </FormPage>
  );
}
