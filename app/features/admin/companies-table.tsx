import { Link } from "react-router";
import { ColumnHeads } from "~/components/shared/column-heads";
import { Card } from "~/components/ui/card";
import { moderationActions } from "~/domain/company-access";
import type { Company } from "~/domain/company-schema";
import { CompanyStatusBadge } from "~/features/companies/company-status-badge";
import { formatTimestamp } from "~/lib/dates";
import { IntentButton } from "./console-frame";

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

export function CompaniesTable({ companies }: { companies: readonly Company[] }) {
  if (companies.length === 0) {
    return <Card className="p-6 text-slate-700">No companies here.</Card>;
  }
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Registered companies</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <ColumnHeads columns={COLUMNS} cellClassName="px-4 py-3 font-semibold" />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {companies.map((company) => (
            <tr key={company.id}>
              <td className="px-4 py-3">
                <Link
                  to={`/vendors/${company.slug}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {company.name}
                </Link>
                <p className="text-xs text-slate-600">
                  {company.category} · {company.location}
                </p>
              </td>
              <td className="px-4 py-3">
                <CompanyStatusBadge status={company.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {company.updatedAt ? formatTimestamp(company.updatedAt) : ""}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
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
