import { Form, Link } from "react-router";
import { TableHead } from "~/components/shared/column-heads";
import { MemberText } from "~/components/shared/member-text";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  priceLabel,
  PROPOSAL_SORT_LABELS,
  PROPOSAL_STATUS_LABELS,
  timelineLabel,
  type BudgetType,
  type Proposal,
  type ProposalSort,
} from "./rules";
import { formatTimestamp } from "~/lib/dates";

// The poster's comparison of the proposals to one post (/account/freelance/:id), as the tender
// comparison compares bids: one row each, sortable by price, timeline or arrival, the lowest
// price marked, the files as private downloads. Accepting is a link to a confirmation step and
// a plain form there, so it works without JavaScript.

export type ComparedProposal = Proposal & { lowest: boolean };

const CELL = "p-3 align-top";

function SortHead({ sort, current }: { sort: ProposalSort; current: ProposalSort }) {
  const label = PROPOSAL_SORT_LABELS[sort];
  return sort === current ? (
    <span className="font-semibold text-slate-900">
      {label}
      <span aria-hidden="true"> ↑</span>
      <span className="sr-only"> (sorted by this, ascending)</span>
    </span>
  ) : (
    <Link
      to={`?sort=${sort}`}
      preventScrollReset
      className="font-semibold text-brand-700 hover:underline"
    >
      {label}
      <span className="sr-only"> (sort by this)</span>
    </Link>
  );
}

export function ProposalsTable({
  postId,
  budgetType,
  proposals,
  sort,
  canAccept,
  contract = null,
}: {
  postId: string;
  budgetType: BudgetType;
  proposals: readonly ComparedProposal[];
  sort: ProposalSort;
  /** Whether a proposal may still be accepted (the post is published or closed, not awarded). */
  canAccept: boolean;
  /** The accepted proposal's contract: drafted (its page) or to draft. */
  contract?: { proposalId: string; href: string; drafted: boolean } | null;
}) {
  if (proposals.length === 0) {
    return <p className="text-slate-700">No proposals yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Proposals side by side, sorted by {PROPOSAL_SORT_LABELS[sort].toLowerCase()}
        </caption>
        <TableHead
          variant="card"
          columns={[
            "Freelancer",
            { label: <SortHead sort="price" current={sort} />, className: "text-right" },
            { label: <SortHead sort="timeline" current={sort} />, className: "text-right" },
            { label: <SortHead sort="received" current={sort} /> },
            "Message",
            "Files",
            "Status",
          ]}
        />
        <tbody>
          {proposals.map((p) => (
            <tr
              key={p.id}
              id={`proposal-${p.id}`}
              className={`border-t border-slate-100 ${p.status === "accepted" ? "bg-emerald-50" : ""}`}
            >
              <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                <MemberText text={p.name} />
              </th>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {priceLabel(budgetType, p.price)}
                {p.lowest ? (
                  <Badge variant="accent" className="ml-2">
                    Lowest
                  </Badge>
                ) : null}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>
                {timelineLabel(p.timelineDays)}
              </td>
              <td className={`${CELL} min-w-36`}>{formatTimestamp(p.receivedAt)}</td>
              <td className={`${CELL} max-w-md min-w-56 whitespace-pre-line text-slate-700`}>
                <MemberText text={p.message} />
              </td>
              <td className={CELL}>
                {p.files.length === 0
                  ? "None"
                  : p.files.map((f) => (
                      <a
                        key={f.id}
                        href={`/account/freelance/${postId}/proposals/${p.id}/files/${f.id}`}
                        download
                        className="block text-brand-700 underline"
                      >
                        {f.name}
                      </a>
                    ))}
              </td>
              <td className={CELL}>
                {p.status === "submitted" && canAccept ? (
                  <Link
                    to={`?${new URLSearchParams({ sort, accept: p.id })}#confirm`}
                    className={buttonVariants({ size: "sm" })}
                  >
                    Accept<span className="sr-only"> the proposal of {p.name}</span>
                  </Link>
                ) : (
                  <Badge variant={p.status === "accepted" ? "accent" : "neutral"}>
                    {PROPOSAL_STATUS_LABELS[p.status]}
                  </Badge>
                )}
                {p.status === "accepted" ? (
                  <AcceptedLinks proposal={p} contract={contract} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Once accepted: the contract (to draft, then its page) and the freelancer's e-mail. */
function AcceptedLinks({
  proposal,
  contract,
}: {
  proposal: ComparedProposal;
  contract: { proposalId: string; href: string; drafted: boolean } | null;
}) {
  return (
    <div className="mt-2 flex flex-col gap-1">
      {contract?.proposalId === proposal.id ? (
        <Link to={contract.href} className="font-semibold text-brand-700 underline">
          {contract.drafted ? "View the contract" : "Draft contract"}
        </Link>
      ) : null}
      {proposal.email ? (
        <a href={`mailto:${proposal.email}`} className="text-brand-700 underline">
          Message <MemberText text={proposal.name} />
          <span className="sr-only"> by e-mail</span>
        </a>
      ) : null}
    </div>
  );
}

/** The confirmation step before accepting: what it does, and the form that does it. */
export function AcceptConfirmation({
  proposal,
  budgetType,
  others,
  sort,
}: {
  proposal: ComparedProposal;
  budgetType: BudgetType;
  /** How many other proposals accepting this one declines. */
  others: number;
  sort: ProposalSort;
}) {
  return (
    <section
      id="confirm"
      aria-labelledby="confirm-heading"
      className="rounded-lg border border-amber-200 bg-amber-50 p-5"
    >
      <h2 id="confirm-heading" className="text-lg font-semibold text-slate-900">
        Accept the proposal of <MemberText text={proposal.name} />?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {priceLabel(budgetType, proposal.price)} over {timelineLabel(proposal.timelineDays)}.
        Accepting it awards the post
        {others > 0
          ? ` and declines the ${others === 1 ? "other proposal" : `${others} other proposals`}`
          : ""}
        ; every proposer is told. It cannot be undone.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="proposal" value={proposal.id} />
        <Button type="submit">Accept and tell the proposers</Button>
        <Link to={`?sort=${sort}`} className="text-sm font-semibold text-brand-700 hover:underline">
          Cancel
        </Link>
      </Form>
    </section>
  );
}
