import { useParams } from "react-router";
import { getJob, jobs } from "~/data/jobs";
import { vendors } from "~/data/vendors";
import { JobDetailsPage } from "~/features/jobs/job-details-page";
import { JOB_NOT_FOUND, JobNotFound } from "~/features/jobs/job-not-found";
import { moreJobsLike } from "~/features/jobs/related-jobs";
import { formatSalaryRange } from "~/lib/format";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/job-detail";

export function meta({ params }: Route.MetaArgs) {
  const job = getJob(params.id);
  if (!job) return notFoundMeta(JOB_NOT_FOUND.title, JOB_NOT_FOUND.message);
  return pageMeta({
    title: job.title,
    description: `${job.title} at ${job.company}, ${job.location}. ${job.duration}${
      job.isRemote ? ", remote" : ""
    }, ${formatSalaryRange(job.budgetMin, job.budgetMax)}.`,
    path: `/jobs/${job.id}`,
  });
}

export default function JobDetail() {
  const job = getJob(useParams().id ?? "");
  if (!job) return <JobNotFound />;
  const companyVendor = vendors.find((vendor) => vendor.name === job.company);
  return (
    <JobDetailsPage
      job={job}
      companyProfileUrl={companyVendor ? `/vendors/${companyVendor.slug}` : undefined}
      moreJobs={moreJobsLike(job, jobs)}
    />
  );
}
