import type { Job } from "~/data/types";
import {
  JOB_BUDGET_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATIONS,
  type JobBudgetOption,
  type JobCategory,
  type JobDuration,
} from "~/data/vocabularies";
import type { FilterCodec } from "~/hooks/use-url-filters";
import { readNumberOption, readOption, toSearchParams } from "~/lib/search-params";

// The job board's filters, kept in the query string as category, duration and budget.

export interface JobFilters {
  category?: JobCategory;
  duration?: JobDuration;
  /** Maximum yearly budget: keeps jobs whose budgetMax is at or below it. */
  budget?: JobBudgetOption;
}

/** "Up to $90k", "$120k", "$200k". */
export function budgetOptionLabel(budget: JobBudgetOption, index: number): string {
  const amount = `$${budget / 1000}k`;
  return index === 0 ? `Up to ${amount}` : amount;
}

export const BUDGET_CHOICES = JOB_BUDGET_OPTIONS.map((value, index) => ({
  value,
  label: budgetOptionLabel(value, index),
}));

export function parseJobFilters(params: URLSearchParams): JobFilters {
  return {
    category: readOption(params, "category", JOB_CATEGORIES),
    duration: readOption(params, "duration", JOB_DURATIONS),
    budget: readNumberOption(params, "budget", JOB_BUDGET_OPTIONS),
  };
}

export function serialiseJobFilters(filters: JobFilters): URLSearchParams {
  return toSearchParams({ ...filters });
}

export const jobFilterCodec: FilterCodec<JobFilters> = {
  empty: {},
  parse: parseJobFilters,
  serialise: serialiseJobFilters,
};

export function hasActiveJobFilters(filters: JobFilters): boolean {
  return Boolean(filters.category || filters.duration || filters.budget);
}

/** The budget rule: a job stays when its budgetMax is at or below the chosen maximum. */
export function fitsBudget(job: Pick<Job, "budgetMax">, budget: number | undefined): boolean {
  return budget === undefined || job.budgetMax <= budget;
}

export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  return jobs.filter(
    (job) =>
      (!filters.category || job.category === filters.category) &&
      (!filters.duration || job.duration === filters.duration) &&
      fitsBudget(job, filters.budget),
  );
}
