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
import { formPageMeta, notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/job-apply";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

const FORM = "job-application";

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const job = await context.repo.jobs.byId(params.id);
    return job
      ? { job, attempt: newAttemptKey() }
      : data({ job: null, attempt: "" }, { status: 404 });
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
  loaderData: { job, attempt },
  actionData,
}: Route.ComponentProps) {
  if (!job) return <JobNotFound />;
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
        <JobApplicationForm job={job} controller={controller} cancel={cancel} />
      )}
    </FormPage>
  );
}
