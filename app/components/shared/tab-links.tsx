import type { MouseEvent } from "react";
import { Link } from "react-router";

export interface TabLink {
  label: string;
  href: string;
  current: boolean;
  /** Runs before the link is followed; `event.preventDefault()` keeps it from being followed. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const styles = {
  /** A segmented row, like tabs. */
  tabs: {
    list: "inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700",
    link: "inline-flex h-9 items-center justify-center rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors hover:text-slate-950 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm",
  },
  /** Separate rounded buttons, like a filter. */
  pills: {
    list: "flex flex-wrap gap-2",
    link: "inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white",
  },
} as const;

/**
 * A choice kept in the URL, shown as a row of links: each opens the same page with that choice,
 * and the current one is marked with aria-current="page". With JavaScript the switch replaces
 * the history entry and keeps the scroll position.
 */
export function TabLinks({
  label,
  tabs,
  variant = "tabs",
  className,
}: {
  /** Accessible name of the row. */
  label: string;
  tabs: readonly TabLink[];
  variant?: keyof typeof styles;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles[variant].list}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.href}
              replace
              preventScrollReset
              aria-current={tab.current ? "page" : undefined}
              onClick={tab.onClick}
              className={styles[variant].link}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
