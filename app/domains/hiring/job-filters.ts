import type { Job } from "~/data/types";
import {
  JOB_BUDGET_OPTIONS,
  JOB_CATEGORIES,
  JOB_DURATIONS,
  type JobBudgetOption,
  type JobCategory,
  type JobDuration,
} from "~/data/vocabularies";
import {
  type FilterCodec,
  readNumberOption,
  readOption,
  readText,
  toSearchParams,
} from "~/lib/search-params";

// The job board's filters, kept in the query string as q, category, duration and budget.

export interface JobFilters {
  /** Keywords, matched by the site search's engine (app/domains/search/engine.server.ts). */
  q?: string;
  category?: JobCategory;
  duration?: JobDuration;
  /** Maximum yearly budget in US dollars: keeps USD jobs whose budgetMax is at or below it. */
  budget?: JobBudgetOption;
}

/**
 * "Up to $90k", "Up to $120k", "Up to $200k": every option is a maximum, so each says so (a bare
 * "$120k" would read as an exact salary).
 */
export function budgetOptionLabel(budget: JobBudgetOption): string {
  return `Up to $${budget / 1000}k`;
}

export const BUDGET_CHOICES = JOB_BUDGET_OPTIONS.map((value) => ({
  value,
  label: budgetOptionLabel(value),
}));

export function parseJobFilters(params: URLSearchParams): JobFilters {
  return {
    q: readText(params, "q"),
    category: readOption(params, "category", JOB_CATEGORIES),
    duration: readOption(params, "duration", JOB_DURATIONS),
    budget: readNumberOption(params, "budget", JOB_BUDGET_OPTIONS),
  };
}

export function serialiseJobFilters(filters: JobFilters): URLSearchParams {
  return toSearchParams({ ...filters });
}

export function jobFilterFields(
  filters: JobFilters,
): Record<"q" | "category" | "duration" | "budget", string> {
  return {
    q: filters.q ?? "",
    category: filters.category ?? "",
    duration: filters.duration ?? "",
    budget: filters.budget === undefined ? "" : String(filters.budget),
  };
}

export const jobFilterCodec: FilterCodec<JobFilters> = {
  parse: parseJobFilters,
  serialise: serialiseJobFilters,
  fields: jobFilterFields,
};

export function hasActiveJobFilters(filters: JobFilters): boolean {
  return Boolean(filters.q?.trim() || filters.category || filters.duration || filters.budget);
}

/**
 * The budget rule: a job stays when its budgetMax is at or below the chosen maximum. The options
 * are US dollars, so a job paid in another currency is not kept by any (decision 464).
 */
export function fitsBudget(
  job: Pick<Job, "budgetMax" | "currency">,
  budget: number | undefined,
): boolean {
  return budget === undefined || ((job.currency ?? "USD") === "USD" && job.budgetMax <= budget);
}

/** The board's rules in plain code: the reference the database's search is tested against. */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  return jobs.filter(
    (job) =>
      (!filters.category || job.category === filters.category) &&
      (!filters.duration || job.duration === filters.duration) &&
      fitsBudget(job, filters.budget),
  );
}
