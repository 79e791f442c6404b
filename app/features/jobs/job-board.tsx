import { SearchXIcon } from "lucide-react";
import { optionsOf, SelectFilter } from "~/components/shared/filter-fields";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
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

const budgetOptions = BUDGET_CHOICES.map(({ value, label }) => ({ value: String(value), label }));

export function JobBoard({ data }: { data: ListPageData<JobFilters, Job> }) {
  const fields = jobFilterFields(data.filters);
  return (
    <FilteredDirectory
      name="job"
      data={data}
      codec={jobFilterCodec}
      title="Filter jobs"
      active={hasActiveJobFilters(data.filters)}
      controlsClassName="grid-cols-2 sm:grid-cols-3"
      heading="Jobs"
      noun="jobs"
      renderItem={(job) => <JobCard job={job} />}
      listClassName="mt-4 grid gap-6 lg:grid-cols-2"
      emptyIcon={SearchXIcon}
      emptyTitle="No Jobs Found"
      emptyMessage="Try adjusting your filters."
    >
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
    </FilteredDirectory>
  );
}
