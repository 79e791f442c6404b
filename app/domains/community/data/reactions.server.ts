import { sql } from "kysely";
import type { CommunityStore, Outcome, Poster } from "./model.server";

// How members react to posts (issue 29): "helpful" marks on replies, and following a thread.

/** Marks a reply helpful, or takes the mark back; an author cannot mark their own. */
export async function toggleHelpful(
  { db, write }: CommunityStore,
  member: Poster,
  replyId: string,
): Promise<Outcome<boolean>> {
  const reply = await db
    .selectFrom("forum_replies")
    .select(["author_id", "hidden_at"])
    .where("id", "=", replyId)
    .executeTakeFirst();
  if (!reply || reply.hidden_at) return { ok: false, refusal: "gone" };
  if (reply.author_id === member.id) return { ok: false, refusal: "notYours" };
  const marked = await write(async (trx) => {
    const removed = await trx
      .deleteFrom("forum_helpful")
      .where("reply_id", "=", replyId)
      .where("user_id", "=", member.id)
      .executeTakeFirst();
    const was = Number(removed.numDeletedRows) > 0;
    if (!was) {
      await trx
        .insertInto("forum_helpful")
        .values({ reply_id: replyId, user_id: member.id })
        .execute();
    }
    await trx
      .updateTable("forum_replies")
      .set({
        helpful_count: sql<number>`(select count(*) from forum_helpful where reply_id = ${replyId})`,
      })
      .where("id", "=", replyId)
      .execute();
    return !was;
  });
  return { ok: true, value: marked };
}

export async function follow(
  { db }: CommunityStore,
  threadId: string,
  userId: string,
  on: boolean,
): Promise<void> {
  // Personal: no data-version change (the thread page is not cached for members).
  if (on) {
    await db
      .insertInto("forum_follows")
      .values({ thread_id: threadId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom("forum_follows")
      .where("thread_id", "=", threadId)
      .where("user_id", "=", userId)
      .execute();
  }
}
