import { data, type AppLoadContext } from "react-router";
import { notFound, safeReturnPath, type Viewer } from "~/lib/access.server";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";
import { readPage } from "~/lib/incremental";
import { NOTIFICATION_KINDS, type NotificationKind } from "./rules";

// The loaders and actions of a member's notification pages. A member sees and changes their own
// notifications and settings only: every call names the signed-in member.

/** Both pages' forms (a few ticks or an id): the routes declare it. */
export const NOTIFICATION_FORM_LIMIT = 8 * 1024;

/** /account/notifications: one page of the member's notifications and how many are unread. */
export async function notificationsLoader(context: AppLoadContext, request: Request, user: Viewer) {
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

/** Marks one notification read (`intent=read`, `id`), or all of them (`intent=all`). */
export async function notificationsAction(
  context: AppLoadContext,
  { viewer: user, form }: Posted<FormOutcome>,
) {
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

/** /account/notifications/settings: which kinds the member gets by e-mail, and at what address. */
export async function settingsLoader(context: AppLoadContext, user: Viewer) {
  return { email: await context.notifications.emailSettings(user.id), address: user.email };
}

/** Saves the member's choices: a kind left unticked is not e-mailed. */
export async function settingsAction(
  context: AppLoadContext,
  { viewer: user, form }: Posted<FormOutcome>,
) {
  if (typeof form === "string") return { saved: false };
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, form.get(kind) === "on"]),
  ) as Record<NotificationKind, boolean>;
  await context.notifications.saveEmailSettings(user.id, email);
  return { saved: true };
}
