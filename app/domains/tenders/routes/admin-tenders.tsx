import { Form, Link } from "react-router";
import { ConsoleSection } from "~/features/admin/console-frame";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { loadConsoleTenders, unpublishAction } from "../my-procurement.server";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-tenders";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { SMALL_FORM_LIMIT } from "../action-kit.server";

// The console's Tenders tab: running tenders, which operators may unpublish with a reason (the
// buyer and every bidder are told).

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Tenders",
      description: "Running tenders, for the network's operators.",
      path: "/admin/tenders",
    },
    matches,
  );
}

export const loader = routeLoader({ who: "operator" }, ({ context, request }: Route.LoaderArgs) => {
  return loadConsoleTenders(context, request);
});

export const action = routeAction(
  { who: "operator", body: { max: SMALL_FORM_LIMIT, refusals: "handler" } },
  ({ context }: Route.ActionArgs, posted) => unpublishAction(context, posted),
);

export default function AdminTenders({ loaderData, actionData }: Route.ComponentProps) {
  const { tenders, done } = loaderData;
  return (
    <ConsoleSection
      title="Tenders"
      description={`${tenders.length} running. Unpublishing ends a tender at once: its buyer and bidders are told the reason.`}
      done={done ? "Unpublished: the buyer and the bidders are told why." : null}
      error={actionData?.error}
    >
      {tenders.length === 0 ? <p className="text-slate-700">No tender is running.</p> : null}
      <ul className="flex flex-col gap-4">
        {tenders.map((t) => (
          <li key={t.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              <Link to={`/projects/${t.id}`} className="text-brand-700 hover:underline">
                {t.title}
              </Link>
            </p>
            <p className="text-sm text-slate-600">
              {t.buyerName} · {t.phase} ·{" "}
              {t.visibility === "invited" ? "Invited companies only" : "Public"}
              {t.publishedAt ? ` · published ${formatTimestamp(t.publishedAt)}` : ""}
            </p>
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
              <input type="hidden" name="id" value={t.id} />
              <div className="flex grow flex-col gap-1">
                <label htmlFor={`reason-${t.id}`} className="text-sm font-medium">
                  Reason for unpublishing
                </label>
                <Input id={`reason-${t.id}`} name="reason" required />
              </div>
              <Button type="submit" variant="outline">
                Unpublish
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </ConsoleSection>
  );
}
