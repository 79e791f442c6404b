import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface ListedField {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** Named values as a description list: the names in a column of their own from `sm` up. */
export function FieldList({
  fields,
  className,
  valueClassName,
}: {
  fields: readonly ListedField[];
  className?: string;
  /** How the values wrap (free text keeps its line breaks, say). */
  valueClassName?: string;
}) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-[12rem_1fr]", className)}>
      {fields.map((field) => (
        <div key={field.key} className="contents">
          <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
          <dd className={cn("text-sm break-words text-slate-900", valueClassName)}>
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
