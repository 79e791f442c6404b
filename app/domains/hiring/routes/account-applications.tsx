import { Link } from "react-router";
import { MemberTable, RowTitle } from "~/components/shared/member-table";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { APPLICANT_STATUS_LABELS } from "../rules";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-applications";
import { routeLoader } from "~/lib/route-policy.server";

// A member's applications to jobs companies posted, with the status the employer gave each and
// the conversation with them (the request thread, /account/requests/:id).

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer: member }) => {
    return { applications: await context.repo.hiring.applicationsOf(member.id) };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My applications",
      description: "The jobs you applied for and where each application stands.",
      path: "/account/applications",
    },
    matches,
  );
}

const COLUMNS = ["Job", "Sent", "Status", "Messages"];

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
        <MemberTable
          columns={COLUMNS}
          rows={applications}
          empty={
            <>
              You have not applied for a job yet.{" "}
              <Link to="/jobs" className="text-brand-700 underline">
                Browse the Job Board
              </Link>
            </>
          }
          row={(a) => (
            <>
              <RowTitle to={`/jobs/${a.jobId}`} title={a.jobTitle} detail={a.company} />
              <td className="p-3">{formatTimestamp(a.sentAt)}</td>
              <td className="p-3">{APPLICANT_STATUS_LABELS[a.status]}</td>
              <td className="p-3">
                <Link to={`/account/requests/${a.id}`} className="text-brand-700 underline">
                  Open the conversation<span className="sr-only"> about {a.jobTitle}</span>
                </Link>
              </td>
            </>
          )}
        />
      </PageSection>
    </>
  );
}
