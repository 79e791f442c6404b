import type { Kysely, Transaction } from "kysely";
import type { Job } from "~/data/types";
import type { ApplicantStatus, JobInput, JobStatus } from "../rules";
import type { JobFilters } from "../job-filters";
import type { createSearchEngine } from "~/domains/search/index.server";
import type { Db } from "../../../../server/db/database";
import type { Write } from "../../../../server/db/write";
import { jobFromRow } from "../../../../server/db/rows";
import type { Database } from "../../../../server/db/schema";

// Jobs posted by the owners of approved companies, the applications they receive and members'
// job alerts (issue 30, docs/decisions/200): the entities as the pages read them, and what every
// query and write of the domain shares. A posted job is a row of `jobs` beside the samples; an
// application to it is a request to its company (server/requests.ts routes it by the job's
// address), so the thread, its private links and the CV's private download are the requests'.
// Every read and write names the member: an employer reaches only their own jobs and their
// applications (undefined otherwise, which the pages answer with 404).

/** What hiring's data functions read and write through: the database, its writes, the clock. */
export interface HiringStore {
  db: Db;
  write: Write;
  now: () => Date;
  /** The site search's index, which an alert's keyword is matched in. */
  engine: ReturnType<typeof createSearchEngine>;
}

export type Querier = Kysely<Database> | Transaction<Database>;

/** A posted job as its owner manages it. */
export interface PostedJob {
  job: Job;
  input: JobInput;
  status: JobStatus;
  companySlug: string;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string | null;
}

export interface Applicant {
  id: string;
  name: string;
  email: string;
  receivedAt: string;
  status: ApplicantStatus;
  note: string;
  /** The CV (the application's attachment). */
  cv: { id: string; name: string; size: number } | null;
}

export interface MyApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  company: string;
  sentAt: string;
  status: ApplicantStatus;
}

export interface JobAlert {
  id: string;
  filters: JobFilters;
  createdAt: string;
}

/** A new job in a member's daily digest. */
export interface DigestJob {
  id: string;
  title: string;
  company: string;
  location: string;
}

/** Queues a member's digest e-mail in `trx`; resolves with whether it was queued. */
export type DigestMail = (
  trx: Transaction<Database>,
  userId: string,
  jobs: readonly DigestJob[],
) => Promise<boolean>;

/** A job is "new" for the digest when it was first published this recently. */
export const DIGEST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export const DAY = (iso: string) => iso.slice(0, 10);

/** A job's columns from its form, for the company it is posted for. */
export function jobColumns(input: JobInput, company: { id: string; name: string }) {
  return {
    title: input.title,
    company: company.name,
    location: input.location,
    budget_min: input.budgetMin,
    budget_max: input.budgetMax,
    currency: input.currency,
    duration: input.duration,
    category: input.category,
    tags: JSON.stringify(input.tags),
    is_remote: input.isRemote ? 1 : 0,
    details: JSON.stringify({
      description: input.description,
      companyDescription: input.companyDescription,
      responsibilities: input.responsibilities,
      requirements: input.requirements,
      benefits: input.benefits,
    }),
    vendor_id: company.id,
    closes_on: input.closesOn,
  };
}

/** The member's own job with its company's address, or undefined. */
export async function ownedRow(store: HiringStore, ownerId: string, id: string) {
  return store.db
    .selectFrom("jobs as j")
    .innerJoin("vendors as v", "v.id", "j.vendor_id")
    .selectAll("j")
    .select(["v.slug as company_slug"])
    .where("j.id", "=", id)
    .where("j.owner_id", "=", ownerId)
    .where("v.owner_id", "=", ownerId)
    .executeTakeFirst();
}

/** The applications to jobs of the companies the member owns. */
export const applicationsTo = (store: HiringStore, ownerId: string) =>
  store.db
    .selectFrom("company_requests as r")
    .innerJoin("vendors as v", "v.id", "r.vendor_id")
    .where("v.owner_id", "=", ownerId);

export function posted(row: NonNullable<Awaited<ReturnType<typeof ownedRow>>>): PostedJob {
  const job = jobFromRow(row);
  return {
    job,
    input: {
      companyId: row.vendor_id ?? "",
      title: job.title,
      location: job.location,
      budgetMin: job.budgetMin,
      budgetMax: job.budgetMax,
      currency: row.currency,
      duration: job.duration,
      category: job.category,
      tags: [...job.tags],
      isRemote: job.isRemote,
      description: job.description ?? "",
      responsibilities: [...(job.responsibilities ?? [])],
      requirements: [...(job.requirements ?? [])],
      benefits: [...(job.benefits ?? [])],
      companyDescription: job.companyDescription ?? "",
      closesOn: row.closes_on ?? "",
    },
    status: row.status as JobStatus,
    companySlug: row.company_slug,
    createdAt: row.created_at ?? "",
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}
