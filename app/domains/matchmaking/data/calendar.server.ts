import { randomBytes } from "node:crypto";
import { iso, type MatchStore } from "./model.server";

// A member's calendar feed of the deadlines of the tenders they follow (issue 43 item 6,
// docs/decisions/484): a private URL with a secret token, one a member, replaced or revoked by
// them. Each tender is one event whose UID is the tender's id; its SEQUENCE counts the
// tender's amendments and its DTSTAMP is the last one's time, so a moved deadline updates the
// same event.

/** The member's feed token, or null. */
export async function calendarToken(store: MatchStore, userId: string): Promise<string | null> {
  const row = await store.db
    .selectFrom("calendar_feeds")
    .select("token")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.token ?? null;
}

/** A new token for the member's feed (the old address stops working). */
export async function renewCalendarToken(
  store: MatchStore,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await store.write(async (trx) => {
    await trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
    await trx
      .insertInto("calendar_feeds")
      .values({ user_id: userId, token, created_at: iso(now) })
      .execute();
  });
  return token;
}

/** Revokes the member's feed: its address answers 404 from now on. */
export async function revokeCalendarToken(store: MatchStore, userId: string): Promise<void> {
  await store.write((trx) =>
    trx.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute(),
  );
}

export interface DeadlineEvent {
  tenderId: string;
  title: string;
  buyerName: string;
  bidDeadline: string;
  cancelled: boolean;
  /** The number of amendments. */
  sequence: number;
  /** When the event last changed: the last amendment, or the publication. */
  stamp: string;
}

/** The deadlines of the tenders the token's member follows; null for an unknown token. */
export async function calendarOf(
  store: MatchStore,
  token: string,
): Promise<DeadlineEvent[] | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const feed = await store.db
    .selectFrom("calendar_feeds")
    .select("user_id")
    .where("token", "=", token)
    .executeTakeFirst();
  if (!feed) return null;
  const rows = await store.db
    .selectFrom("tender_follows as f")
    .innerJoin("tenders as t", "t.id", "f.tender_id")
    .leftJoin("tender_addenda as a", "a.tender_id", "t.id")
    .select((eb) => [
      "t.id",
      "t.title",
      "t.buyer_name",
      "t.bid_deadline",
      "t.cancelled_at",
      "t.published_at",
      eb.fn.count<number>("a.id").as("amendments"),
      eb.fn.max("a.created_at").as("amended_at"),
    ])
    .where("f.user_id", "=", feed.user_id)
    .where("t.published_at", "is not", null)
    .groupBy([
      "t.id",
      "t.title",
      "t.buyer_name",
      "t.bid_deadline",
      "t.cancelled_at",
      "t.published_at",
    ])
    .orderBy("t.bid_deadline")
    .execute();
  return rows.map((r) => ({
    tenderId: r.id,
    title: r.title,
    buyerName: r.buyer_name,
    bidDeadline: r.bid_deadline,
    cancelled: r.cancelled_at !== null,
    sequence: Number(r.amendments),
    stamp: (r.amended_at as string | null) ?? r.cancelled_at ?? r.published_at!,
  }));
}
