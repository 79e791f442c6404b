import { originOfMatches } from "~/lib/public-origin";
import { data } from "react-router";
import { JobDetailsPage } from "../job-details-page";
import { jobSaved } from "~/domains/shortlists/index.server";
import { JOB_CLOSED } from "../rules";
import { JOB_NOT_FOUND, JobClosed, JobNotFound } from "../job-not-found";
import { formatSalaryRange } from "~/lib/salary";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { jobPostingLd } from "~/lib/structured-data";
import type { Route } from "./+types/job-detail";
import { routeLoader } from "~/lib/route-policy.server";
import { previousCvOf } from "../hiring.server";

const MORE_JOBS = 3;

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs, { viewer }) => {
    const found = await context.repo.hiring.publicJob(params.id);
    if (!found || found.closed) {
      // A closed posted job is gone for good (410), not unknown (404).
      return data(
        {
          job: null,
          closed: !!found,
          companyProfileUrl: undefined,
          moreJobs: [],
          saved: null,
          applied: null,
          previousCv: null,
        },
        { status: found ? 410 : 404 },
      );
    }
    const { job } = found;
    const [companyVendor, moreJobs, saved, application, previousCv] = await Promise.all([
      context.repo.vendors.byName(job.company),
      context.repo.jobs.moreLike(job, MORE_JOBS),
      jobSaved(context, job.id),
      viewer ? context.repo.hiring.applicationTo(viewer.id, job.id) : undefined,
      previousCvOf(context, viewer),
    ]);
    return {
      job,
      closed: false,
      companyProfileUrl: companyVendor ? `/vendors/${companyVendor.slug}` : undefined,
      moreJobs,
      saved,
      applied: application?.sentAt ?? null,
      previousCv: application ? null : previousCv,
    };
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (loaderData?.closed) return notFoundMeta(JOB_CLOSED.title, JOB_CLOSED.message);
  if (!job) return notFoundMeta(JOB_NOT_FOUND.title, JOB_NOT_FOUND.message);
  return [
    ...pageMeta(
      {
        title: job.title,
        description: `${job.title} at ${job.company}, ${job.location}. ${job.duration}${
          job.isRemote ? ", remote" : ""
        }, ${formatSalaryRange(job.budgetMin, job.budgetMax, job.currency)}.`,
        path: `/jobs/${job.id}`,
      },
      matches,
    ),
    { "script:ld+json": jobPostingLd(job, originOfMatches(matches)) },
  ];
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { job, closed, companyProfileUrl, moreJobs, saved, applied, previousCv } = loaderData;
  if (closed) return <JobClosed />;
  if (!job) return <JobNotFound />;
  return (
    <JobDetailsPage
      job={job}
      companyProfileUrl={companyProfileUrl}
      moreJobs={moreJobs}
      save={saved === null ? "signed-out" : saved ? "saved" : "unsaved"}
      applied={applied}
      previousCv={previousCv}
    />
  );
}
