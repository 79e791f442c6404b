import { data } from "react-router";
import { JobDetailsPage } from "~/features/jobs/job-details-page";
import { jobSaved } from "~/features/shortlists/saves.server";
import { JOB_NOT_FOUND, JobNotFound } from "~/features/jobs/job-not-found";
import { formatSalaryRange } from "~/lib/format";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { jobPostingLd } from "~/lib/structured-data";
import type { Route } from "./+types/job-detail";

const MORE_JOBS = 3;

export async function loader({ context, params }: Route.LoaderArgs) {
  const job = await context.repo.jobs.byId(params.id);
  if (!job) {
    return data(
      { job: null, companyProfileUrl: undefined, moreJobs: [], saved: null },
      { status: 404 },
    );
  }
  const [companyVendor, moreJobs, saved] = await Promise.all([
    context.repo.vendors.byName(job.company),
    context.repo.jobs.moreLike(job, MORE_JOBS),
    jobSaved(context, job.id),
  ]);
  return {
    job,
    companyProfileUrl: companyVendor ? `/vendors/${companyVendor.slug}` : undefined,
    moreJobs,
    saved,
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
  const { job, companyProfileUrl, moreJobs, saved } = loaderData;
  if (!job) return <JobNotFound />;
  return (
    <JobDetailsPage
      job={job}
      companyProfileUrl={companyProfileUrl}
      moreJobs={moreJobs}
      save={saved === null ? "signed-out" : saved ? "saved" : "unsaved"}
    />
  );
}
