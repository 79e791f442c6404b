import { Link } from "react-router";
import { MemberTable, RowTitle } from "~/components/shared/member-table";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Badge } from "~/components/ui/badge";
import { priceLabel, PROPOSAL_STATUS_LABELS, timelineLabel, type MyProposal } from "../rules";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-proposals";
import { routeLoader } from "~/lib/route-policy.server";

// A freelancer's proposals to freelance posts, and where each stands.

export const loader = routeLoader(
  { who: "member" },
  async ({ context }: Route.LoaderArgs, { viewer: member }) => {
    const proposals = await context.repo.freelance.proposalsOf(member.id);
    // An accepted proposal's contract, once the company drafted it (issue 42).
    const contracts = await Promise.all(
      proposals.map((p) =>
        p.status === "accepted" ? context.repo.contracts.fromAward(`proposal:${p.id}`) : null,
      ),
    );
    return {
      proposals: proposals.map((p, i) => ({
        ...p,
        contractPath: contracts[i] ? `/contracts/${contracts[i]}` : null,
      })),
    };
  },
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "My proposals",
      description: "The proposals you sent to freelance work, and where each stands.",
      path: "/account/proposals",
    },
    matches,
  );
}

const COLUMNS = [
  "Freelance post",
  { label: "Your price", className: "text-right" },
  { label: "Timeline", className: "text-right" },
  "Sent",
  "Status",
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
        <MemberTable
          columns={COLUMNS}
          rows={proposals}
          empty={
            <>
              You have not sent a proposal yet.{" "}
              <Link to="/jobs/freelance" className="text-brand-700 underline">
                Browse Freelance Opportunities
              </Link>
            </>
          }
          row={(p) => (
            <>
              <RowTitle to={`/jobs/freelance/${p.postId}`} title={p.postTitle} detail={p.company} />
              <td className="p-3 text-right tabular-nums">{priceLabel(p.budgetType, p.price)}</td>
              <td className="p-3 text-right">{timelineLabel(p.timelineDays)}</td>
              <td className="p-3">{formatTimestamp(p.sentAt)}</td>
              <td className="p-3">
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
                {p.contractPath ? (
                  <Link to={p.contractPath} className="mt-1 block text-brand-700 underline">
                    View the contract<span className="sr-only"> for {p.postTitle}</span>
                  </Link>
                ) : null}
                {p.contactPath ? (
                  <Link to={p.contactPath} className="mt-1 block text-brand-700 underline">
                    Message {p.company}
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
