import type { Db } from "../../../server/db/database";
import type { Notifications } from "./data.server";

// Opening the page a notification links to reads it (app/root.tsx). That was an UPDATE in every
// signed-in page view, on the request's path: a slow or lost database connection failed the
// page. The pages opened are now remembered in memory and written behind it, at most once per
// window per member, all members in one statement, and once more when the server closes
// (docs/decisions/282). The member's own next pages count them as read meanwhile.

/** How long page views are gathered before they are written. */
export const PAGE_READS_WINDOW_MS = 5_000;

/** A page a member opened, and when: it reads the notifications to it that were there then. */
export interface OpenedPage {
  link: string;
  /** ISO time of the view (the latest, when the page was opened again). */
  at: string;
}

export interface PageReads {
  /** Remembers that the member opened `link` now; never fails and never waits. */
  note(userId: string, link: string): void;
  /** The member's opened pages not written yet. */
  pending(userId: string): readonly OpenedPage[];
  /** Writes what is remembered now (the window's timer does it otherwise). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface PageReadsOptions {
  db: Db;
  now?: () => Date;
  windowMs?: number;
  /** Where a failed write is told (it is tried again in the next window). */
  log?: (message: string, error: unknown) => void;
}

export function batchPageReads({
  db,
  now = () => new Date(),
  windowMs = PAGE_READS_WINDOW_MS,
  log = (message, error) => console.warn(message, error),
}: PageReadsOptions): PageReads {
  /** By member, the time each link was last opened. */
  type Views = Map<string, Map<string, string>>;
  let waiting: Views = new Map();
  /** What the write under way carries: still pending for the member's pages until it is done. */
  let writing: Views = new Map();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  const write = async (batch: Views) => {
    await db
      .updateTable("notifications")
      .set({ read_at: now().toISOString() })
      .where("read_at", "is", null)
      .where((eb) =>
        eb.or(
          [...batch].flatMap(([userId, links]) =>
            [...links].map(([link, at]) =>
              eb.and([
                eb("user_id", "=", userId),
                eb("link", "=", link),
                eb("created_at", "<=", at),
              ]),
            ),
          ),
        ),
      )
      .execute();
  };

  /** Adds `views` to what waits, keeping each link's latest time. */
  const keep = (views: Views) => {
    for (const [userId, links] of views) {
      const kept = waiting.get(userId) ?? new Map<string, string>();
      for (const [link, at] of links) if ((kept.get(link) ?? "") < at) kept.set(link, at);
      waiting.set(userId, kept);
    }
  };

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    // One write at a time; a flush that comes during one waits for it, then writes the rest.
    while (flushing) await flushing;
    if (waiting.size === 0) return;
    writing = waiting;
    waiting = new Map();
    flushing = write(writing)
      .catch((error: unknown) => {
        log("Notifications: marking opened pages read failed; tried again shortly.", error);
        keep(writing);
        schedule();
      })
      .finally(() => {
        writing = new Map();
        flushing = null;
      });
    await flushing;
  };

  const schedule = () => {
    if (timer || waiting.size === 0) return;
    timer = setTimeout(() => void flush(), windowMs);
    timer.unref();
  };

  return {
    note(userId, link) {
      keep(new Map([[userId, new Map([[link, now().toISOString()]])]]));
      schedule();
    },
    pending(userId) {
      return [...(writing.get(userId) ?? []), ...(waiting.get(userId) ?? [])].map(([link, at]) => ({
        link,
        at,
      }));
    },
    flush,
    async close() {
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/**
 * The notifications as a request's pages use them: opening a page is remembered (`reads`)
 * rather than written at once, and the bell and the list count what is remembered as read.
 */
export function withPageReads(notifications: Notifications, reads: PageReads): Notifications {
  return {
    ...notifications,
    markReadByLink: async (userId, link) => reads.note(userId, link),
    unreadCount: (userId) => notifications.unreadCount(userId, reads.pending(userId)),
    list: async (userId, page) => {
      const listed = await notifications.list(userId, page);
      const opened = reads.pending(userId);
      if (opened.length === 0) return listed;
      const readNow = (n: { link: string; createdAt: string }) =>
        opened.some((o) => o.link === n.link && n.createdAt <= o.at);
      return {
        ...listed,
        items: listed.items.map((n) => (!n.read && readNow(n) ? { ...n, read: true } : n)),
      };
    },
  };
}
