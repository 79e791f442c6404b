import { SearchXIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import { FilterForm } from "~/components/shared/filter-form";
import { optionsOf, SelectFilter } from "~/components/shared/filter-fields";
import type { Job } from "~/data/types";
import { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import { JobCard } from "./job-card";
import {
  BUDGET_CHOICES,
  hasActiveJobFilters,
  jobFilterCodec,
  jobFilterFields,
  type JobFilters,
} from "~/domain/job-filters";

const FILTERS_HEADING_ID = "job-filters-heading";
const budgetOptions = BUDGET_CHOICES.map(({ value, label }) => ({ value: String(value), label }));

export function JobBoard({
  data: { filters, page, nextPageHref },
}: {
  data: ListPageData<JobFilters, Job>;
}) {
  const fields = jobFilterFields(filters);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <FilterForm
        codec={jobFilterCodec}
        filters={filters}
        headingId={FILTERS_HEADING_ID}
        title="Filter jobs"
        active={hasActiveJobFilters(filters)}
      >
        <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <SelectFilter
              id="job-category"
              name="category"
              label="Category"
              allLabel="All Categories"
              options={optionsOf(JOB_CATEGORIES)}
              defaultValue={fields.category}
            />
          </div>
          <SelectFilter
            id="job-duration"
            name="duration"
            label="Duration"
            allLabel="Any Duration"
            options={optionsOf(JOB_DURATIONS)}
            defaultValue={fields.duration}
          />
          <SelectFilter
            id="job-budget"
            name="budget"
            label="Max Budget"
            allLabel="Any Budget"
            options={budgetOptions}
            defaultValue={fields.budget}
          />
        </div>
      </FilterForm>

      <DirectoryResults
        id="job-results-heading"
        heading="Jobs"
        noun="jobs"
        page={page}
        nextPageHref={nextPageHref}
        getKey={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        listClassName="mt-4 grid gap-6 lg:grid-cols-2"
        emptyIcon={SearchXIcon}
        emptyTitle="No Jobs Found"
        emptyMessage="Try adjusting your filters."
        filtersHeadingId={FILTERS_HEADING_ID}
        className="mt-8"
      />
    </div>
  );
}
