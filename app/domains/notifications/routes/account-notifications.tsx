import { BellIcon } from "lucide-react";
import { data, Form, Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Pager, pageHref } from "~/components/shared/pager";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { NOTIFICATIONS_PER_PAGE } from "../rules";
import { readFormData } from "~/lib/form-data.server";
import { notFound, requireMember, safeReturnPath } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import { readPage } from "~/lib/incremental";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/account-notifications";
import { MemberText } from "~/components/shared/member-text";

// A member's notifications (/account/notifications): what the network told them, newest first,
// unread ones marked; each can be marked read, or all at once. The bell in the header counts the
// unread. A member sees and changes their own notifications only.

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireMember(context, request);
  const page = readPage(new URL(request.url).searchParams);
  const [list, unread] = await Promise.all([
    context.notifications.list(user.id, page),
    context.notifications.unreadCount(user.id),
  ]);
  return {
    page,
    unread,
    list: { ...list, items: list.items.map((n) => ({ ...n, link: safeReturnPath(n.link) })) },
  };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireMember(context, request);
  const form = await readFormData(request, 8 * 1024);
  if (typeof form === "string") return data({ done: null }, { status: 400 });
  const intent = form.get("intent");
  if (intent === "all") {
    await context.notifications.markAllRead(user.id);
    return { done: "All notifications are marked as read." };
  }
  const id = form.get("id");
  if (intent === "read" && typeof id === "string") {
    if (!(await context.notifications.markRead(user.id, id))) notFound();
    return { done: "Marked as read." };
  }
  return data({ done: null }, { status: 400 });
}

export function meta() {
  return [
    ...pageMeta({
      title: "Notifications",
      description: "What the network told you: new requests, replies and decisions.",
      path: "/account/notifications",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { page, list, unread } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / NOTIFICATIONS_PER_PAGE));
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Notifications"
        description={
          unread > 0
            ? `${unread} unread. New requests, replies and decisions about your companies.`
            : "New requests, replies and decisions about your companies."
        }
      />
      <PageSection>
        <div className="max-w-3xl">
          <FormMessages error={null} success={actionData?.done ?? null} />
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <Link
              to="/account/notifications/settings"
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              E-mail settings
            </Link>
            {unread > 0 ? (
              <Form method="post">
                <Button type="submit" name="intent" value="all" variant="outline" size="sm">
                  Mark all as read
                </Button>
              </Form>
            ) : null}
          </div>
          {list.items.length > 0 ? (
            <ul
              aria-label="Notifications"
              className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              {list.items.map((n) => (
                <li
                  key={n.id}
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
        </div>
      </PageSection>
    </>
  );
}
