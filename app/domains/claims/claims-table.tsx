import { FileTextIcon, GlobeIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CLAIM_LIMITS, CLAIM_STATUS_LABELS, type ClaimStatus } from "./rules";
import { formatTimestamp } from "~/lib/dates";
import { STACKED_TABLE } from "~/features/admin/stacked-table";

// Members' claims of listings for operators: who, which company, what they wrote, their
// evidence, and Approve or Refuse (with a reason for the member) while it is pending. Below
// the sm breakpoint each row is a stacked card, so the actions are always in reach.

export interface ConsoleClaim {
  id: string;
  vendor: { slug: string; name: string };
  claimantName: string;
  claimantEmail: string;
  message: string;
  website: string | null;
  domainMatch: boolean;
  evidence: { name: string; size: number } | null;
  status: ClaimStatus;
  createdAt: string;
  refusalReason: string | null;
}

/** "48 KB", "2.4 MB". */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const COLUMNS = [
  { label: "Company" },
  { label: "Member" },
  { label: "Claim" },
  { label: "Evidence" },
  { label: <span className="sr-only">Actions</span> },
];

export function ClaimsTable({ claims }: { claims: readonly ConsoleClaim[] }) {
  if (claims.length === 0) {
    return <Card className="p-6 text-slate-700">No claims here.</Card>;
  }
  return (
    <Card className={STACKED_TABLE.wrapper}>
      <table className={STACKED_TABLE.table}>
        <caption className="sr-only">Claims of listings</caption>
        <thead className={STACKED_TABLE.head}>
          <ColumnHeads columns={COLUMNS} cellClassName="px-4 py-3 font-semibold" />
        </thead>
        <tbody className={STACKED_TABLE.body}>
          {claims.map((claim) => (
            <tr key={claim.id} className={STACKED_TABLE.row}>
              <td className={STACKED_TABLE.cell}>
                <Link
                  to={`/vendors/${claim.vendor.slug}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {claim.vendor.name}
                </Link>
                <p className="text-xs text-slate-600">{formatTimestamp(claim.createdAt)}</p>
              </td>
              <td className={STACKED_TABLE.cell}>
                <p className="font-medium text-slate-900">{claim.claimantName}</p>
                <p className="text-xs break-all text-slate-600">{claim.claimantEmail}</p>
              </td>
              <td className={`${STACKED_TABLE.cell} sm:max-w-xs`}>
                <p className="whitespace-pre-line text-slate-700">{claim.message}</p>
                {claim.status !== "pending" ? (
                  <p className="mt-1">
                    <Badge variant={claim.status === "approved" ? "accent" : "neutral"}>
                      {CLAIM_STATUS_LABELS[claim.status]}
                    </Badge>
                    {claim.refusalReason ? (
                      <span className="ml-2 text-xs text-slate-600">{claim.refusalReason}</span>
                    ) : null}
                  </p>
                ) : null}
              </td>
              <td className={STACKED_TABLE.cell}>
                <ul className="flex flex-col gap-1 text-xs">
                  {claim.evidence ? (
                    <li>
                      <a
                        href={`/claims/${claim.id}/evidence`}
                        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                      >
                        <FileTextIcon className="size-3.5" aria-hidden="true" />
                        {claim.evidence.name}
                      </a>{" "}
                      <span className="text-slate-600">({size(claim.evidence.size)})</span>
                    </li>
                  ) : null}
                  {claim.website ? (
                    <li className="inline-flex items-center gap-1 text-slate-700">
                      <GlobeIcon className="size-3.5" aria-hidden="true" />
                      <span className="break-all">{claim.website}</span>
                      {claim.domainMatch ? (
                        <Badge variant="accent">E-mail domain matches</Badge>
                      ) : null}
                    </li>
                  ) : null}
                </ul>
              </td>
              <td className={STACKED_TABLE.cell}>
                {claim.status === "pending" ? <Decide claim={claim} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Decide({ claim }: { claim: ConsoleClaim }) {
  const reasonId = `refuse-reason-${claim.id}`;
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="id" value={claim.id} />
        <Button
          type="submit"
          size="sm"
          aria-label={`Approve the claim of ${claim.vendor.name} by ${claim.claimantName}`}
        >
          Approve
        </Button>
      </Form>
      <Form method="post" preventScrollReset className="flex flex-col gap-1 sm:items-end">
        <input type="hidden" name="intent" value="refuse" />
        <input type="hidden" name="id" value={claim.id} />
        <Label htmlFor={reasonId} className="text-xs">
          Reason (optional)
        </Label>
        <Input
          id={reasonId}
          name="reason"
          maxLength={CLAIM_LIMITS.reasonMax}
          className="h-8 w-full text-sm sm:w-48"
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          aria-label={`Refuse the claim of ${claim.vendor.name} by ${claim.claimantName}`}
        >
          Refuse
        </Button>
      </Form>
    </div>
  );
}
