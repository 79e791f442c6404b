import { Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { Card } from "~/components/ui/card";
import { moderationActions } from "./permissions";
import type { CompanyView } from "./schema";
import { CompanyStatusBadge } from "./company-status-badge";
import { formatTimestamp } from "~/lib/dates";
import { IntentButton } from "~/features/admin/console-frame";
import { STACKED_TABLE } from "~/features/admin/stacked-table";
import { MemberText } from "~/components/shared/member-text";

// Every company members registered, with its status and what an operator may do next.

const ACTION_LABELS = {
  approve: "Approve",
  reject: "Reject",
  unlist: "Unlist",
  relist: "Relist",
} as const;

const COLUMNS = [
  { label: "Company" },
  { label: "Status" },
  { label: "Updated" },
  { label: <span className="sr-only">Actions</span> },
];

export function CompaniesTable({ companies }: { companies: readonly CompanyView[] }) {
  if (companies.length === 0) {
    return <Card className="p-6 text-slate-700">No companies here.</Card>;
  }
  return (
    <Card className={STACKED_TABLE.wrapper}>
      <table className={STACKED_TABLE.table}>
        <caption className="sr-only">Registered companies</caption>
        <thead className={STACKED_TABLE.head}>
          <ColumnHeads columns={COLUMNS} cellClassName="px-4 py-3 font-semibold" />
        </thead>
        <tbody className={STACKED_TABLE.body}>
          {companies.map((company) => (
            <tr key={company.id} className={STACKED_TABLE.row}>
              <td className={STACKED_TABLE.cell}>
                <Link
                  to={`/vendors/${company.slug}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  <MemberText text={company.name} />
                </Link>
                <p className="text-xs text-slate-600">
                  {company.category} · {company.location}
                </p>
              </td>
              <td className={STACKED_TABLE.cell}>
                <CompanyStatusBadge status={company.status} />
              </td>
              <td className={`${STACKED_TABLE.cell} whitespace-nowrap text-slate-600`}>
                {company.updatedAt ? formatTimestamp(company.updatedAt) : ""}
              </td>
              <td className={STACKED_TABLE.cell}>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  {moderationActions(company.status)
                    .filter((a) => a !== "reject")
                    .map((action) => (
                      <IntentButton
                        key={action}
                        intent={action}
                        id={company.id}
                        label={ACTION_LABELS[action]}
                        accessibleName={`${ACTION_LABELS[action]} ${company.name}`}
                      />
                    ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
