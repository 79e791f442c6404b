import { BookmarkIcon, MapPinIcon, Trash2Icon, WalletIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import type { Job } from "~/data/types";
import { SAVE_MESSAGES } from "~/lib/save-notice";
import { SAVE_JOB_ACTION } from "~/lib/save-notice";
import { formatSalaryRange } from "~/lib/salary";

// /account/saved-jobs: the job ads a member saved for later, newest first, each with Remove
// (a plain form post to the Save for Later action, which comes back here).

export const SAVED_JOBS_PATH = "/account/saved-jobs";

export function SavedJobsList({
  jobs,
  search,
}: {
  jobs: readonly { job: Job; savedAt: string }[];
  /** The page's query: what a Remove did. */
  search: string;
}) {
  const removed = [...new URLSearchParams(search).values()].some((v) => v.startsWith("removed:"));
  return (
    <div className="flex flex-col gap-6">
      <FormMessages error={null} success={removed ? SAVE_MESSAGES.job.removed : null} />
      {jobs.length === 0 ? (
        <EmptyState
          icon={BookmarkIcon}
          title="No saved jobs"
          message="Press Save for Later on a job ad to keep it here."
        >
          <Link to="/jobs" className={buttonVariants()}>
            Browse jobs
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {jobs.map(({ job }) => (
            <li
              key={job.id}
              className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  to={`/jobs/${job.id}`}
                  className="text-lg font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {job.title}
                </Link>
                <p className="mt-0.5 text-sm font-medium text-slate-700">{job.company}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <MapPinIcon className="size-3.5" aria-hidden="true" />
                    {job.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <WalletIcon className="size-3.5" aria-hidden="true" />
                    {formatSalaryRange(job.budgetMin, job.budgetMax, job.currency)}
                  </span>
                </p>
              </div>
              <Form method="post" action={SAVE_JOB_ACTION}>
                <input type="hidden" name="jobId" value={job.id} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="next" value={SAVED_JOBS_PATH} />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${job.title}`}
                >
                  <Trash2Icon aria-hidden="true" />
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
