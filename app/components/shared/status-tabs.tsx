import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { EmptyState } from "./empty-state";
import { IncrementalList } from "./incremental-list";

/** Radix builds element ids from tab values: keep them free of spaces. */
const tabValue = (status: string) => status.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * One tab per status, each listing the items of that status; the first status is the default.
 * The active tab is page state only (spec section 4), so it is not written to the URL.
 */
export function StatusTabs<S extends string, T extends { id: string; status: S }>({
  label,
  statuses,
  items,
  noun,
  emptyIcon,
  emptyText,
  listClassName,
  renderItem,
}: {
  /** Accessible name of the tab list. */
  label: string;
  statuses: readonly S[];
  items: readonly T[];
  /** Singular and plural names for the count line. */
  noun: readonly [string, string];
  emptyIcon: LucideIcon;
  emptyText: string;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <Tabs defaultValue={statuses[0] && tabValue(statuses[0])}>
      <TabsList aria-label={label}>
        {statuses.map((status) => (
          <TabsTrigger key={status} value={tabValue(status)}>
            {status}
          </TabsTrigger>
        ))}
      </TabsList>
      {statuses.map((status) => {
        const shown = items.filter((item) => item.status === status);
        return (
          <TabsContent key={status} value={tabValue(status)}>
            <h2 className="sr-only">{status}</h2>
            {shown.length > 0 ? (
              <>
                <p className="text-sm text-slate-600">
                  Showing {shown.length} {shown.length === 1 ? noun[0] : noun[1]}
                </p>
                <IncrementalList
                  items={shown}
                  listKey={status}
                  getKey={(item) => item.id}
                  renderItem={renderItem}
                  className={listClassName}
                  noun={noun[1]}
                />
              </>
            ) : (
              <EmptyState icon={emptyIcon} title={emptyText} level={3} />
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
