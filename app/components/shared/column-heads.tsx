import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface Column {
  label: ReactNode;
  /** What sets this column's heading apart from the others (its alignment, say). */
  className?: string;
}

/** A table's row of column headings, each in the table's heading style. */
export function ColumnHeads({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly Column[];
  className?: string;
  cellClassName: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column, i) => (
        <th key={i} scope="col" className={cn(cellClassName, column.className)}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}

const HEAD_STYLES = {
  /** A table in a card: shaded heading row, roomy cells. */
  card: { head: "bg-slate-50 text-slate-700", cell: "p-3" },
  /** A table in running text: a rule under the headings, cells spaced by their right padding. */
  plain: { head: "border-b border-slate-200 text-slate-600", cell: "py-2 pr-4 last:pr-0" },
} as const;

/** A table's `<thead>` with its column headings, in one of the site's two table styles. */
export function TableHead({
  columns,
  variant,
}: {
  columns: readonly (Column | string)[];
  variant: keyof typeof HEAD_STYLES;
}) {
  const style = HEAD_STYLES[variant];
  return (
    <thead className={style.head}>
      <ColumnHeads
        columns={columns.map((c) => (typeof c === "string" ? { label: c } : c))}
        cellClassName={style.cell}
      />
    </thead>
  );
}
