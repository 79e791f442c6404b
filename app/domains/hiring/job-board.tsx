import { Link, useLocation } from "react-router";
import { DidYouMean } from "~/components/search/did-you-mean";
import type { FilterField } from "~/components/shared/filter-fields";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
import type { Job } from "~/data/types";
import { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import { JobCard } from "./job-card";
import type { PreviousCv } from "~/features/forms/drafts";
import {
  BUDGET_CHOICES,
  hasActiveJobFilters,
  jobFilterCodec,
  POSTED_CHOICES,
  REMOTE_CHOICES,
  serialiseJobFilters,
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
  previousCv = null,
  otherCurrencies = 0,
}: {
  data: ListPageData<JobFilters, Job>;
  /** "Did you mean": the spelling whose matches are shown. */
  suggestion?: string | null;
  /** The CV of the member's last application, which the cards' forms offer again. */
  previousCv?: PreviousCv | null;
  /** Jobs in other currencies that the (US dollar) budget leaves out. */
  otherCurrencies?: number;
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
      renderItem={(job) => <JobCard job={job} previousCv={previousCv} />}
      listClassName="mt-4 grid gap-6 lg:grid-cols-2"
      emptyTitle="No Jobs Found"
      notice={
        <>
          <DidYouMean suggestion={suggestion} />
          <BudgetCurrencyNote filters={data.filters} others={otherCurrencies} />
        </>
      }
    />
  );
}

/**
 * Max Budget is in US dollars and keeps only jobs paid in them (decision 464): with one chosen,
 * the board says so, how many jobs in other currencies match the other filters, and links to them.
 */
function BudgetCurrencyNote({ filters, others }: { filters: JobFilters; others: number }) {
  const { pathname } = useLocation();
  if (filters.budget === undefined) return null;
  const without = serialiseJobFilters({ ...filters, budget: undefined }).toString();
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="budget-currency">
      Max Budget is in US dollars, so it hides jobs paid in other currencies
      {others === 0 ? (
        " (none match your other filters)."
      ) : (
        <>
          : {others === 1 ? "1 of them matches" : `${others} of them match`} your other filters.{" "}
          <Link
            to={without ? `${pathname}?${without}` : pathname}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Clear Max Budget to see them
          </Link>
        </>
      )}
    </p>
  );
}
