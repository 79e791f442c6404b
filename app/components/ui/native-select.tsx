import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * The platform's own select, styled like our inputs: native keyboard and screen-reader support
 * and the phone's own picker (docs/decisions/052).
 */
export function NativeSelect({
  placeholder,
  options,
  labelOf = (option) => option,
  className,
  ...props
}: ComponentProps<"select"> & {
  placeholder: string;
  options: readonly string[];
  /** What each option shows, when it is not its value. */
  labelOf?: (option: string) => string;
}) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="h-10 w-full appearance-none rounded-md border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-600 has-[option[value='']:checked]:text-slate-600"
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option} className="text-slate-900">
            {labelOf(option)}
          </option>
        ))}
      </select>
      {/* A drawn chevron: an icon component here would be shared with the header's menus and
          split into a chunk of its own on every page. */}
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 size-2 -translate-y-3/4 rotate-45 border-r-2 border-b-2 border-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** A select's options from records (the member's companies): each one's id, shown by its name. */
export function recordOptions(records: readonly { id: string; name: string }[]) {
  const names = new Map(records.map((r) => [r.id, r.name]));
  return {
    options: records.map((r) => r.id),
    labelOf: (id: string) => names.get(id) ?? id,
  };
}
