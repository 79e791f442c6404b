import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a list shows when nothing is left to show. */
export function EmptyState({
  icon: Icon,
  title,
  message,
  level = 2,
  children,
}: {
  icon: LucideIcon;
  title: string;
  message?: string;
  /** Heading level of the title, to fit the page's outline. */
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm ring-1 ring-slate-200">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
      {message ? <p className="mt-1 text-sm text-slate-600">{message}</p> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  );
}
