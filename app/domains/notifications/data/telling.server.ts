import { randomUUID } from "node:crypto";
import { accountEmail } from "../../../../server/db/accounts";
import { queueMail, type Writer } from "../../../../server/outbox";
import { queueWebhookEvent } from "../../../../server/webhooks/deliveries";
import type { NotificationKind } from "../rules";
import type { NewNotice, NotificationStore } from "./model.server";
import { wantsEmail } from "./settings.server";

// Telling members (docs/decisions/121, 122): a notice is written in the same transaction as the
// event it tells of, as a `notifications` row for a member (the bell, /account/notifications)
// and, when mail is configured and the member wants it, an e-mail in the outbox, which the
// outbox worker (server/outbox.ts) sends.

type MailText = { subject: string; text: string };

/** An e-mail in the outbox, due now. */
function queue(
  store: NotificationStore,
  trx: Writer,
  to: string,
  mail: MailText,
  notificationId: string | null,
  at = store.now().toISOString(),
) {
  return queueMail(trx, { from: store.mailFrom, to, mail, notificationId, at });
}

/**
 * Writes a notice inside `trx`, the event's own transaction: its notification and its e-mail
 * are stored, or neither is. Returns false when its `dedupeKey` was already used.
 */
export async function write(
  store: NotificationStore,
  trx: Writer,
  notice: NewNotice,
): Promise<boolean> {
  const at = store.now().toISOString();
  let notificationId: string | null = null;
  if (notice.dedupeKey) {
    const seen = await trx
      .selectFrom("notifications")
      .select("id")
      .where("dedupe_key", "=", notice.dedupeKey)
      .executeTakeFirst();
    if (seen) return false;
  }
  if (notice.webhook) await queueWebhookEvent(trx, notice.webhook, store.now());
  if (notice.userId) {
    notificationId = randomUUID();
    await trx
      .insertInto("notifications")
      .values({
        id: notificationId,
        user_id: notice.userId,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link,
        dedupe_key: notice.dedupeKey ?? null,
        read_at: null,
        created_at: at,
      })
      .execute();
  }
  const to = !(store.mailEnabled && notice.mail)
    ? null
    : notice.email === undefined && notice.userId
      ? await accountEmail(trx, notice.userId)
      : (notice.email ?? null);
  const mailed = to && (!notice.userId || (await wantsEmail(trx, notice.userId, notice.kind)));
  if (mailed) await queue(store, trx, to, notice.mail!, notificationId, at);
  return true;
}

/**
 * Queues an e-mail to a member, in `trx`, with no notification of its own (a digest of
 * notices the member already has on the site): only when mail is configured and the member
 * wants e-mail of `kind`. Returns whether it was queued.
 */
export async function mailMember(
  store: NotificationStore,
  trx: Writer,
  userId: string,
  kind: NotificationKind,
  mail: MailText,
): Promise<boolean> {
  if (!store.mailEnabled || !(await wantsEmail(trx, userId, kind))) return false;
  const to = await accountEmail(trx, userId);
  if (!to) return false;
  await queue(store, trx, to, mail, null);
  return true;
}

/** Writes a notice in a transaction of its own, then has its e-mail sent. */
export async function send(store: NotificationStore, notice: NewNotice): Promise<void> {
  await store.db.transaction().execute((trx) => write(store, trx, notice));
  store.queued();
}

/**
 * Queues an e-mail that is no notification (the accounts' verification and reset links):
 * no row for the bell, no setting to turn it off; nothing without mail configured.
 */
export async function mailOnly(store: NotificationStore, to: string, mail: MailText) {
  if (!store.mailEnabled) return false;
  await queue(store, store.db, to, mail, null);
  store.queued();
  return true;
}

/** Tells the worker that the caller's transaction, now committed, queued an e-mail. */
export function queued(store: NotificationStore): void {
  store.queued();
}
