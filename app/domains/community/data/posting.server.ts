import { randomUUID } from "node:crypto";
import { withinEditWindow } from "../rules";
import { isMember } from "./groups.server";
import {
  blocked,
  threadRow,
  visibleThread,
  type CommunityStore,
  type OnReply,
  type OnThread,
  type Outcome,
  type Poster,
} from "./model.server";

// What members post on the forums (issue 29): new threads and replies, and their author's edits
// (within the edit window) and deletions. Each refuses with the reason the action words.

/**
 * A new thread in a group (whose member the author must be) or among the idea discussions;
 * its author follows it, and `onThread` tells the group's followers in the same transaction.
 */
export async function createThread(
  store: CommunityStore,
  author: Poster,
  place: { groupId: string | null; challengeId: string | null },
  input: { title: string; body: string },
  onThread?: OnThread,
  now = new Date(),
): Promise<Outcome> {
  const { db, write } = store;
  if (await blocked(db, author.id)) return { ok: false, refusal: "blocked" };
  if (place.groupId && !(await isMember(store, place.groupId, author.id)))
    return { ok: false, refusal: "notMember" };
  if (place.groupId) {
    const group = await db
      .selectFrom("groups")
      .select(["locked", "hidden_at"])
      .where("id", "=", place.groupId)
      .executeTakeFirst();
    if (!group || group.hidden_at) return { ok: false, refusal: "gone" };
    if (Number(group.locked) === 1) return { ok: false, refusal: "groupLocked" };
  }
  const id = randomUUID();
  const at = now.toISOString();
  await write(async (trx) => {
    await trx
      .insertInto("forum_threads")
      .values({
        id,
        group_id: place.groupId,
        challenge_id: place.groupId ? null : place.challengeId,
        author_id: author.id,
        author_name: author.name,
        title: input.title,
        body: input.body,
        created_at: at,
        edited_at: null,
        last_activity_at: at,
        reply_count: 0,
        pinned: 0,
        locked: 0,
        hidden_at: null,
      })
      .execute();
    await trx.insertInto("forum_follows").values({ thread_id: id, user_id: author.id }).execute();
    const groupFollowers = place.groupId
      ? (
          await trx
            .selectFrom("group_follows")
            .innerJoin("group_members", (join) =>
              join
                .onRef("group_members.group_id", "=", "group_follows.group_id")
                .onRef("group_members.user_id", "=", "group_follows.user_id"),
            )
            .select("group_follows.user_id")
            .where("group_follows.group_id", "=", place.groupId)
            .where("group_follows.user_id", "!=", author.id)
            .execute()
        ).map((r) => r.user_id)
      : [];
    await onThread?.(trx, { threadId: id, groupFollowers, author });
  });
  return { ok: true, value: id };
}

