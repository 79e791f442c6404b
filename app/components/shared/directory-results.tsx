import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { ListPage } from "~/lib/incremental";
import { buttonVariants } from "../ui/button";
import { EmptyState } from "./empty-state";
import { ResetFiltersLink } from "./filter-form";
import { ResultsList } from "./results-list";

export interface DirectoryResultsProps<T> {
  id: string;
  /** Visually hidden heading of the results section. */
  heading: string;
  /** Plural name, e.g. "vendors". */
  noun: string;
  page: ListPage<T>;
  nextPageHref: string | null;
  /** Each item's key (default: its id). */
  getKey?: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  listClassName: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyMessage: string;
  /** The filter form's heading, focused after Reset Filters. */
  filtersHeadingId: string;
  className?: string;
}

/**
 * A filtered directory's results, as its loader returned them: the count line ("Showing N of M
 * vendors"), a page of the list with Show more, or the empty state with Reset Filters.
 */
export function DirectoryResults<T extends { id: string }>({
  id,
  heading,
  noun,
  page,
  nextPageHref,
  getKey = (item) => item.id,
  renderItem,
  listClassName,
  emptyIcon,
  emptyTitle,
  emptyMessage,
  filtersHeadingId,
  className,
}: DirectoryResultsProps<T>) {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <p role="status" className="text-sm text-slate-600">
        Showing <span className="font-semibold text-slate-900">{page.matches}</span> of {page.total}{" "}
        {noun}
      </p>
      {page.items.length > 0 ? (
        <ResultsList
          items={page.items}
          matches={page.matches}
          nextPageHref={nextPageHref}
          getKey={getKey}
          renderItem={renderItem}
          className={listClassName}
          noun={noun}
        />
      ) : (
        <div className="mt-4">
          <EmptyState icon={emptyIcon} title={emptyTitle} message={emptyMessage} level={3}>
            <ResetFiltersLink
              to={pathname}
              headingId={filtersHeadingId}
              className={buttonVariants({ variant: "outline" })}
            />
          </EmptyState>
        </div>
      )}
    </section>
  );
}
