import { Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import { routeLoader } from "~/lib/route-policy.server";
import type { Route } from "./+types/tenders-for-you";

// "Tenders for you" (issue 43 item 5): tenders open now whose items match what the member's
// companies supply, newest first, each with the capability and the item code that matched.

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer }) =>
    context.repo.matchmaking.tendersFor(viewer.id, new Date()),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Tenders for you",
      description: "Open tenders matching what your companies supply.",
      path: "/account/tenders-for-you",
    },
    matches,
  );
}

export default function TendersForYou({ loaderData }: Route.ComponentProps) {
  const { companies, tenders } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Tenders for you"
        description="Open tenders whose items match the CPV codes your companies supply, newest first."
      />
      <PageSection className="flex max-w-3xl flex-col gap-4">
        <p className="text-sm text-slate-700">
          <Link to="/account/tender-searches" className="text-brand-700 underline">
            Saved searches
          </Link>{" "}
          ·{" "}
          <Link to="/account/calendar" className="text-brand-700 underline">
            Deadlines in your calendar
          </Link>{" "}
          ·{" "}
          <Link to="/projects" className="text-brand-700 underline">
            All current projects
          </Link>
        </p>
        {tenders.length === 0 ? (
          <p className="text-slate-700">
            {companies === 0
              ? "None of your approved companies lists what it supplies yet. Add its CPV codes on its qualification page under "
              : "No open tender matches what your companies supply right now. We tell you when one is published. See "}
            <Link to="/account/companies" className="text-brand-700 underline">
              My companies
            </Link>
            .
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {tenders.map((t) => (
              <li key={t.id}>
                <Card className="p-4">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <Link to={`/projects/${t.id}`} className="text-brand-700 hover:underline">
                      {t.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">
                    {t.buyerName} · Published {formatTimestamp(t.publishedAt)} · Bids by{" "}
                    {formatTimestamp(t.bidDeadline)}
                  </p>
                  <p className="mt-2 text-sm font-medium text-slate-900">Why it matched</p>
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {t.why.map((w) => (
                      <li key={`${w.capability.code}-${w.item.code}`}>
                        {w.company} supplies {w.capability.code} {w.capability.title}; an item is{" "}
                        {w.item.code} {w.item.title}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
