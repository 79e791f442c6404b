import type { ReactNode } from "react";
import { Button } from "../ui/button";

/**
 * A directory's filter box: its heading (focused after a reset) and Reset Filters while a filter
 * is active, above the filter controls.
 */
export function FilterPanel({
  headingId,
  title,
  active,
  onReset,
  children,
}: {
  headingId: string;
  title: string;
  active: boolean;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex min-h-9 items-center justify-between gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          {title}
        </h2>
        {active ? (
          <Button variant="link" size="sm" onClick={onReset}>
            Reset Filters
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
