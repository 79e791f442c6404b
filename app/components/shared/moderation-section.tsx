import { ShieldCheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "~/components/shared/empty-state";
import { Badge } from "~/components/ui/badge";
import { reportReasonLabel } from "~/domain/review-rules";

// One of a moderation queue's lists (reported, hidden, blocked...), for reviews and for forum
// posts alike: its heading with the count, "All clear" when empty, one card an item.

export function ModerationSection<Item>({
  id,
  title,
  empty,
  items,
  itemKey,
  itemClassName,
  children,
}: {
  id: string;
  title: string;
  /** What "All clear" says under it. */
  empty: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The card's padding, which differs with what is inside it. */
  itemClassName: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title} <span className="text-base font-normal text-slate-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={ShieldCheckIcon} title="All clear" message={empty} level={3} />
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {items.map((item) => (
            <li
              key={itemKey(item)}
              className={`rounded-xl border border-slate-200 bg-white shadow-sm ${itemClassName}`}
            >
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The open reports on an item, a badge a reason with its count. */
export function ReportBadges({
  reports,
}: {
  reports: readonly { reason: string; count: number }[];
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Open reports">
      {reports.map((r) => (
        <li key={r.reason}>
          <Badge variant="neutral">
            {reportReasonLabel(r.reason)}: {r.count}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
