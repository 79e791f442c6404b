import { data, Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { ConsoleSection } from "~/features/admin/console-frame";
import { formatTimestamp } from "~/lib/dates";
import { fieldText } from "~/lib/form-data";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-jobs";

// The console's Background work tab (docs/decisions/270): the jobs whose every attempt failed,
// with their last error, and "Retry", which runs one once more.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Background work",
      description: "Background jobs that failed every attempt, for the network's operators.",
      path: "/admin/jobs",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const [dead, counts] = await Promise.all([context.jobs.dead(), context.jobs.counts()]);
    return {
      dead: dead.map((job) => ({
        id: job.id,
        title: job.title,
        name: job.name,
        attempts: job.attempts,
        error: job.error,
        failedAt: formatTimestamp(job.failedAt),
      })),
      waiting: counts.waiting,
      done: new URL(request.url).searchParams.get("done") ? "Queued to run once more." : null,
    };
  },
);

export const action = routeAction(
  { who: "operator", body: 4 * 1024 },
  async ({ context }: Route.ActionArgs, { form }) => {
    const id = fieldText(form, "id").trim();
    if (fieldText(form, "intent") !== "retry" || !id || !(await context.jobs.retry(id))) {
      return data({ error: "That job is no longer waiting for a retry." }, 409);
    }
    throw redirect("/admin/jobs?done=1");
  },
);

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { dead, waiting, done } = loaderData;
  return (
    <ConsoleSection
      title="Background work"
      description={
        <>
          Jobs that failed every attempt stay here with their last error until they are retried.{" "}
          {waiting === 1 ? "1 job is waiting to run." : `${waiting} jobs are waiting to run.`}
        </>
      }
      done={done}
      error={actionData?.error}
    >
      {dead.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No background job has failed.
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Failed jobs">
          {dead.map((job) => (
            <li key={job.id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{job.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">
                    <code className="text-slate-700">{job.name}</code> · failed {job.attempts}{" "}
                    {job.attempts === 1 ? "time" : "times"} · last at {job.failedAt}
                  </p>
                </div>
                <Form method="post" aria-label={`Retry ${job.title}`}>
                  <input type="hidden" name="id" value={job.id} />
                  <Button type="submit" name="intent" value="retry" size="sm">
                    Retry
                  </Button>
                </Form>
              </div>
              <p className="mt-3 text-sm font-medium text-slate-700">Last error</p>
              <pre className="mt-1 overflow-x-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800">
                {job.error || "No message was given."}
              </pre>
            </li>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
