import { BellIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { jobFilterFields, type JobFilters } from "./job-filters";

// Under the Job Board: save its current filters as a job alert (a plain form to
// /account/job-alerts), and the way in for employers. Signed out, both lead to sign in first.

export function JobAlertPanel({
  filters,
  signInHref,
}: {
  filters: JobFilters;
  /** Null for a member; else the way to sign in and come back. */
  signInHref: string | null;
}) {
  const fields = jobFilterFields(filters);
  return (
    <aside
      aria-labelledby="job-alerts"
      className="mt-10 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="job-alerts" className="flex items-center gap-2 font-semibold text-slate-900">
          <BellIcon className="size-5 text-brand-700" aria-hidden="true" />
          Job alerts
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Hear of new jobs that match these filters as soon as companies publish them.{" "}
          <Link to="/account/jobs/new" className="text-brand-700 underline">
            Hiring? Post a job
          </Link>
        </p>
      </div>
      {signInHref === null ? (
        <Form method="post" action="/account/job-alerts">
          {Object.entries(fields).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <Button type="submit">Alert me to new jobs like these</Button>
        </Form>
      ) : (
        <Link to={signInHref} className="text-sm font-medium text-brand-700 underline">
          Sign in to get job alerts
        </Link>
      )}
    </aside>
  );
}
