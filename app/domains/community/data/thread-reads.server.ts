import { sql } from "kysely";
import { queryWords } from "~/lib/search-words";
import { REPLIES_PER_PAGE, THREADS_PER_PAGE, type ThreadSort } from "../rules";
import {
  blocked,
  threadColumns,
  threadFromRow,
  threads,
  type CommunityStore,
  type Poster,
  type ReplyView,
  type ThreadView,
} from "./model.server";

// What the forums' pages read (issue 29): a page of threads, a page of a thread's replies, one
// reply to quote, how many ideas answer each challenge, and what the actions ask of a member
// (blocked, how new, following). A thread itself: visibleThread in model.server.ts.

/**
 * One page of threads of a group (`groupId`) or of the idea discussions (`groupId` null,
 * optionally those answering `challengeId`): pinned first, then by latest activity or by
 * replies. Hidden threads only for operators.
 */
export async function list(
  { db, engine }: CommunityStore,
  options: {
    groupId: string | null;
    challengeId?: string;
    /** Words the thread or one of its visible replies must hold (decision 468). */
    q?: string;
    sort: ThreadSort;
    page: number;
    viewer: Poster | null;
  },
): Promise<{ items: ThreadView[]; total: number }> {
  let query = threads(db);
  query =
    options.groupId === null
      ? query.where("forum_threads.group_id", "is", null)
      : query.where("forum_threads.group_id", "=", options.groupId);
  if (options.challengeId)
    query = query.where("forum_threads.challenge_id", "=", options.challengeId);
  if (!options.viewer?.isOperator) query = query.where("forum_threads.hidden_at", "is", null);
  const words = queryWords(options.q ?? "");
  if (engine && words.length > 0) {
    const inThread = engine.matcher("threads", engine.termsOf(words));
    const inReply = engine.matcher("replies", engine.termsOf(words));
    query = query.where(
      sql<boolean>`(forum_threads.id in (select t.id from forum_threads t
          join ${inThread.source} m on ${inThread.on("t")})
        or forum_threads.id in (select r.thread_id from forum_replies r
          join ${inReply.source} m on ${inReply.on("r")} where r.hidden_at is null))`,
    );
  }
  let ordered = query.select(threadColumns).orderBy("forum_threads.pinned", "desc");
  if (options.sort === "top") ordered = ordered.orderBy("forum_threads.reply_count", "desc");
  ordered = ordered.orderBy("forum_threads.last_activity_at", "desc").orderBy("forum_threads.id");
  const [rows, count] = await Promise.all([
    ordered
      .limit(THREADS_PER_PAGE)
      .offset((options.page - 1) * THREADS_PER_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(threadFromRow), total: Number(count.n) };
}

/** How many visible idea discussions answer each challenge. */
export async function countsByChallenge({ db }: CommunityStore): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("forum_threads")
    .select(["challenge_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("group_id", "is", null)
    .where("challenge_id", "is not", null)
    .where("hidden_at", "is", null)
    .groupBy("challenge_id")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.challenge_id!, Number(r.n)]));
}

/** One page of a thread's replies, oldest first; hidden ones only for operators and their author. */
export async function replies(
  { db }: CommunityStore,
  threadId: string,
  page: number,
  viewer: Poster | null,
): Promise<{ items: ReplyView[]; total: number }> {
  let query = db
    .selectFrom("forum_replies")
    .leftJoin("members as author", (join) =>
      join.onRef("author.user_id", "=", "forum_replies.author_id").on("author.listed", "=", 1),
    )
    .where("forum_replies.thread_id", "=", threadId);
  if (!viewer?.isOperator)
    query = query.where((eb) =>
      eb.or([
        eb("forum_replies.hidden_at", "is", null),
        eb("forum_replies.author_id", "=", viewer?.id ?? ""),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .select([
        "forum_replies.id",
        "forum_replies.thread_id",
        "forum_replies.author_id",
        "forum_replies.author_name",
        "forum_replies.body",
        "forum_replies.created_at",
        "forum_replies.edited_at",
        "forum_replies.hidden_at",
        "forum_replies.hidden_reason",
        "forum_replies.helpful_count",
        "author.handle as author_handle",
      ])
      .orderBy("forum_replies.created_at")
      .orderBy("forum_replies.id")
      .limit(REPLIES_PER_PAGE)
      .offset((page - 1) * REPLIES_PER_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const marked = new Set<string>();
  if (viewer && rows.length > 0) {
    const mine = await db
      .selectFrom("forum_helpful")
      .select("reply_id")
      .where("user_id", "=", viewer.id)
      .where(
        "reply_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    for (const m of mine) marked.add(m.reply_id);
  }
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: r.id,
      threadId: r.thread_id,
      authorId: r.author_id,
      authorName: r.author_name,
      authorHandle: r.author_handle,
      body: r.body,
      createdAt: r.created_at,
      editedAt: r.edited_at,
      hidden: r.hidden_at !== null,
      hiddenReason: r.hidden_reason,
      helpfulCount: Number(r.helpful_count),
      markedHelpful: marked.has(r.id),
    })),
  };
}

/** One reply, for quoting (visible ones only). */
export async function reply(
  { db }: CommunityStore,
  replyId: string,
): Promise<{ authorName: string; body: string; threadId: string } | undefined> {
  const row = await db
    .selectFrom("forum_replies")
    .select(["author_name", "body", "thread_id"])
    .where("id", "=", replyId)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  return row && { authorName: row.author_name, body: row.body, threadId: row.thread_id };
}

export const isBlocked = ({ db }: CommunityStore, userId: string) => blocked(db, userId);

/** When the member's account was made (for the stricter limit of new members). */
export async function memberSince({ db }: CommunityStore, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("createdAt")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row?.createdAt) return null;
  return row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt);
}

export async function isFollowing(
  { db }: CommunityStore,
  threadId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("forum_follows")
    .select("user_id")
    .where("thread_id", "=", threadId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}
