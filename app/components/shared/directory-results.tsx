import { SearchXIcon, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { buttonVariants } from "../ui/button";
import { EmptyState } from "./empty-state";
import { ResetFiltersLink } from "./filter-form";
import { ResultsPage, type ResultsPageProps } from "./results-list";
import { countLabel } from "~/lib/incremental";

export interface DirectoryResultsProps<T> extends ResultsPageProps<T> {
  id: string;
  /** Visually hidden heading of the results section. */
  heading: string;
  emptyIcon?: LucideIcon;
  emptyTitle: string;
  emptyMessage?: string;
  /** The filter form's heading, focused after Reset Filters. */
  filtersHeadingId: string;
  className?: string;
  /** Said under the count line, such as "Did you mean ...". */
  notice?: ReactNode;
}

/**
 * A filtered directory's results, as its loader returned them: the count line ("Showing N of M
 * vendors"), a page of the list with Show more, or the empty state with Reset Filters.
 */
export function DirectoryResults<T extends { id: string }>({
  id,
  heading,
  emptyIcon = SearchXIcon,
  emptyTitle,
  emptyMessage = "Try adjusting your filters.",
  filtersHeadingId,
  className,
  notice,
  ...results
}: DirectoryResultsProps<T>) {
  const { pathname } = useLocation();
  const { page, noun } = results;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <p role="status" className="text-sm text-slate-600">
        Showing{" "}
        <span className="font-semibold text-slate-900">{countLabel(page.matches, page.cap)}</span>{" "}
        of {countLabel(page.total, page.cap)} {noun}
      </p>
      {notice}
      <ResultsPage
        {...results}
        empty={
          <EmptyState icon={emptyIcon} title={emptyTitle} message={emptyMessage} level={3}>
            <ResetFiltersLink
              to={pathname}
              headingId={filtersHeadingId}
              className={buttonVariants({ variant: "outline" })}
            />
          </EmptyState>
        }
      />
    </section>
  );
}
