import { Link } from "react-router";
import { TableHead } from "~/components/shared/column-heads";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Card } from "~/components/ui/card";
import { loadMyBids } from "~/features/tenders/my-procurement.server";
import { formatUsdCents } from "~/lib/format";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-bids";

// A supplier's bids (those of the companies they own) and their outcomes.

export function loader({ context, request }: Route.LoaderArgs) {
  return loadMyBids(context, request);
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta() {
  return formPageMeta({
    title: "My bids",
    description: "Your companies' bids on tenders, and their outcomes.",
    path: "/account/bids",
  });
}

export default function AccountBids({ loaderData }: Route.ComponentProps) {
  const { bids } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My bids"
        description="Your companies' bids on tenders, and what came of them."
      />
      <PageSection className="max-w-5xl">
        {bids.length === 0 ? (
          <p className="text-slate-700">
            Your companies have not bid yet.{" "}
            <Link to="/projects" className="font-semibold text-brand-700 hover:underline">
              Find an active tender
            </Link>
            .
          </p>
        ) : (
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <TableHead
                variant="card"
                columns={[
                  "Tender",
                  "Company",
                  { label: "Your total", className: "text-right" },
                  "Outcome",
                ]}
              />
              <tbody>
                {bids.map((b) => (
                  <tr key={b.id} className="border-t border-slate-100">
                    <th scope="row" className="p-3 font-medium">
                      <Link
                        to={`/projects/${b.tenderId}`}
                        className="text-brand-700 hover:underline"
                      >
                        {b.title}
                      </Link>
                    </th>
                    <td className="p-3">{b.vendorName}</td>
                    <td className="p-3 text-right tabular-nums">{formatUsdCents(b.total / 100)}</td>
                    <td className="p-3">
                      {b.outcome}
                      {b.reconfirm ? (
                        <span className="block font-medium text-amber-800">To reconfirm</span>
                      ) : null}
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
