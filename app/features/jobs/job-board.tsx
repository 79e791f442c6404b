import { SearchXIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import { FilterPanel } from "~/components/shared/filter-panel";
import { FilterSelect, optionsOf } from "~/components/shared/filter-select";
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
      <FilterPanel
        headingId={FILTERS_HEADING_ID}
        title="Filter jobs"
        active={hasActiveJobFilters(filters)}
        onReset={reset}
      >
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
      </FilterPanel>

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
