import { bindStore } from "../../../server/db/write";
import type { NotificationStore, NotifierOptions } from "./data/model.server";
import * as reading from "./data/reading.server";
import * as settings from "./data/settings.server";
import * as telling from "./data/telling.server";

// The notifications' data layer, as the server hands it to loaders, actions and other domains'
// writes (`context.notifications.<function>`): the functions of data/, by use case, bound to one
// database, its mail settings and its clock.

const FUNCTIONS = {
  write: telling.write,
  mailMember: telling.mailMember,
  send: telling.send,
  mailOnly: telling.mailOnly,
  queued: telling.queued,
  unreadCount: reading.unreadCount,
  list: reading.list,
  markRead: reading.markRead,
  markAllRead: reading.markAllRead,
  markReadByLink: reading.markReadByLink,
  emailSettings: settings.emailSettings,
  saveEmailSettings: settings.saveEmailSettings,
};

export function createNotifications(options: NotifierOptions) {
  const store: NotificationStore = {
    db: options.db,
    mailEnabled: options.mailEnabled,
    mailFrom: options.mailFrom,
    now: options.now ?? (() => new Date()),
    queued: () => options.queued?.(),
  };
  return {
    ...bindStore<NotificationStore, typeof FUNCTIONS>(store, FUNCTIONS),
    /** Whether e-mail is configured (SMTP_URL). */
    mailEnabled: options.mailEnabled,
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
