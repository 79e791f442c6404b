import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { Paging } from "~/lib/paging";

/** Previous and next links under a numbered list, and where in it the reader is. */
export function Pager({ label, paging }: { label: string; paging: Paging }) {
  if (paging.pages <= 1) return null;
  const link = (href: string | null, text: string, next: boolean) =>
    href ? (
      <Link
        to={href}
        rel={next ? "next" : "prev"}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {next ? null : <ChevronLeftIcon aria-hidden="true" />}
        {text}
        {next ? <ChevronRightIcon aria-hidden="true" /> : null}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={buttonVariants({ variant: "outline", size: "sm", className: "opacity-50" })}
      >
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {link(paging.previousHref, "Previous", false)}
      <p className="text-sm text-slate-600">
        Page {paging.page} of {paging.pages}
      </p>
      {link(paging.nextHref, "Next", true)}
    </nav>
  );
}
