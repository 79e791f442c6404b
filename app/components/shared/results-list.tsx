import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { isEstimate, remainingLabel, type ListPage } from "~/lib/incremental";
import { buttonVariants } from "../ui/button";

/**
 * One page of results and, while more match, "Show more": a link to the same list with one more
 * page. With JavaScript it replaces the history entry, keeps the scroll position and moves the
 * keyboard focus to the first newly shown item.
 */
export function ResultsList<T>({
  items,
  matches,
  cap,
  nextPageHref,
  getKey,
  renderItem,
  className,
  noun,
}: {
  items: readonly T[];
  /** How many results match in all (the list shows the first of them). */
  matches: number;
  /** The cap `matches` was counted to (above it: more than the cap match). */
  cap?: number;
  nextPageHref: string | null;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className: string;
  /** Plural name for the link, e.g. "vendors". */
  noun: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const remaining = remainingLabel(items.length, matches, cap);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || items.length <= index) return;
    focusIndex.current = null;
    const item = listRef.current?.children[index];
    item?.querySelector<HTMLElement>("a, button")?.focus();
  }, [items]);

  return (
    <>
      <ul ref={listRef} className={className}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {nextPageHref && (matches > items.length || isEstimate(matches, cap)) ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={nextPageHref}
            replace
            preventScrollReset
            onClick={() => {
              focusIndex.current = items.length;
            }}
            className={buttonVariants({ variant: "outline" })}
          >
            {remaining ? `Show more ${noun} ${remaining}` : `Show more ${noun}`}
          </Link>
        </div>
      ) : null}
    </>
  );
}

export interface ResultsPageProps<T> {
  /** What the list's loader returned. */
  page: ListPage<T>;
  nextPageHref: string | null;
  renderItem: (item: T) => ReactNode;
  listClassName: string;
  /** Plural name, e.g. "vendors". */
  noun: string;
}

/** A loader's page of results as a ResultsList, or `empty` when nothing matches. */
export function ResultsPage<T extends { id: string }>({
  page,
  listClassName,
  empty,
  ...list
}: ResultsPageProps<T> & { empty: ReactNode }) {
  return page.items.length > 0 ? (
    <ResultsList
      {...list}
      items={page.items}
      matches={page.matches}
      cap={page.cap}
      getKey={(item) => item.id}
      className={listClassName}
    />
  ) : (
    <div className="mt-4">{empty}</div>
  );
}
