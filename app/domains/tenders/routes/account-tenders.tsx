import { CardTable, RowTitle } from "~/components/shared/member-table";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { FormMessages } from "~/components/ui/field";
import { loadMyTenders } from "../my-procurement.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-tenders";
import { routeLoader } from "~/lib/route-policy.server";

// A buyer's tenders by status, with their counts of questions and bids.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request }: Route.LoaderArgs, { viewer }) => loadMyTenders(context, request, viewer),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My tenders",
      description: "The tenders you published, by status.",
      path: "/account/tenders",
    },
    matches,
  );
}

export default function AccountTenders({ loaderData }: Route.ComponentProps) {
  const { groups, deleted } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My tenders"
        description="The tenders you published or drafted, with their questions and bids."
        action={{ to: "/projects/new", label: "Publish a tender" }}
      />
      <PageSection className="max-w-5xl">
        <FormMessages error={null} success={deleted ? "The draft is deleted." : null} />
        <div className="flex flex-col gap-8">
          {groups.length === 0 ? (
            <p className="text-slate-700">You have not published a tender yet.</p>
          ) : null}
          {groups.map((g) => (
            <section key={g.phase} aria-labelledby={`group-${g.phase}`}>
              <h2 id={`group-${g.phase}`} className="text-lg font-semibold text-slate-900">
                {g.label} ({g.tenders.length})
              </h2>
              <CardTable
                className="mt-3"
                columns={[
                  "Tender",
                  "Bids until",
                  { label: "Questions", className: "text-right" },
                  { label: "Bids", className: "text-right" },
                ]}
                rows={g.tenders}
                row={(t) => (
                  <>
                    <RowTitle to={`/projects/${t.id}`} title={t.title} />
                    <td className="p-3">
                      <time dateTime={t.bidDeadline}>{t.bidDeadlineText}</time>
                    </td>
                    <td className="p-3 text-right">{t.questionCount}</td>
                    <td className="p-3 text-right">{t.bidCount}</td>
                  </>
                )}
              />
            </section>
          ))}
        </div>
      </PageSection>
    </>
  );
}