/** A reply: refused in a locked or hidden thread and from a blocked member. */
export async function addReply(
  store: CommunityStore,
  author: Poster,
  threadId: string,
  body: string,
  onReply?: OnReply,
  now = new Date(),
): Promise<Outcome> {
  const { db, write } = store;
  const thread = await visibleThread(store, threadId, author);
  if (!thread) return { ok: false, refusal: "gone" };
  if (await blocked(db, author.id)) return { ok: false, refusal: "blocked" };
  if (thread.locked) return { ok: false, refusal: "locked" };
  const id = randomUUID();
  const at = now.toISOString();
  await write(async (trx) => {
    // Checked again in the transaction: an operator may have locked it meanwhile.
    const locked = await trx
      .updateTable("forum_threads")
      .set((eb) => ({ reply_count: eb("reply_count", "+", 1), last_activity_at: at }))
      .where("id", "=", threadId)
      .where("locked", "=", 0)
      .executeTakeFirst();
    if (Number(locked.numUpdatedRows) === 0) return;
    await trx
      .insertInto("forum_replies")
      .values({
        id,
        thread_id: threadId,
        author_id: author.id,
        author_name: author.name,
        body,
        created_at: at,
        edited_at: null,
        hidden_at: null,
        helpful_count: 0,
      })
      .execute();
    const followers = (
      await trx
        .selectFrom("forum_follows")
        .select("user_id")
        .where("thread_id", "=", threadId)
        .where("user_id", "!=", author.id)
        .execute()
    ).map((r) => r.user_id);
    await trx
      .insertInto("forum_follows")
      .values({ thread_id: threadId, user_id: author.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await onReply?.(trx, { thread, replyId: id, followers, author });
  });
  return { ok: true, value: id };
}

/** The author's edit of their thread, within the edit window. */
export async function editThread(
  { db, write }: CommunityStore,
  author: Poster,
  threadId: string,
  input: { title: string; body: string },
  now = new Date(),
): Promise<Outcome> {
  const thread = await threadRow(db, threadId);
  if (!thread || thread.hidden) return { ok: false, refusal: "gone" };
  if (thread.authorId !== author.id) return { ok: false, refusal: "notYours" };
  if (await blocked(db, author.id)) return { ok: false, refusal: "blocked" };
  if (!withinEditWindow(thread.createdAt, now)) return { ok: false, refusal: "editWindow" };
  await write((trx) =>
    trx
      .updateTable("forum_threads")
      .set({ title: input.title, body: input.body, edited_at: now.toISOString() })
      .where("id", "=", threadId)
      .where("author_id", "=", author.id)
      .execute(),
  );
  return { ok: true, value: threadId };
}

export async function deleteThread(
  { db, write }: CommunityStore,
  author: Poster,
  threadId: string,
): Promise<Outcome> {
  const thread = await threadRow(db, threadId);
  if (!thread) return { ok: false, refusal: "gone" };
  if (thread.authorId !== author.id) return { ok: false, refusal: "notYours" };
  await write((trx) =>
    trx
      .deleteFrom("forum_threads")
      .where("id", "=", threadId)
      .where("author_id", "=", author.id)
      .execute(),
  );
  return { ok: true, value: threadId };
}

export async function editReply(
  { db, write }: CommunityStore,
  author: Poster,
  replyId: string,
  body: string,
  now = new Date(),
): Promise<Outcome> {
  const reply = await db
    .selectFrom("forum_replies")
    .select(["author_id", "created_at", "hidden_at", "thread_id"])
    .where("id", "=", replyId)
    .executeTakeFirst();
  if (!reply || reply.hidden_at) return { ok: false, refusal: "gone" };
  if (reply.author_id !== author.id) return { ok: false, refusal: "notYours" };
  if (await blocked(db, author.id)) return { ok: false, refusal: "blocked" };
  if (!withinEditWindow(reply.created_at, now)) return { ok: false, refusal: "editWindow" };
  await write((trx) =>
    trx
      .updateTable("forum_replies")
      .set({ body, edited_at: now.toISOString() })
      .where("id", "=", replyId)
      .where("author_id", "=", author.id)
      .execute(),
  );
  return { ok: true, value: reply.thread_id };
}

export async function deleteReply(
  { db, write }: CommunityStore,
  author: Poster,
  replyId: string,
): Promise<Outcome> {
  const reply = await db
    .selectFrom("forum_replies")
    .select(["author_id", "thread_id"])
    .where("id", "=", replyId)
    .executeTakeFirst();
  if (!reply) return { ok: false, refusal: "gone" };
  if (reply.author_id !== author.id) return { ok: false, refusal: "notYours" };
  await write(async (trx) => {
    await trx.deleteFrom("forum_replies").where("id", "=", replyId).execute();
    await trx
      .updateTable("forum_threads")
      .set((eb) => ({ reply_count: eb("reply_count", "-", 1) }))
      .where("id", "=", reply.thread_id)
      .where("reply_count", ">", 0)
      .execute();
  });
  return { ok: true, value: reply.thread_id };
}
