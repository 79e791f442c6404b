import type { ReactElement } from "react";
import type { Job } from "~/data/types";
import { EMPTY_JOB_APPLICATION } from "./drafts";
import { FormDialog, preloadable } from "./form-dialog";

const form = preloadable(() => import("./job-application-form"));

/** The "Submit Application" dialog; `children` is the button that opens it. */
export function JobApplicationDialog({ job, children }: { job: Job; children: ReactElement }) {
  return (
    <FormDialog
      trigger={children}
      title="Submit Application"
      description={
        <>
          Apply for <span className="font-medium text-slate-900">{job.title}</span> at {job.company}
          . Fields marked * are required.
        </>
      }
      chunk={form}
      empty={EMPTY_JOB_APPLICATION}
    >
      {({ JobApplicationForm }, controller) => (
        <JobApplicationForm job={job} controller={controller} />
      )}
    </FormDialog>
  );
}
