import type { JOB_CATEGORIES, JOB_DURATIONS } from "~/data/vocabularies";

// Hiring on the network (issue 30): the jobs companies post, the statuses an employer gives
// applications, and the job form's limits (its schema is in ./job-schema). Shared by the pages and our server.

export const JOB_STATUSES = ["draft", "published", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
};

export const APPLICANT_STATUSES = ["new", "shortlisted", "interview", "offer", "rejected"] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  new: "New",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  rejected: "Rejected",
};
export const isApplicantStatus = (value: unknown): value is ApplicantStatus =>
  typeof value === "string" && (APPLICANT_STATUSES as readonly string[]).includes(value);

/** What a closed job's address says (HTTP 410). */
export const JOB_CLOSED = {
  title: "This job is closed",
  message: "The company is no longer taking applications for this job.",
} as const;

export const JOB_LIMITS = {
  titleMax: 120,
  locationMax: 120,
  tagsMax: 8,
  tagMax: 40,
  textMax: 5000,
  listItems: 15,
  itemMax: 300,
  salaryMax: 10_000_000,
  noteMax: 2000,
} as const;

/** A job as the job form gives it, and as it is stored. */
export interface JobInput {
  companyId: string;
  title: string;
  location: string;
  budgetMin: number;
  budgetMax: number;
  /** The salary's ISO 4217 currency (decision 464). */
  currency: string;
  duration: (typeof JOB_DURATIONS)[number];
  category: (typeof JOB_CATEGORIES)[number];
  tags: string[];
  isRemote: boolean;
  description: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  companyDescription: string;
  closesOn: string;
}

/** The daily e-mail of new jobs matching a member's job alerts (docs/decisions/206). */
export function jobAlertDigestMail(
  jobs: readonly { id: string; title: string; company: string; location: string }[],
  siteUrl: string,
): { subject: string; text: string } {
  const subject =
    jobs.length === 1
      ? `New job for your job alerts: ${jobs[0]!.title}`
      : `${jobs.length} new jobs for your job alerts`;
  const lines = jobs.map(
    (j) => `- ${j.title}, ${j.company}, ${j.location}\n  ${siteUrl}/jobs/${j.id}`,
  );
  const text = [
    "New jobs on ProcureConnect match your job alerts:",
    "",
    ...lines,
    "",
    `Your job alerts: ${siteUrl}/account/job-alerts`,
    `Choose which e-mails you get: ${siteUrl}/account/notifications/settings`,
    "",
    "ProcureConnect",
    "",
  ].join("\n");
  return { subject, text };
}
