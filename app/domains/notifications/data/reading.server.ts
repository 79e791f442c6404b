import type { Page } from "../../../../server/db/write";
import { isNotificationKind, NOTIFICATIONS_PER_PAGE, type NotificationKind } from "../rules";
import type { NotificationItem, NotificationStore } from "./model.server";

// A member's own notifications: the bell's count, the list, and marking them read. Every query
// names the member, so nobody reads or marks another's.

/**
 * The bell's number. Notifications to a page of `opened` that were there when it was opened
 * count as read (their write follows the page: page-reads.server.ts).
 */
export async function unreadCount(
  { db }: NotificationStore,
  userId: string,
  opened: readonly { link: string; at: string }[] = [],
): Promise<number> {
  let query = db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
  if (opened.length > 0) {
    query = query.where((eb) =>
      eb.not(
        eb.or(opened.map((o) => eb.and([eb("link", "=", o.link), eb("created_at", "<=", o.at)]))),
      ),
    );
  }
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's notifications, newest first, one page. */
export async function list(
  { db }: NotificationStore,
  userId: string,
  page: number,
): Promise<Page<NotificationItem>> {
  const rows = await db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset((page - 1) * NOTIFICATIONS_PER_PAGE)
    .execute();
  const total = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const n = Number(total.n);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: (isNotificationKind(r.kind) ? r.kind : "request-new") as NotificationKind,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.read_at !== null,
      createdAt: r.created_at,
    })),
    matches: n,
    total: n,
  };
}

/** Marks one of the member's notifications read; false when it is not theirs. */
export async function markRead(
  { db, now }: NotificationStore,
  userId: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("notifications")
    .select(["id", "read_at"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.read_at === null) {
    await db
      .updateTable("notifications")
      .set({ read_at: now().toISOString() })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
  }
  return true;
}

/** Marks every notification of the member read. */
export async function markAllRead({ db, now }: NotificationStore, userId: string): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read_at: now().toISOString() })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
}

/** Marks read the member's unread notifications that link to `link` (opening the page). */
export async function markReadByLink(
  { db, now }: NotificationStore,
  userId: string,
  link: string,
): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read_at: now().toISOString() })
    .where("user_id", "=", userId)
    .where("link", "=", link)
    .where("read_at", "is", null)
    .execute();
}
