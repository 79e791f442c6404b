import { Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { JOB_STATUS_LABELS } from "~/domain/hiring";
import { requireMember } from "~/lib/access.server";
import { formatIsoDay } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-jobs";

// The jobs a member posted for their companies, with their status and applications.

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
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
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta() {
  return formPageMeta({
    title: "My jobs",
    description: "The jobs you posted for your companies, and their applications.",
    path: "/account/jobs",
  });
}

const CELL = "p-3";
const COLUMNS = [
  { label: "Job" },
  { label: "Status" },
  { label: "Closes" },
  { label: "Applications", className: "text-right" },
];

export default function AccountJobs({ loaderData }: Route.ComponentProps) {
  const { jobs, canPost } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Hiring"
        title="My jobs"
        description="The jobs you posted for your companies, with the applications they received."
      >
        {canPost ? (
          <Button asChild className="mt-4">
            <Link to="/account/jobs/new">Post a job</Link>
          </Button>
        ) : null}
      </PageHeader>
      <PageSection className="max-w-5xl">
        {jobs.length === 0 ? (
          <p className="text-slate-700">
            {canPost
              ? "You have not posted a job yet."
              : "Jobs are posted by the owners of approved companies. Register your company first."}
          </p>
        ) : (
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <ColumnHeads columns={COLUMNS} cellClassName={CELL} />
              </thead>
              <tbody>
                {jobs.map((j) => (
                  <tr key={j.id} className="border-t border-slate-100">
                    <th scope="row" className={`${CELL} font-medium`}>
                      <Link to={`/account/jobs/${j.id}`} className="text-brand-700 hover:underline">
                        {j.title}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{j.company}</span>
                    </th>
                    <td className={CELL}>{JOB_STATUS_LABELS[j.status]}</td>
                    <td className={CELL}>{formatIsoDay(j.closesOn)}</td>
                    <td className={`${CELL} text-right`}>{j.applications}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </PageSection>
    </>
  );
}
