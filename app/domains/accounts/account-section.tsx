import type { ReactNode } from "react";

// One section of the account page: a card with its heading, named for screen readers.

const SECTION = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";

export function AccountSection({
  id,
  title,
  first = false,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  /** The page's first section, closer to the page's title. */
  first?: boolean;
  /** A red border: what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}) {
  const className = `${first ? "mt-8" : "mt-6"} ${SECTION}${danger ? " border-red-200" : ""}`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
