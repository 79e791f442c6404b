import {
  BriefcaseIcon,
  CheckIcon,
  ClockIcon,
  InfoIcon,
  MapPinIcon,
  WalletIcon,
} from "lucide-react";
import { Link } from "react-router";
import { TitledSection, type SectionProps } from "~/components/shared/titled-section";
import type { SaveState } from "~/lib/save-notice";
import { buttonVariants } from "~/components/ui/button";
import type { Job } from "~/data/types";
import { jobApplicationPath } from "~/features/forms/form-paths";
import { JobApplicationDialog } from "~/features/forms/job-application-dialog";
import type { PreviousCv } from "~/features/forms/drafts";
import { formatSalaryRange } from "~/lib/salary";
import { PostedTime } from "./posted-time";
import { AdHeader, DetailRow, MetaItem } from "./ad-parts";
import { SaveJob } from "./save-job";
import { AppliedNote } from "./applied-note";

/** A job ad. j1-j3 carry the long fields; for the others those sections are left out. */
export function JobDetailsPage({
  job,
  companyProfileUrl,
  moreJobs,
  save = "signed-out",
  applied = null,
  previousCv = null,
}: {
  job: Job;
  /** Save for Later: whether the member saved the ad (signed out: it asks them to sign in). */
  save?: SaveState;
  /** The company's supplier profile, when it has one. */
  companyProfileUrl?: string;
  /** When the member applied (an ISO timestamp): the ad says so instead of offering the form. */
  applied?: string | null;
  /** The CV of the member's last application, which the form offers again. */
  previousCv?: PreviousCv | null;
  /** Other jobs to suggest at the end of the ad. */
  moreJobs: readonly Job[];
}) {
  const paragraphs = job.description?.split(/\n{2,}/).filter(Boolean) ?? [];
  return (
    <article aria-labelledby="job-title">
      <AdHeader
        ad={job}
        back={{ to: "/jobs", label: "Back to Jobs" }}
        titleId="job-title"
        companyUrl={companyProfileUrl}
        facts={
          <>
            <MetaItem icon={<WalletIcon />}>
              {formatSalaryRange(job.budgetMin, job.budgetMax, job.currency)}
            </MetaItem>
            <MetaItem icon={<MapPinIcon />}>{job.location}</MetaItem>
            <MetaItem icon={<ClockIcon />}>{job.duration}</MetaItem>
            <MetaItem icon={<BriefcaseIcon />}>{job.category}</MetaItem>
          </>
        }
        tags={{ label: "Tags", items: job.tags }}
      />

      {/* Phones read the "Interested?" panel first; from lg it sits beside the ad. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:px-8">
        <TitledSection
          id="interested"
          title="Interested?"
          className="rounded-xl border border-brand-100 bg-brand-50 p-6 lg:col-start-2 lg:row-start-1"
        >
          {applied ? (
            <AppliedNote sentAt={applied} />
          ) : (
            <p className="mt-1 text-sm text-slate-700">
              Apply now with your CV and a short cover letter.
            </p>
          )}
          <div className="mt-5 flex flex-col gap-3">
            {applied ? null : (
              <JobApplicationDialog job={job} previousCv={previousCv}>
                <Link to={jobApplicationPath(job.id)} className={buttonVariants({ size: "lg" })}>
                  Submit Application
                </Link>
              </JobApplicationDialog>
            )}
            <SaveJob jobId={job.id} state={save} />
          </div>
        </TitledSection>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {paragraphs.length > 0 ? (
            <DetailSection id="about-role" title="About the Role">
              <div className="flex flex-col gap-4">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </DetailSection>
          ) : null}
          <ListSection
            id="responsibilities"
            title="Key Responsibilities"
            items={job.responsibilities}
          />
          <ListSection id="requirements" title="Requirements" items={job.requirements} />
          <ListSection id="benefits" title="Benefits & Perks" items={job.benefits} />
          {job.companyDescription ? (
            <DetailSection id="about-company" title={`About ${job.company}`}>
              <p>{job.companyDescription}</p>
            </DetailSection>
          ) : null}
          {paragraphs.length === 0 ? (
            <div className="flex gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
              <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
              <p>
                {job.company} has not published a full description for this role yet. The key facts
                are above; submit an application and the hiring team will share the details.
              </p>
            </div>
          ) : null}
          {moreJobs.length > 0 ? <MoreJobs jobs={moreJobs} /> : null}
        </div>
        <TitledSection
          id="job-details"
          title="Job Details"
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-start-2 lg:row-start-2 lg:self-start"
        >
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <DetailRow term="Job Type">{job.duration}</DetailRow>
            <DetailRow term="Category">{job.category}</DetailRow>
            <DetailRow term="Remote">{job.isRemote ? "Yes" : "No"}</DetailRow>
            {job.postedDate ? (
              <DetailRow term="Posted">
                <PostedTime day={job.postedDate} />
              </DetailRow>
            ) : null}
          </dl>
        </TitledSection>
      </div>
    </article>
  );
}

function MoreJobs({ jobs }: { jobs: readonly Job[] }) {
  return (
    <DetailSection id="more-jobs" title="More Jobs" className="border-t border-slate-200 pt-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {jobs.map((other) => (
          <li key={other.id}>
            <Link
              to={`/jobs/${other.id}`}
              className="flex h-full flex-col rounded-lg border border-slate-200 p-4 hover:border-brand-200 hover:bg-brand-50"
            >
              <span className="font-semibold text-slate-900">{other.title}</span>
              <span className="mt-1 text-sm text-slate-600">{other.company}</span>
              <span className="mt-auto pt-2 text-sm text-slate-600">{other.location}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

function DetailSection({ id, title, className, children }: SectionProps & { className?: string }) {
  return (
    <TitledSection id={id} title={title} size="xl" className={className}>
      <div className="mt-4 text-slate-700">{children}</div>
    </TitledSection>
  );
}

function ListSection({ id, title, items }: SectionProps & { items?: readonly string[] }) {
  if (!items?.length) return null;
  return (
    <DetailSection id={id} title={title}>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <CheckIcon className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
