import { SearchXIcon } from "lucide-react";
import { EmptyState } from "~/components/shared/empty-state";
import { IncrementalList } from "~/components/shared/incremental-list";
import { FilterSelect, optionsOf } from "~/components/shared/filter-select";
import { Button } from "~/components/ui/button";
import type { Job } from "~/data/types";
import { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { JobCard } from "./job-card";
import { BUDGET_CHOICES, filterJobs, hasActiveJobFilters, jobFilterCodec } from "./job-filters";

const FILTERS_HEADING_ID = "job-filters-heading";

export function JobBoard({ jobs }: { jobs: readonly Job[] }) {
  const { filters, updateFilters, resetFilters } = useUrlFilters(jobFilterCodec);
  const shown = filterJobs(jobs, filters);
  const reset = () => {
    resetFilters();
    document.getElementById(FILTERS_HEADING_ID)?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <section
        aria-labelledby={FILTERS_HEADING_ID}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex min-h-9 items-center justify-between gap-3">
          <h2
            id={FILTERS_HEADING_ID}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 outline-none"
          >
            Filter jobs
          </h2>
          {hasActiveJobFilters(filters) ? (
            <Button variant="link" size="sm" onClick={reset}>
              Reset Filters
            </Button>
          ) : null}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <FilterSelect
              id="job-category"
              label="Category"
              allLabel="All Categories"
              options={optionsOf(JOB_CATEGORIES)}
              value={filters.category}
              onChange={(category) => updateFilters({ category })}
            />
          </div>
          <FilterSelect
            id="job-duration"
            label="Duration"
            allLabel="Any Duration"
            options={optionsOf(JOB_DURATIONS)}
            value={filters.duration}
            onChange={(duration) => updateFilters({ duration })}
          />
          <FilterSelect
            id="job-budget"
            label="Max Budget"
            allLabel="Any Budget"
            options={BUDGET_CHOICES}
            value={filters.budget}
            onChange={(budget) => updateFilters({ budget })}
          />
        </div>
      </section>

      <section aria-labelledby="job-results-heading" className="mt-8">
        <h2 id="job-results-heading" className="sr-only">
          Jobs
        </h2>
        <p role="status" className="text-sm text-slate-600">
          Showing <span className="font-semibold text-slate-900">{shown.length}</span> of{" "}
          {jobs.length} jobs
        </p>
        {shown.length > 0 ? (
          <IncrementalList
            items={shown}
            listKey={JSON.stringify(filters)}
            getKey={(job) => job.id}
            renderItem={(job) => <JobCard job={job} />}
            className="mt-4 grid gap-6 lg:grid-cols-2"
            noun="jobs"
          />
        ) : (
          <div className="mt-4">
            <EmptyState
              icon={SearchXIcon}
              title="No Jobs Found"
              message="Try adjusting your filters."
              level={3}
            >
              <Button variant="outline" onClick={reset}>
                Reset Filters
              </Button>
            </EmptyState>
          </div>
        )}
      </section>
    </div>
  );
}
