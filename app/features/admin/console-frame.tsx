import { CircleCheckBigIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

// The operator console's frame: its title, its sections and the notice of what was just done.

const SECTIONS = [
  { to: "/admin", label: "Moderation queue", end: true },
  { to: "/admin/companies", label: "Companies", end: false },
  { to: "/admin/history", label: "Edit history", end: false },
  { to: "/admin/inbox", label: "Forms inbox", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/claims", label: "Claims", end: false },
  { to: "/admin/tenders", label: "Tenders", end: false },
  { to: "/admin/contracts", label: "Contracts", end: false },
  { to: "/admin/articles", label: "Articles", end: false },
  { to: "/admin/training", label: "Training", end: false },
  { to: "/admin/pages", label: "Team & sources", end: false },
  { to: "/admin/members", label: "Unconfirmed members", end: false },
  { to: "/admin/jobs", label: "Background work", end: false },
] as const;

export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Operators</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Console</h1>
      <nav aria-label="Console sections" className="mt-5">
        <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-700">
          {SECTIONS.map(({ to, label, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-slate-950 sm:px-4",
                    isActive && "bg-white text-brand-800 shadow-sm",
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** A console page's own heading, its notice of what was just done, and its content. */
export function ConsoleSection({
  title,
  description,
  done,
  before,
  error,
  children,
}: {
  title: string;
  description?: ReactNode;
  done?: string | null;
  /** What stands above the problem, such as tabs. */
  before?: ReactNode;
  /** What was wrong with the last thing posted, above the content. */
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="console-section">
      <h2 id="console-section" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div role="status">
        {done ? (
          <p className="mt-4 flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
            <CircleCheckBigIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{done}</span>
          </p>
        ) : null}
      </div>
      <div className="mt-5">
        {before}
        {error ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** A small form posting one console intent about one item. */
export function IntentButton({
  intent,
  id,
  label,
  variant = "outline",
  accessibleName,
}: {
  intent: string;
  id: string;
  label: string;
  variant?: "default" | "outline";
  accessibleName?: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} aria-label={accessibleName}>
        {label}
      </Button>
    </Form>
  );
}
