import type { Writer } from "../../../../server/outbox";
import { isNotificationKind, NOTIFICATION_KINDS, type NotificationKind } from "../rules";
import type { NotificationStore } from "./model.server";

// Which kinds of notice a member also gets by e-mail: every kind unless turned off.

/** Whether the member gets e-mail of `kind`, read in `trx` (the event's transaction). */
export async function wantsEmail(trx: Writer, userId: string, kind: NotificationKind) {
  const row = await trx
    .selectFrom("notification_settings")
    .select("email")
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? Number(row.email) === 1 : true;
}

/** Which kinds the member has e-mailed (every kind unless turned off). */
export async function emailSettings(
  { db }: NotificationStore,
  userId: string,
): Promise<Record<NotificationKind, boolean>> {
  const rows = await db
    .selectFrom("notification_settings")
    .select(["kind", "email"])
    .where("user_id", "=", userId)
    .execute();
  const settings = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as Record<
    NotificationKind,
    boolean
  >;
  for (const r of rows) if (isNotificationKind(r.kind)) settings[r.kind] = Number(r.email) === 1;
  return settings;
}

export async function saveEmailSettings(
  { db }: NotificationStore,
  userId: string,
  email: Record<NotificationKind, boolean>,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("notification_settings").where("user_id", "=", userId).execute();
    await trx
      .insertInto("notification_settings")
      .values(
        NOTIFICATION_KINDS.map((kind) => ({
          user_id: userId,
          kind,
          email: email[kind] ? 1 : 0,
        })),
      )
      .execute();
  });
}
