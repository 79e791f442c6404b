import { DidYouMean } from "~/components/search/did-you-mean";
import type { FilterField } from "~/components/shared/filter-fields";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
import type { Job } from "~/data/types";
import { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import { JobCard } from "./job-card";
import {
  BUDGET_CHOICES,
  hasActiveJobFilters,
  jobFilterCodec,
  POSTED_CHOICES,
  REMOTE_CHOICES,
  type JobFilters,
} from "./job-filters";

const budgetOptions = BUDGET_CHOICES.map(({ value, label }) => ({ value: String(value), label }));

const FILTER_FIELDS: FilterField[] = [
  {
    name: "q",
    label: "Keywords",
    placeholder: "Title, skill or company",
    className: "col-span-2 sm:col-span-3",
  },
  {
    name: "category",
    label: "Category",
    allLabel: "All Categories",
    options: JOB_CATEGORIES,
    className: "col-span-2 sm:col-span-1",
  },
  { name: "duration", label: "Duration", allLabel: "Any Duration", options: JOB_DURATIONS },
  { name: "budget", label: "Max Budget", allLabel: "Any Budget", options: budgetOptions },
  { name: "location", label: "Location", placeholder: "City or country" },
  { name: "remote", label: "Workplace", allLabel: "Remote or on site", options: REMOTE_CHOICES },
  { name: "posted", label: "Date Posted", allLabel: "Any Time", options: POSTED_CHOICES },
];

export function JobBoard({
  data,
  suggestion,
}: {
  data: ListPageData<JobFilters, Job>;
  /** "Did you mean": the spelling whose matches are shown. */
  suggestion?: string | null;
}) {
  return (
    <FilteredDirectory
      name="job"
      data={data}
      codec={jobFilterCodec}
      title="Filter jobs"
      active={hasActiveJobFilters(data.filters)}
      fields={FILTER_FIELDS}
      controlsClassName="grid-cols-2 sm:grid-cols-3"
      heading="Jobs"
      noun="jobs"
      renderItem={(job) => <JobCard job={job} />}
      listClassName="mt-4 grid gap-6 lg:grid-cols-2"
      emptyTitle="No Jobs Found"
      notice={<DidYouMean suggestion={suggestion} />}
    />
  );
}
