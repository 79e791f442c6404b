// The header's notification bell: what it says and shows. Apart from the notifications' kinds
// and labels, which only the notification pages need, since every page loads the bell.

/** The bell's accessible name. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** What the bell shows: the count, capped so it fits. */
export const bellCount = (unread: number): string => (unread > 99 ? "99+" : String(unread));
