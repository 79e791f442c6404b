import { SearchXIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
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

      <DirectoryResults
        id="job-results-heading"
        heading="Jobs"
        noun="jobs"
        items={shown}
        total={jobs.length}
        listKey={JSON.stringify(filters)}
        getKey={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        listClassName="mt-4 grid gap-6 lg:grid-cols-2"
        emptyIcon={SearchXIcon}
        emptyTitle="No Jobs Found"
        emptyMessage="Try adjusting your filters."
        onReset={reset}
        className="mt-8"
      />
    </div>
  );
}
