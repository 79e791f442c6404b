import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { JOB_FORM_LIMIT, JOB_LIMIT, jobFormAction, loadJobForm } from "../hiring.server";
import { JobForm } from "../job-form";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-job-form";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Posting a job (/account/jobs/new) or editing one (/account/jobs/:id/edit): owners of approved
// companies only; anyone else's job is a 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) => loadJobForm(context, viewer, params.id),
);

export const action = routeAction(
  { who: "confirmed", body: JOB_FORM_LIMIT, limit: JOB_LIMIT },
  ({ context, params }: Route.ActionArgs, posted) => jobFormAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: params.id ? "Edit job" : "Post a job",
      description: "Post a job on the ProcureConnect Job Board.",
      path: params.id ? `/account/jobs/${params.id}/edit` : "/account/jobs/new",
    },
    matches,
  );
}

export default function AccountJobForm({ loaderData, actionData }: Route.ComponentProps) {
  const { companies, values, id } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Hiring"
        title={id ? "Edit job" : "Post a job"}
        description={
          id
            ? "Changes show on the Job Board at once, marked as updated."
            : "Describe the role. Publish it on the Job Board now, or save a draft to finish later."
        }
      />
      <PageSection className="max-w-4xl">
        {companies.length === 0 ? (
          <p className="text-slate-700">
            Jobs are posted by companies on the network. Once a company you registered is approved,
            you can post its jobs here.{" "}
            <Link to="/vendors/register" className="text-brand-700 underline">
              Register a company
            </Link>
          </p>
        ) : (
          <Card className="p-6">
            <JobForm
              companies={companies}
              values={values}
              result={actionData}
              editing={id !== null}
            />
          </Card>
        )}
      </PageSection>
    </>
  );
}
