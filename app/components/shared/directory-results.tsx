import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../ui/button";
import { EmptyState } from "./empty-state";
import { IncrementalList } from "./incremental-list";

/**
 * A filtered directory's results: the count line ("Showing N of M vendors"), the list a page at
 * a time, or the empty state with Reset Filters.
 */
export function DirectoryResults<T>({
  id,
  heading,
  noun,
  items,
  total,
  listKey,
  getKey,
  renderItem,
  listClassName,
  emptyIcon,
  emptyTitle,
  emptyMessage,
  onReset,
  className,
}: {
  id: string;
  /** Visually hidden heading of the results section. */
  heading: string;
  /** Plural name, e.g. "vendors". */
  noun: string;
  items: readonly T[];
  total: number;
  /** The filters that produced `items`: a change starts the list again at one page. */
  listKey: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  listClassName: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  emptyMessage: string;
  onReset: () => void;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <p role="status" className="text-sm text-slate-600">
        Showing <span className="font-semibold text-slate-900">{items.length}</span> of {total}{" "}
        {noun}
      </p>
      {items.length > 0 ? (
        <IncrementalList
          items={items}
          listKey={listKey}
          getKey={getKey}
          renderItem={renderItem}
          className={listClassName}
          noun={noun}
        />
      ) : (
        <div className="mt-4">
          <EmptyState icon={emptyIcon} title={emptyTitle} message={emptyMessage} level={3}>
            <Button variant="outline" onClick={onReset}>
              Reset Filters
            </Button>
          </EmptyState>
        </div>
      )}
    </section>
  );
}
