import { MemberTable, RowTitle } from "~/components/shared/member-table";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { JOB_STATUS_LABELS } from "../rules";
import { formatIsoDay } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-jobs";
import { routeLoader } from "~/lib/route-policy.server";

// The jobs a member posted for their companies, with their status and applications.

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer: member }) => {
    const [jobs, companies] = await Promise.all([
      context.repo.hiring.mine(member.id),
      context.repo.hiring.companiesOf(member.id),
    ]);
    return {
      jobs: jobs.map((j) => ({
        id: j.job.id,
        title: j.job.title,
        company: j.job.company,
        status: j.status,
        closesOn: j.input.closesOn,
        applications: j.applications,
      })),
      canPost: companies.length > 0,
    };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My jobs",
      description: "The jobs you posted for your companies, and their applications.",
      path: "/account/jobs",
    },
    matches,
  );
}

const COLUMNS = ["Job", "Status", "Closes", { label: "Applications", className: "text-right" }];

export default function AccountJobs({ loaderData }: Route.ComponentProps) {
  const { jobs, canPost } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Hiring"
        title="My jobs"
        description="The jobs you posted for your companies, with the applications they received."
        action={canPost ? { to: "/account/jobs/new", label: "Post a job" } : undefined}
      />
      <PageSection className="max-w-5xl">
        <MemberTable
          columns={COLUMNS}
          rows={jobs}
          empty={
            canPost
              ? "You have not posted a job yet."
              : "Jobs are posted by the owners of approved companies. Register your company first."
          }
          row={(j) => (
            <>
              <RowTitle to={`/account/jobs/${j.id}`} title={j.title} detail={j.company} />
              <td className="p-3">{JOB_STATUS_LABELS[j.status]}</td>
              <td className="p-3">{formatIsoDay(j.closesOn)}</td>
              <td className="p-3 text-right">{j.applications}</td>
            </>
          )}
        />
      </PageSection>
    </>
  );
}
