import { Form, Link } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { pageMeta } from "~/lib/seo";
import { NotificationList } from "../notification-list";
import {
  NOTIFICATION_FORM_LIMIT,
  notificationsAction,
  notificationsLoader,
} from "../notification-pages.server";
import type { Route } from "./+types/account-notifications";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// A member's notifications (/account/notifications): what the network told them, newest first,
// unread ones marked; each can be marked read, or all at once. The bell in the header counts the
// unread. A member sees and changes their own notifications only.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request }: Route.LoaderArgs, { viewer }) =>
    notificationsLoader(context, request, viewer),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = routeAction(
  { who: "member", body: { max: NOTIFICATION_FORM_LIMIT, refusals: "handler" } },
  ({ context }: Route.ActionArgs, posted) => notificationsAction(context, posted),
);

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Notifications",
        description: "What the network told you: new requests, replies and decisions.",
        path: "/account/notifications",
      },
      matches,
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const { page, list, unread } = loaderData;
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
          <NotificationList page={page} list={list} />
        </div>
      </PageSection>
    </>
  );
}
