import { Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { APPLICANT_STATUS_LABELS } from "~/domain/hiring";
import { requireMember } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-applications";

// A member's applications to jobs companies posted, with the status the employer gave each and
// the conversation with them (the request thread, /account/requests/:id).

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return { applications: await context.repo.hiring.applicationsOf(member.id) };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta() {
  return formPageMeta({
    title: "My applications",
    description: "The jobs you applied for and where each application stands.",
    path: "/account/applications",
  });
}

const CELL = "p-3";
const COLUMNS = [{ label: "Job" }, { label: "Sent" }, { label: "Status" }, { label: "Messages" }];

export default function AccountApplications({ loaderData }: Route.ComponentProps) {
  const { applications } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My applications"
        description="The jobs you applied for while signed in, and where each application stands."
      />
      <PageSection className="max-w-5xl">
        {applications.length === 0 ? (
          <p className="text-slate-700">
            You have not applied for a job yet.{" "}
            <Link to="/jobs" className="text-brand-700 underline">
              Browse the Job Board
            </Link>
          </p>
        ) : (
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <ColumnHeads columns={COLUMNS} cellClassName={CELL} />
              </thead>
              <tbody>
                {applications.map((a) => (
                  <tr key={a.id} className="border-t border-slate-100">
                    <th scope="row" className={`${CELL} font-medium`}>
                      <Link to={`/jobs/${a.jobId}`} className="text-brand-700 hover:underline">
                        {a.jobTitle}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{a.company}</span>
                    </th>
                    <td className={CELL}>{formatTimestamp(a.sentAt)}</td>
                    <td className={CELL}>{APPLICANT_STATUS_LABELS[a.status]}</td>
                    <td className={CELL}>
                      <Link to={`/account/requests/${a.id}`} className="text-brand-700 underline">
                        Open the conversation<span className="sr-only"> about {a.jobTitle}</span>
                      </Link>
                    </td>
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
