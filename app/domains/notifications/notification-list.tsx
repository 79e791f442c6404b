import { BellIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { MemberText } from "~/components/shared/member-text";
import { Pager, pageHref } from "~/components/shared/pager";
import { Button } from "~/components/ui/button";
import { formatTimestamp } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { NOTIFICATIONS_PER_PAGE } from "./rules";

// One page of a member's notifications, newest first: unread ones marked, each with its own
// "Mark as read"; an empty state when there are none, and the pages below.

interface NotificationRow {
  id: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
}

export function NotificationList({
  page,
  list,
}: {
  page: number;
  list: { items: NotificationRow[]; total: number };
}) {
  const pages = Math.max(1, Math.ceil(list.total / NOTIFICATIONS_PER_PAGE));
  return (
    <>
      {list.items.length > 0 ? (
        <ul
          aria-label="Notifications"
          className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          {list.items.map((n) => (
            <NotificationEntry key={n.id} n={n} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={BellIcon}
          title="No notifications yet"
          message="New requests to your companies, replies to your requests and decisions about your companies appear here."
        />
      )}
      <Pager
        page={page}
        pages={pages}
        hrefOf={(n) => pageHref("/account/notifications", "", n)}
        label="Notification pages"
      />
    </>
  );
}

function NotificationEntry({ n }: { n: NotificationRow }) {
  return (
    <li
      className={cn(
        "flex flex-wrap items-start gap-3 px-4 py-4 sm:flex-nowrap sm:px-6",
        !n.read && "bg-brand-50/50",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-1.5 size-2.5 shrink-0 rounded-full",
          n.read ? "bg-transparent" : "bg-brand-600",
        )}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={n.link}
          className={cn(
            "break-words text-slate-900 underline-offset-4 hover:underline",
            n.read ? "font-medium" : "font-semibold",
          )}
        >
          <MemberText text={n.title} />
          {n.read ? null : <span className="sr-only"> (unread)</span>}
        </Link>
        {n.body ? (
          <p className="mt-1 text-sm break-words text-slate-700">
            <MemberText text={n.body} />
          </p>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">{formatTimestamp(n.createdAt)}</p>
      </div>
      {n.read ? null : (
        <Form method="post" className="shrink-0">
          <input type="hidden" name="id" value={n.id} />
          <Button
            type="submit"
            name="intent"
            value="read"
            variant="ghost"
            size="sm"
            aria-label={`Mark as read: ${n.title}`}
          >
            Mark as read
          </Button>
        </Form>
      )}
    </li>
  );
}
