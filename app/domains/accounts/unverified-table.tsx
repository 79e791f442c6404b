import { ColumnHeads } from "~/components/shared/column-heads";
import { Card } from "~/components/ui/card";
import { formatTimestamp } from "~/lib/dates";
import { IntentButton } from "~/features/admin/console-frame";
import { STACKED_TABLE } from "~/features/admin/stacked-table";

// Members who have not confirmed their e-mail address, with Confirm for each (a form).

export interface UnverifiedRow {
  email: string;
  name: string;
  joinedAt: string;
}

const COLUMNS = [
  { label: "Name" },
  { label: "E-mail" },
  { label: "Joined" },
  { label: <span className="sr-only">Actions</span> },
];

export function UnverifiedTable({ members }: { members: readonly UnverifiedRow[] }) {
  if (members.length === 0) {
    return (
      <Card className="p-6 text-slate-700">Every member has confirmed their e-mail address.</Card>
    );
  }
  return (
    <Card className={STACKED_TABLE.wrapper}>
      <table className={STACKED_TABLE.table}>
        <caption className="sr-only">Unconfirmed members</caption>
        <thead className={STACKED_TABLE.head}>
          <ColumnHeads columns={COLUMNS} cellClassName="px-4 py-3 font-semibold" />
        </thead>
        <tbody className={STACKED_TABLE.body}>
          {members.map((member) => (
            <tr key={member.email} className={STACKED_TABLE.row}>
              <td className={`${STACKED_TABLE.cell} font-medium text-slate-900`}>{member.name}</td>
              <td className={`${STACKED_TABLE.cell} break-all text-slate-700`}>{member.email}</td>
              <td className={`${STACKED_TABLE.cell} text-slate-600`}>
                {formatTimestamp(member.joinedAt)}
              </td>
              <td className={STACKED_TABLE.cell}>
                <IntentButton
                  intent="verify"
                  id={member.email}
                  label="Confirm"
                  accessibleName={`Confirm ${member.email}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
