import type { ReactNode } from "react";
import { Link } from "react-router";
import { TableHead, type Column } from "~/components/shared/column-heads";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";

interface CardTableProps<Row extends { id: string | number }> {
  columns: readonly (Column | string)[];
  rows: readonly Row[];
  /** The cells of one row, its heading cell first. */
  row: (row: Row) => ReactNode;
  /** The id of a row's element, for links to it. */
  rowId?: (row: Row) => string;
  className?: string;
}

/** A table in a card: shaded headings, one ruled row a record. */
export function CardTable<Row extends { id: string | number }>({
  columns,
  rows,
  row,
  rowId,
  className,
}: CardTableProps<Row>) {
  return (
    <Card className={cn("overflow-x-auto", className)}>
      <table className="w-full text-left text-sm">
        <TableHead variant="card" columns={columns} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} id={rowId?.(r)} className="border-t border-slate-100">
              {row(r)}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** A member's own records on an account page, or what to say while there are none. */
export function MemberTable<Row extends { id: string | number }>({
  empty,
  ...table
}: CardTableProps<Row> & { empty: ReactNode }) {
  if (table.rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  return <CardTable {...table} />;
}

/** A row's heading cell: the record's link, and under it what it belongs to. */
export function RowTitle({
  to,
  title,
  detail,
}: {
  to: string;
  title: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <th scope="row" className="p-3 font-medium">
      <Link to={to} className="text-brand-700 hover:underline">
        {title}
      </Link>
      {detail != null ? (
        <span className="block text-xs font-normal text-slate-600">{detail}</span>
      ) : null}
    </th>
  );
}
