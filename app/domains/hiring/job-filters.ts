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
  includesText,
  readText,
  toSearchParams,
} from "~/lib/search-params";

// The job board's filters, kept in the query string as q, category, duration, budget, location,
// remote and posted (within so many days).

/** "Date posted": within the last day, week or month. */
export const POSTED_WITHIN_DAYS = [1, 7, 30] as const;
export type PostedWithin = (typeof POSTED_WITHIN_DAYS)[number];
export const POSTED_CHOICES = [
  { value: "1", label: "Past 24 hours" },
  { value: "7", label: "Past week" },
  { value: "30", label: "Past month" },
];
export const REMOTE_CHOICES = [{ value: "yes", label: "Remote only" }];

export interface JobFilters {
  /** Keywords, matched by the site search's engine (app/domains/search/engine.server.ts). */
  q?: string;
  category?: JobCategory;
  duration?: JobDuration;
  /** Maximum yearly budget in US dollars: keeps USD jobs whose budgetMax is at or below it. */
  budget?: JobBudgetOption;
  /** Words of the job's location ("Lisbon", "Portugal"), matched anywhere in it. */
  location?: string;
  /** Remote jobs only. */
  remote?: true;
  /** Published within this many days. */
  posted?: PostedWithin;
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
    location: readText(params, "location"),
    remote: params.get("remote") === "yes" ? true : undefined,
    posted: readNumberOption(params, "posted", POSTED_WITHIN_DAYS),
  };
}

export function serialiseJobFilters(filters: JobFilters): URLSearchParams {
  return toSearchParams({ ...filters, remote: filters.remote ? "yes" : undefined });
}

export function jobFilterFields(
  filters: JobFilters,
): Record<"q" | "category" | "duration" | "budget" | "location" | "remote" | "posted", string> {
  return {
    location: filters.location ?? "",
    remote: filters.remote ? "yes" : "",
    posted: filters.posted === undefined ? "" : String(filters.posted),
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
  return Boolean(
    filters.q?.trim() ||
    filters.category ||
    filters.duration ||
    filters.budget ||
    filters.location ||
    filters.remote ||
    filters.posted,
  );
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
      (!filters.location || includesText(job.location, filters.location)) &&
      (!filters.remote || job.isRemote) &&
      fitsBudget(job, filters.budget),
  );
}
