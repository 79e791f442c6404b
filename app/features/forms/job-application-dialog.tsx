import type { ReactElement } from "react";
import type { Job } from "~/data/types";
import { EMPTY_JOB_APPLICATION, type PreviousCv } from "./drafts";
import { FormDialog, preloadable } from "./form-dialog";
import { jobApplicationPath } from "./form-paths";

const form = preloadable(() => import("./job-application-form"));

export const JOB_APPLICATION_TITLE = "Submit Application";

export function JobApplicationIntro({ job }: { job: Pick<Job, "title" | "company"> }) {
  return (
    <>
      Apply for <span className="font-medium text-slate-900">{job.title}</span> at {job.company}.
      Fields marked * are required.
    </>
  );
}

/** The "Submit Application" dialog; `children` is the link to the form's page that opens it. */
export function JobApplicationDialog({
  job,
  previousCv = null,
  children,
}: {
  job: Job;
  /** The CV of the member's last application, offered again. */
  previousCv?: PreviousCv | null;
  children: ReactElement;
}) {
  return (
    <FormDialog
      trigger={children}
      action={jobApplicationPath(job.id)}
      title={JOB_APPLICATION_TITLE}
      description={<JobApplicationIntro job={job} />}
      chunk={form}
      empty={EMPTY_JOB_APPLICATION}
    >
      {({ JobApplicationForm, DialogCancel }, controller) => (
        <JobApplicationForm
          job={job}
          controller={controller}
          cancel={<DialogCancel />}
          previousCv={previousCv}
        />
      )}
    </FormDialog>
  );
}
