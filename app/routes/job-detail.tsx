import { data } from "react-router";
import { JobDetailsPage } from "~/features/jobs/job-details-page";
import { JOB_NOT_FOUND, JobNotFound } from "~/features/jobs/job-not-found";
import { formatSalaryRange } from "~/lib/format";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { jobPostingLd } from "~/lib/structured-data";
import type { Route } from "./+types/job-detail";

const MORE_JOBS = 3;

export async function loader({ context, params }: Route.LoaderArgs) {
  const job = await context.repo.jobs.byId(params.id);
  if (!job) return data({ job: null, companyProfileUrl: undefined, moreJobs: [] }, { status: 404 });
  const [companyVendor, moreJobs] = await Promise.all([
    context.repo.vendors.byName(job.company),
    context.repo.jobs.moreLike(job, MORE_JOBS),
  ]);
  return {
    job,
    companyProfileUrl: companyVendor ? `/vendors/${companyVendor.slug}` : undefined,
    moreJobs,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job) return notFoundMeta(JOB_NOT_FOUND.title, JOB_NOT_FOUND.message);
  return [
    ...pageMeta({
      title: job.title,
      description: `${job.title} at ${job.company}, ${job.location}. ${job.duration}${
        job.isRemote ? ", remote" : ""
      }, ${formatSalaryRange(job.budgetMin, job.budgetMax)}.`,
      path: `/jobs/${job.id}`,
    }),
    { "script:ld+json": jobPostingLd(job) },
  ];
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { job, companyProfileUrl, moreJobs } = loaderData;
  if (!job) return <JobNotFound />;
  return <JobDetailsPage job={job} companyProfileUrl={companyProfileUrl} moreJobs={moreJobs} />;
}
