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
