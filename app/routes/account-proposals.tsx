import { Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import {
  priceLabel,
  PROPOSAL_STATUS_LABELS,
  timelineLabel,
  type MyProposal,
} from "~/domain/freelance";
import { requireMember } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-proposals";

// A freelancer's proposals to freelance posts, and where each stands.

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  return { proposals: await context.repo.freelance.proposalsOf(member.id) };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta() {
  return formPageMeta({
    title: "My proposals",
    description: "The proposals you sent to freelance work, and where each stands.",
    path: "/account/proposals",
  });
}

const CELL = "p-3";
const COLUMNS = [
  { label: "Freelance post" },
  { label: "Your price", className: "text-right" },
  { label: "Timeline", className: "text-right" },
  { label: "Sent" },
  { label: "Status" },
];

/** Where a proposal stands, with the post's own state while no choice is made. */
function standing(p: MyProposal): string {
  if (p.status !== "submitted") return PROPOSAL_STATUS_LABELS[p.status];
  return p.postState === "open" ? "Submitted" : "Submitted (the post is closed)";
}

export default function AccountProposals({ loaderData }: Route.ComponentProps) {
  const { proposals } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Freelance work"
        title="My proposals"
        description="The proposals you sent to freelance work, and the company's choice."
      />
      <PageSection className="max-w-5xl">
        {proposals.length === 0 ? (
          <p className="text-slate-700">
            You have not sent a proposal yet.{" "}
            <Link to="/jobs/freelance" className="text-brand-700 underline">
              Browse Freelance Opportunities
            </Link>
          </p>
        ) : (
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <ColumnHeads columns={COLUMNS} cellClassName={CELL} />
              </thead>
              <tbody>
                {proposals.map((p) => (
                  <tr key={p.id} className="border-t border-slate-100">
                    <th scope="row" className={`${CELL} font-medium`}>
                      <Link
                        to={`/jobs/freelance/${p.postId}`}
                        className="text-brand-700 hover:underline"
                      >
                        {p.postTitle}
                      </Link>
                      <span className="block text-xs font-normal text-slate-600">{p.company}</span>
                    </th>
                    <td className={`${CELL} text-right tabular-nums`}>
                      {priceLabel(p.budgetType, p.price)}
                    </td>
                    <td className={`${CELL} text-right`}>{timelineLabel(p.timelineDays)}</td>
                    <td className={CELL}>{formatTimestamp(p.sentAt)}</td>
                    <td className={CELL}>
                      <Badge
                        variant={
                          p.status === "accepted"
                            ? "accent"
                            : p.status === "declined"
                              ? "neutral"
                              : "default"
                        }
                      >
                        {standing(p)}
                      </Badge>
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
