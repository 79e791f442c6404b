import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useLocation } from "react-router";
import { countLabel, type ListPage } from "~/lib/incremental";
import { tabHref, type TabParam } from "~/lib/tabs";
import { EmptyState } from "./empty-state";
import { ResultsList } from "./results-list";
import { TabLinks } from "./tab-links";

/**
 * One tab per status, as links (`?status=in-progress`; the first status is the default), and the
 * chosen status's items as the loader found them.
 */
export function StatusTabs<S extends string, T extends { id: string }>({
  label,
  tab,
  current,
  page,
  nextPageHref,
  noun,
  emptyIcon,
  emptyText,
  listClassName,
  renderItem,
}: {
  /** Accessible name of the row of tabs. */
  label: string;
  tab: TabParam<S>;
  current: S;
  page: ListPage<T>;
  nextPageHref: string | null;
  /** Singular and plural names for the count line. */
  noun: readonly [string, string];
  emptyIcon: LucideIcon;
  emptyText: string;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
}) {
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <>
      <TabLinks
        label={label}
        tabs={tab.options.map((option) => ({
          label: option,
          href: tabHref(pathname, tab, option),
          current: option === current,
        }))}
      />
      <section aria-labelledby={headingId} className="mt-6">
        <h2 id={headingId} className="sr-only">
          {current}
        </h2>
        {page.items.length > 0 ? (
          <>
            <p className="text-sm text-slate-600">
              Showing {countLabel(page.matches, page.cap)} {page.matches === 1 ? noun[0] : noun[1]}
            </p>
            <ResultsList
              items={page.items}
              matches={page.matches}
              cap={page.cap}
              nextPageHref={nextPageHref}
              getKey={(item) => item.id}
              renderItem={renderItem}
              className={listClassName}
              noun={noun[1]}
            />
          </>
        ) : (
          <EmptyState icon={emptyIcon} title={emptyText} level={3} />
        )}
      </section>
    </>
  );
}
