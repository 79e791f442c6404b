import { Link } from "react-router";
import { MemberTable, RowTitle } from "~/components/shared/member-table";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { loadMyBids } from "../my-procurement.server";
import { formatMoneyCents } from "~/lib/format";
import { requestLocale } from "~/lib/locale";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-bids";
import { routeLoader } from "~/lib/route-policy.server";

// A supplier's bids (those of the companies they own) and their outcomes.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request }: Route.LoaderArgs, { viewer }) =>
    loadMyBids(context, viewer, new Date(), requestLocale(request)),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My bids",
      description: "Your companies' bids on tenders, and their outcomes.",
      path: "/account/bids",
    },
    matches,
  );
}

export default function AccountBids({ loaderData }: Route.ComponentProps) {
  const { bids, locale } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My bids"
        description="Your companies' bids on tenders, and what came of them."
      />
      <PageSection className="max-w-5xl">
        <MemberTable
          columns={[
            "Tender",
            "Company",
            { label: "Your total", className: "text-right" },
            "Outcome",
          ]}
          rows={bids}
          empty={
            <>
              Your companies have not bid yet.{" "}
              <Link to="/projects" className="font-semibold text-brand-700 hover:underline">
                Find an active tender
              </Link>
              .
            </>
          }
          row={(b) => (
            <>
              <RowTitle to={`/projects/${b.tenderId}`} title={b.title} />
              <td className="p-3">{b.vendorName}</td>
              <td className="p-3 text-right tabular-nums">
                {formatMoneyCents(b.total, { currency: b.currency, locale })}
              </td>
              <td className="p-3">
                {b.lotOutcomes.length > 0 ? (
                  <ul className="flex flex-col gap-1">
                    {b.lotOutcomes.map((words) => (
                      <li key={words}>{words}</li>
                    ))}
                  </ul>
                ) : (
                  b.outcome
                )}
                {b.reconfirm ? (
                  <Link
                    to={`/projects/${b.tenderId}`}
                    className="block font-medium text-amber-800 underline"
                  >
                    Reconfirm your bid
                  </Link>
                ) : null}
              </td>
            </>
          )}
        />
      </PageSection>
    </>
  );
}
