import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormMessages } from "~/components/ui/field";
import { budgetOptionLabel, serialiseJobFilters, type JobFilters } from "../job-filters";
import { JOB_ALERT_FORM_LIMIT, JOB_ALERT_LIMIT, jobAlertAction } from "../hiring.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-job-alerts";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A member's job alerts: the Job Board's filters saved from the board ("Alert me to new jobs
// like these"); a newly published job that matches one is a notification, and with mail a
// daily e-mail gathers them.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, request }: Route.LoaderArgs, { viewer: member }) => {
    const url = new URL(request.url);
    return {
      alerts: await context.repo.hiring.alerts.of(member.id),
      notice: url.searchParams.has("saved")
        ? "Your job alert is saved. We will tell you of new jobs that match it."
        : url.searchParams.has("removed")
          ? "The job alert is removed."
          : null,
    };
  },
);

export const action = routeAction(
  { who: "member", body: JOB_ALERT_FORM_LIMIT, limit: JOB_ALERT_LIMIT },
  ({ context }: Route.ActionArgs, posted) => jobAlertAction(context, posted),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Job alerts",
      description: "The Job Board filters you are alerted to.",
      path: "/account/job-alerts",
    },
    matches,
  );
}

/** An alert's filters in words: "“buyer”, Logistics, any job type, any salary". */
function alertLabel(filters: JobFilters): string {
  const parts = [
    filters.q ? `“${filters.q}”` : null,
    filters.category ?? "any category",
    filters.duration ?? "any job type",
    filters.budget !== undefined ? budgetOptionLabel(filters.budget) : "any salary",
  ].filter((p): p is string => p !== null);
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export default function AccountJobAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts, notice } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Job alerts"
        description="New jobs that match these filters are in your notifications as soon as they are published."
      />
      <PageSection className="flex max-w-3xl flex-col gap-4">
        <FormMessages error={actionData?.error ?? null} success={notice} />
        {alerts.length === 0 ? (
          <p className="text-slate-700">
            You have no job alerts. Filter the{" "}
            <Link to="/jobs" className="text-brand-700 underline">
              Job Board
            </Link>{" "}
            and choose &ldquo;Alert me to new jobs like these&rdquo;.
          </p>
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100">
              {alerts.map((a) => {
                const search = serialiseJobFilters(a.filters).toString();
                return (
                  <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <Link
                      to={`/jobs${search ? `?${search}` : ""}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {alertLabel(a.filters)}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="remove" value={a.id} />
                      <Button type="submit" size="sm" variant="outline">
                        Remove<span className="sr-only"> the alert {alertLabel(a.filters)}</span>
                      </Button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
      </PageSection>
    </>
  );
}
