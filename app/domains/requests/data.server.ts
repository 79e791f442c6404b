import { bindStore } from "../../../server/db/write";
import type { Db } from "../../../server/db/database";
import type { FileStore } from "../../../server/files/file-store";
import type { InboxStore } from "../../../server/inbox/store";
import type { Notifications } from "~/domains/notifications/index.server";
import * as files from "./data/files.server";
import * as inbox from "./data/inbox.server";
import * as keeping from "./data/keeping.server";
import type { ReplyNotice, RequestsStore } from "./data/model.server";
import * as notices from "./data/notices.server";
import * as replies from "./data/replies.server";
import * as sent from "./data/sent.server";
import * as threads from "./data/threads.server";

// Requests to the network's companies: a contact message or quote request sent from the profile
// of a company that has an owner is stored in the forms inbox addressed to the company
// (`company_requests`, router.server.ts), read and answered by its owner in /account/inbox, and
// followed by the buyer who sent it, signed in, in /account/requests. Every read checks who asks:
// the owner of the addressed company, an operator, or (for their own requests) the buyer; anyone
// else finds nothing, so the pages answer 404.
//
// A request is a conversation (docs/decisions/120): the owner and the buyer each reply, with
// files, and either side closes and reopens it. A buyer without an account follows it by a
// private link e-mailed with each reply (`/requests/t/<token>`: 32 random bytes, kept only as
// their SHA-256, for 30 days, revocable by either side); only the account of the address the
// request came from keeps the thread (docs/decisions/230), and a kept thread opens by no link.
// Each reply writes its notice (app/domains/notifications) in its own transaction.
//
// The functions of data/, by use case, bound to one store: loaders and actions call
// `context.requests.<function>`.

const FUNCTIONS = {
  inbox: inbox.inbox,
  companiesOf: inbox.companiesOf,
  inboxOf: inbox.inboxOf,
  unreadCount: inbox.unreadCount,
  open: inbox.open,
  reply: replies.reply,
  replyAsOwner: replies.replyAsOwner,
  answer: replies.answer,
  close: threads.close,
  setOpen: threads.setOpen,
  revokeLinks: threads.revokeLinks,
  thread: threads.thread,
  keep: keeping.keep,
  keepForNewAccount: keeping.keepForNewAccount,
  confirmKeep: keeping.confirmKeep,
  file: files.file,
  replyFile: files.replyFile,
  everyOf: sent.everyOf,
  sent: sent.sent,
  sentOne: sent.sentOne,
  notifyNew: notices.notifyNew,
  notifyMissed: notices.notifyMissed,
};

export interface RequestsOptions {
  db: Db;
  store: InboxStore;
  /** A reply was stored: e-mail it to the buyer (never throws). */
  mailReply?(reply: ReplyNotice): void;
  /** The notices (app/domains/notifications): written with each reply. */
  notifications?: Notifications;
  /** Where the replies' files are kept. */
  files?: FileStore;
  /** The site's public address, for links in e-mails. */
  publicUrl?: string;
  now?: () => Date;
}

export function createRequests(options: RequestsOptions) {
  const store: RequestsStore = {
    db: options.db,
    inbox: options.store,
    mailReply: options.mailReply,
    notifications: options.notifications,
    files: options.files,
    publicUrl: options.publicUrl ?? "",
    now: options.now ?? (() => new Date()),
  };
  return bindStore<RequestsStore, typeof FUNCTIONS>(store, FUNCTIONS);
}

export type Requests = ReturnType<typeof createRequests>;
