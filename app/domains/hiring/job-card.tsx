import { BriefcaseIcon, ClockIcon, MapPinIcon, WalletIcon } from "lucide-react";
import { Link } from "react-router";
import { TagList } from "~/components/shared/tag-list";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import type { Job } from "~/data/types";
import { jobApplicationPath } from "~/features/forms/form-paths";
import { JobApplicationDialog } from "~/features/forms/job-application-dialog";
import type { PreviousCv } from "~/features/forms/drafts";
import { formatSalaryRange } from "~/lib/salary";
import { AdCardHeading } from "./ad-parts";

export function JobCard({ job, previousCv = null }: { job: Job; previousCv?: PreviousCv | null }) {
  return (
    <Card className="h-full p-6">
      <AdCardHeading ad={job} />
      <ul className="mt-4 grid gap-2 text-sm text-slate-600 sm:grid-cols-2">
        <IconLabel as="li" size="md" icon={MapPinIcon}>
          {job.location}
        </IconLabel>
        <IconLabel as="li" size="md" icon={WalletIcon}>
          {formatSalaryRange(job.budgetMin, job.budgetMax, job.currency)}
        </IconLabel>
        <IconLabel as="li" size="md" icon={ClockIcon}>
          {job.duration}
        </IconLabel>
        <IconLabel as="li" size="md" icon={BriefcaseIcon}>
          {job.category}
        </IconLabel>
      </ul>
      <TagList tags={job.tags} label="Tags" className="mt-4" />
      <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row">
        <Link to={`/jobs/${job.id}`} className={buttonVariants({ variant: "outline" })}>
          View More<span className="sr-only">: {job.title}</span>
        </Link>
        <JobApplicationDialog job={job} previousCv={previousCv}>
          <Link to={jobApplicationPath(job.id)} className={buttonVariants()}>
            Submit Application<span className="sr-only">: {job.title}</span>
          </Link>
        </JobApplicationDialog>
      </div>
    </Card>
  );
}
