import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import {
  handleOf,
  REPLIES_PER_PAGE,
  THREADS_PER_PAGE,
  withinEditWindow,
  type ThreadSort,
} from "../../app/domain/community";
import type { GroupInput, ProfileInput } from "../../app/domain/community-schema";
import type { ReportReason } from "../../app/domain/review-rules";
import type { Db } from "./database";
import type { Database } from "./schema";

// The people of the network (issue 29, docs/decisions/190-192): members' profiles in the
// directory, groups, threads (in a group, or idea discussions answering a challenge), replies,
// "helpful" marks, follows, reports, moderation and blocks. Every rule about who may do what is
// checked here, in the query that writes, and answered as a refusal the actions turn into words.

type Write = <T>(change: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** Someone acting on the forums: the signed-in member, operator or not. */
export interface Poster {
  id: string;
  name: string;
  isOperator?: boolean;
}

export type Refusal = "gone" | "notYours" | "editWindow" | "locked" | "blocked" | "notMember";
export type Outcome<T = string> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** Called inside a new reply's transaction with who follows the thread (its author left out). */
export type OnReply = (
  trx: Transaction<Database>,
  event: { thread: ThreadView; replyId: string; followers: string[]; author: Poster },
) => Promise<unknown>;

export interface MemberProfile {
  id: string;
  userId: string | null;
  handle: string;
  name: string;
  avatarUrl: string;
  role: string;
  region: string;
  organisation: string | null;
  bio: string | null;
  photoFile: string | null;
  listed: boolean;
}

export interface GroupView {
  id: string;
  slug: string;
  name: string;
  description: string;
  topic: string;
  threadCount: number;
  memberCount: number;
}

export interface ThreadView {
  id: string;
  groupId: string | null;
  challengeId: string | null;
  authorId: string;
  authorName: string;
  /** The author's profile, when they are listed in the directory. */
  authorHandle: string | null;
  title: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  lastActivityAt: string;
  replyCount: number;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
}

export interface ReplyView {
  id: string;
  threadId: string;
  authorId: string;
  authorName: string;
  authorHandle: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  hidden: boolean;
  helpfulCount: number;
  /** Whether the viewer marked it helpful. */
  markedHelpful: boolean;
}

export interface ReportedPost {
  threadId: string;
  replyId: string | null;
  threadTitle: string;
  authorId: string;
  authorName: string;
  body: string;
  hidden: boolean;
  locked: boolean;
  pinned: boolean;
  reports: { reason: string; count: number }[];
}

export type ModerationIntent = "hide" | "restore" | "dismiss" | "lock" | "unlock" | "pin" | "unpin";

const bool = (v: unknown) => Number(v) === 1;

function profileFromRow(row: {
  id: string;
  user_id: string | null;
  handle: string | null;
  name: string;
  avatar_url: string;
  role: string;
  region: string;
  organisation: string | null;
  bio: string | null;
  photo_file: string | null;
  listed: number | string;
}): MemberProfile {
  return {
    id: row.id,
    userId: row.user_id,
    handle: row.handle ?? handleOf(row.name),
    name: row.name,
    avatarUrl: row.avatar_url,
    role: row.role,
    region: row.region,
    organisation: row.organisation,
    bio: row.bio,
    photoFile: row.photo_file,
    listed: bool(row.listed),
  };
}

/** A member's own photo (or monogram), served by the profile's photo route. */
export const photoPath = (handle: string, file: string | null) =>
  `/network/members/${handle}/photo${file ? `?v=${file.slice(0, 8)}` : ""}`;

export function createCommunity(db: Db, write: Write) {
  const threadColumns = [
    "forum_threads.id",
    "forum_threads.group_id",
    "forum_threads.challenge_id",
    "forum_threads.author_id",
    "forum_threads.author_name",
    "forum_threads.title",
    "forum_threads.body",
    "forum_threads.created_at",
    "forum_threads.edited_at",
    "forum_threads.last_activity_at",
    "forum_threads.reply_count",
    "forum_threads.pinned",
    "forum_threads.locked",
    "forum_threads.hidden_at",
    "author.handle as author_handle",
  ] as const;

  const threads = () =>
    db
      .selectFrom("forum_threads")
      .leftJoin("members as author", (join) =>
        join.onRef("author.user_id", "=", "forum_threads.author_id").on("author.listed", "=", 1),
      );

  const threadFromRow = (r: {
    id: string;
    group_id: string | null;
    challenge_id: string | null;
    author_id: string;
    author_name: string;
    title: string;
    body: string;
    created_at: string;
    edited_at: string | null;
    last_activity_at: string;
    reply_count: number | string;
    pinned: number | string;
    locked: number | string;
    hidden_at: string | null;
    author_handle: string | null;
  }): ThreadView => ({
    id: r.id,
    groupId: r.group_id,
    challengeId: r.challenge_id,
    authorId: r.author_id,
    authorName: r.author_name,
    authorHandle: r.author_handle,
    title: r.title,
    body: r.body,
    createdAt: r.created_at,
    editedAt: r.edited_at,
    lastActivityAt: r.last_activity_at,
    replyCount: Number(r.reply_count),
    pinned: bool(r.pinned),
    locked: bool(r.locked),
    hidden: r.hidden_at !== null,
  });

  async function blocked(trx: Db | Transaction<Database>, userId: string): Promise<boolean> {
    const row = await trx
      .selectFrom("forum_blocks")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function threadRow(id: string) {
    const row = await threads()
      .select(threadColumns)
      .where("forum_threads.id", "=", id)
      .executeTakeFirst();
    return row && threadFromRow(row);
  }

  /** A thread as this viewer may see it: a hidden one only for operators. */
  async function visibleThread(id: string, viewer: Poster | null) {
    const thread = await threadRow(id);
    if (!thread || (thread.hidden && !viewer?.isOperator)) return undefined;
    return thread;
  }

  const profiles = {
    /** The member's own profile (listed or not), or undefined before they made one. */
    async ofUser(userId: string): Promise<MemberProfile | undefined> {
      const row = await db
        .selectFrom("members")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row && profileFromRow(row);
    },
    /** A listed member's public profile. */
    async byHandle(handle: string): Promise<MemberProfile | undefined> {
      const row = await db
        .selectFrom("members")
        .selectAll()
        .where("handle", "=", handle)
        .where("listed", "=", 1)
        .executeTakeFirst();
      return row && profileFromRow(row);
    },
    /** Any profile by handle, listed or not (its photo route checks who may see it). */
    async anyByHandle(handle: string): Promise<MemberProfile | undefined> {
      const row = await db
        .selectFrom("members")
        .selectAll()
        .where("handle", "=", handle)
        .executeTakeFirst();
      return row && profileFromRow(row);
    },
    /**
     * Saves the member's profile: made on first save with a handle of their name (a number
     * added while it is taken), listed in the directory only when they choose it.
     */
    async save(
      user: { id: string; name: string },
      input: ProfileInput,
      photoFile?: string,
    ): Promise<MemberProfile> {
      return write(async (trx) => {
        const existing = await trx
          .selectFrom("members")
          .selectAll()
          .where("user_id", "=", user.id)
          .executeTakeFirst();
        const fields = {
          name: user.name,
          name_search: user.name.toLowerCase(),
          role: input.role,
          region: input.region,
          organisation: input.organisation || null,
          bio: input.bio || null,
          listed: input.listed ? 1 : 0,
        };
        if (existing) {
          const file = photoFile ?? existing.photo_file;
          await trx
            .updateTable("members")
            .set({ ...fields, photo_file: file, avatar_url: photoPath(existing.handle!, file) })
            .where("id", "=", existing.id)
            .execute();
          return profileFromRow({
            ...existing,
            ...fields,
            photo_file: file,
            avatar_url: photoPath(existing.handle!, file),
          });
        }
        const base = handleOf(user.name);
        const taken = new Set(
          (
            await trx
              .selectFrom("members")
              .select("handle")
              .where("handle", "like", `${base}%`)
              .execute()
          ).map((r) => r.handle),
        );
        let handle = base;
        for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`;
        const { max } = await trx
          .selectFrom("members")
          .select((eb) => eb.fn.max<number>("position").as("max"))
          .executeTakeFirstOrThrow();
        const row = {
          id: randomUUID(),
          user_id: user.id,
          handle,
          ...fields,
          photo_file: photoFile ?? null,
          avatar_url: photoPath(handle, photoFile ?? null),
          position: Number(max ?? 0) + 1,
        };
        await trx.insertInto("members").values(row).execute();
        return profileFromRow(row);
      });
    },
    /** What a profile lists: the member's approved companies, public reviews and forum posts. */
    async activity(userId: string) {
      const [companies, reviews, threadRows, replyRows] = await Promise.all([
        db
          .selectFrom("vendors")
          .select(["name", "slug"])
          .where("owner_id", "=", userId)
          .where("status", "=", "approved")
          .orderBy("name")
          .execute(),
        db
          .selectFrom("reviews")
          .innerJoin("vendors", "vendors.id", "reviews.vendor_id")
          .select([
            "reviews.id",
            "reviews.title",
            "reviews.rating",
            "reviews.created_at",
            "vendors.name as vendor_name",
            "vendors.slug as vendor_slug",
          ])
          .where("reviews.author_id", "=", userId)
          .where("reviews.hidden_at", "is", null)
          .where("vendors.status", "=", "approved")
          .orderBy("reviews.created_at", "desc")
          .limit(10)
          .execute(),
        db
          .selectFrom("forum_threads")
          .leftJoin("groups", "groups.id", "forum_threads.group_id")
          .select([
            "forum_threads.id",
            "forum_threads.title",
            "forum_threads.created_at",
            "groups.slug as group_slug",
          ])
          .where("forum_threads.author_id", "=", userId)
          .where("forum_threads.hidden_at", "is", null)
          .orderBy("forum_threads.created_at", "desc")
          .limit(10)
          .execute(),
        db
          .selectFrom("forum_replies")
          .innerJoin("forum_threads", "forum_threads.id", "forum_replies.thread_id")
          .leftJoin("groups", "groups.id", "forum_threads.group_id")
          .select([
            "forum_replies.id",
            "forum_threads.id as thread_id",
            "forum_threads.title",
            "forum_replies.created_at",
            "groups.slug as group_slug",
          ])
          .where("forum_replies.author_id", "=", userId)
          .where("forum_replies.hidden_at", "is", null)
          .where("forum_threads.hidden_at", "is", null)
          .orderBy("forum_replies.created_at", "desc")
          .limit(10)
          .execute(),
      ]);
      const posts = [
        ...threadRows.map((t) => ({
          kind: "thread" as const,
          id: t.id,
          threadId: t.id,
          title: t.title,
          at: t.created_at,
          groupSlug: t.group_slug,
        })),
        ...replyRows.map((r) => ({
          kind: "reply" as const,
          id: r.id,
          threadId: r.thread_id,
          title: r.title,
          at: r.created_at,
          groupSlug: r.group_slug,
        })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, 10);
      return {
        companies,
        reviews: reviews.map((r) => ({
          id: r.id,
          title: r.title,
          rating: Number(r.rating),
          createdAt: r.created_at,
          vendorName: r.vendor_name,
          vendorSlug: r.vendor_slug,
        })),
        posts,
      };
    },
  };

  const groups = {
    async list(): Promise<GroupView[]> {
      const rows = await db
        .selectFrom("groups")
        .select([
          "groups.id",
          "groups.slug",
          "groups.name",
          "groups.description",
          "groups.topic",
          (eb) =>
            eb
              .selectFrom("forum_threads")
              .select((e) => e.fn.countAll<number>().as("n"))
              .whereRef("forum_threads.group_id", "=", "groups.id")
              .where("forum_threads.hidden_at", "is", null)
              .as("thread_count"),
          (eb) =>
            eb
              .selectFrom("group_members")
              .select((e) => e.fn.countAll<number>().as("n"))
              .whereRef("group_members.group_id", "=", "groups.id")
              .as("member_count"),
        ])
        .orderBy("groups.created_at")
        .orderBy("groups.name")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        description: r.description,
        topic: r.topic,
        threadCount: Number(r.thread_count ?? 0),
        memberCount: Number(r.member_count ?? 0),
      }));
    },
    async bySlug(slug: string): Promise<GroupView | undefined> {
      return (await groups.list()).find((g) => g.slug === slug);
    },
    async byId(id: string): Promise<GroupView | undefined> {
      return (await groups.list()).find((g) => g.id === id);
    },
    /** An operator's new group; undefined when its name makes a slug another group has. */
    async create(input: GroupInput, by: Poster, now = new Date()): Promise<string | undefined> {
      if (!by.isOperator) return undefined;
      const slug = handleOf(input.name);
      return write(async (trx) => {
        const clash = await trx
          .selectFrom("groups")
          .select("id")
          .where("slug", "=", slug)
          .executeTakeFirst();
        if (clash) return undefined;
        await trx
          .insertInto("groups")
          .values({
            id: randomUUID(),
            slug,
            ...input,
            created_by: by.id,
            created_at: now.toISOString(),
          })
          .execute();
        return slug;
      });
    },
    async isMember(groupId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("group_members")
        .select("user_id")
        .where("group_id", "=", groupId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async join(groupId: string, userId: string, now = new Date()): Promise<void> {
      await write((trx) =>
        trx
          .insertInto("group_members")
          .values({ group_id: groupId, user_id: userId, joined_at: now.toISOString() })
          .onConflict((oc) => oc.doNothing())
          .execute(),
      );
    },
    async leave(groupId: string, userId: string): Promise<void> {
      await write((trx) =>
        trx
          .deleteFrom("group_members")
          .where("group_id", "=", groupId)
          .where("user_id", "=", userId)
          .execute(),
      );
    },
  };

  const forum = {
    /**
     * One page of threads of a group (`groupId`) or of the idea discussions (`groupId` null,
     * optionally those answering `challengeId`): pinned first, then by latest activity or by
     * replies. Hidden threads only for operators.
     */
    async list(options: {
      groupId: string | null;
      challengeId?: string;
      sort: ThreadSort;
      page: number;
      viewer: Poster | null;
    }): Promise<{ items: ThreadView[]; total: number }> {
      let query = threads();
      query =
        options.groupId === null
          ? query.where("forum_threads.group_id", "is", null)
          : query.where("forum_threads.group_id", "=", options.groupId);
      if (options.challengeId)
        query = query.where("forum_threads.challenge_id", "=", options.challengeId);
      if (!options.viewer?.isOperator) query = query.where("forum_threads.hidden_at", "is", null);
      let ordered = query.select(threadColumns).orderBy("forum_threads.pinned", "desc");
      if (options.sort === "top") ordered = ordered.orderBy("forum_threads.reply_count", "desc");
      ordered = ordered
        .orderBy("forum_threads.last_activity_at", "desc")
        .orderBy("forum_threads.id");
      const [rows, count] = await Promise.all([
        ordered
          .limit(THREADS_PER_PAGE)
          .offset((options.page - 1) * THREADS_PER_PAGE)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(threadFromRow), total: Number(count.n) };
    },
    /** How many visible idea discussions answer each challenge. */
    async countsByChallenge(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom("forum_threads")
        .select(["challenge_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("group_id", "is", null)
        .where("challenge_id", "is not", null)
        .where("hidden_at", "is", null)
        .groupBy("challenge_id")
        .execute();
      return Object.fromEntries(rows.map((r) => [r.challenge_id!, Number(r.n)]));
    },
    thread: visibleThread,
    /** One page of a thread's replies, oldest first; hidden ones only for operators. */
    async replies(
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
      if (!viewer?.isOperator) query = query.where("forum_replies.hidden_at", "is", null);
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
          helpfulCount: Number(r.helpful_count),
          markedHelpful: marked.has(r.id),
        })),
      };
    },
    /** One reply, for quoting (visible ones only). */
    async reply(
      replyId: string,
    ): Promise<{ authorName: string; body: string; threadId: string } | undefined> {
      const row = await db
        .selectFrom("forum_replies")
        .select(["author_name", "body", "thread_id"])
        .where("id", "=", replyId)
        .where("hidden_at", "is", null)
        .executeTakeFirst();
      return row && { authorName: row.author_name, body: row.body, threadId: row.thread_id };
    },
    isBlocked: (userId: string) => blocked(db, userId),
    /** When the member's account was made (for the stricter limit of new members). */
    async memberSince(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom("user")
        .select("createdAt")
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!row?.createdAt) return null;
      return row.createdAt instanceof Date ? row.createdAt.toISOString() : String(row.createdAt);
    },
    /**
     * A new thread in a group (whose member the author must be) or among the idea discussions;
     * its author follows it.
     */
    async createThread(
      author: Poster,
      place: { groupId: string | null; challengeId: string | null },
      input: { title: string; body: string },
      now = new Date(),
    ): Promise<Outcome> {
      if (await blocked(db, author.id)) return { ok: false, refusal: "blocked" };
      if (place.groupId && !(await groups.isMember(place.groupId, author.id)))
        return { ok: false, refusal: "notMember" };
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
        await trx
          .insertInto("forum_follows")
          .values({ thread_id: id, user_id: author.id })
          .execute();
      });
      return { ok: true, value: id };
    },
    /** A reply: refused in a locked or hidden thread and from a blocked member. */
    async addReply(
      author: Poster,
      threadId: string,
      body: string,
      onReply?: OnReply,
      now = new Date(),
    ): Promise<Outcome> {
      const thread = await visibleThread(threadId, author);
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
    },
    /** The author's edit of their thread, within the edit window. */
    async editThread(
      author: Poster,
      threadId: string,
      input: { title: string; body: string },
      now = new Date(),
    ): Promise<Outcome> {
      const thread = await threadRow(threadId);
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
    },
    async deleteThread(author: Poster, threadId: string): Promise<Outcome> {
      const thread = await threadRow(threadId);
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
    },
    async editReply(
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
    },
    async deleteReply(author: Poster, replyId: string): Promise<Outcome> {
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
    },
    /** Marks a reply helpful, or takes the mark back; an author cannot mark their own. */
    async toggleHelpful(member: Poster, replyId: string): Promise<Outcome<boolean>> {
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
    },
    async isFollowing(threadId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("forum_follows")
        .select("user_id")
        .where("thread_id", "=", threadId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async follow(threadId: string, userId: string, on: boolean): Promise<void> {
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
    },
    /** A member's report of a thread (`replyId` null) or of one of its replies. */
    async report(
      member: Poster,
      target: { threadId: string; replyId: string | null },
      reason: ReportReason,
      now = new Date(),
    ): Promise<Outcome> {
      const thread = await visibleThread(target.threadId, member);
      if (!thread) return { ok: false, refusal: "gone" };
      if (target.replyId) {
        const reply = await db
          .selectFrom("forum_replies")
          .select("id")
          .where("id", "=", target.replyId)
          .where("thread_id", "=", target.threadId)
          .executeTakeFirst();
        if (!reply) return { ok: false, refusal: "gone" };
      }
      await db
        .insertInto("forum_reports")
        .values({
          id: randomUUID(),
          thread_id: target.threadId,
          reply_id: target.replyId,
          reporter_id: member.id,
          reason,
          created_at: now.toISOString(),
          resolved_at: null,
        })
        .execute();
      return { ok: true, value: target.threadId };
    },
    /** The console's view: posts with open reports, and hidden posts. */
    async moderation(): Promise<{ reported: ReportedPost[]; hidden: ReportedPost[] }> {
      const open = await db
        .selectFrom("forum_reports")
        .select(["thread_id", "reply_id", "reason", (eb) => eb.fn.countAll<number>().as("n")])
        .where("resolved_at", "is", null)
        .groupBy(["thread_id", "reply_id", "reason"])
        .execute();
      const key = (t: string, r: string | null) => `${t}/${r ?? ""}`;
      const reports = new Map<string, { reason: string; count: number }[]>();
      for (const row of open) {
        const k = key(row.thread_id, row.reply_id);
        reports.set(k, [...(reports.get(k) ?? []), { reason: row.reason, count: Number(row.n) }]);
      }
      const threadRows = await db
        .selectFrom("forum_threads")
        .select([
          "id",
          "title",
          "author_id",
          "author_name",
          "body",
          "hidden_at",
          "locked",
          "pinned",
        ])
        .where((eb) =>
          eb.or([
            eb("hidden_at", "is not", null),
            eb(
              "id",
              "in",
              eb.selectFrom("forum_reports").select("thread_id").where("resolved_at", "is", null),
            ),
          ]),
        )
        .execute();
      const replyRows = await db
        .selectFrom("forum_replies")
        .innerJoin("forum_threads", "forum_threads.id", "forum_replies.thread_id")
        .select([
          "forum_replies.id",
          "forum_replies.thread_id",
          "forum_threads.title",
          "forum_threads.locked",
          "forum_threads.pinned",
          "forum_replies.author_id",
          "forum_replies.author_name",
          "forum_replies.body",
          "forum_replies.hidden_at",
        ])
        .where((eb) =>
          eb.or([
            eb("forum_replies.hidden_at", "is not", null),
            eb(
              "forum_replies.id",
              "in",
              eb
                .selectFrom("forum_reports")
                .select("reply_id")
                .where("resolved_at", "is", null)
                .where("reply_id", "is not", null),
            ),
          ]),
        )
        .execute();
      const posts: ReportedPost[] = [
        ...threadRows.map((t) => ({
          threadId: t.id,
          replyId: null,
          threadTitle: t.title,
          authorId: t.author_id,
          authorName: t.author_name,
          body: t.body,
          hidden: t.hidden_at !== null,
          locked: bool(t.locked),
          pinned: bool(t.pinned),
          reports: reports.get(key(t.id, null)) ?? [],
        })),
        ...replyRows.map((r) => ({
          threadId: r.thread_id,
          replyId: r.id,
          threadTitle: r.title,
          authorId: r.author_id,
          authorName: r.author_name,
          body: r.body,
          hidden: r.hidden_at !== null,
          locked: bool(r.locked),
          pinned: bool(r.pinned),
          reports: reports.get(key(r.thread_id, r.id)) ?? [],
        })),
      ];
      return {
        reported: posts.filter((p) => !p.hidden && p.reports.length > 0),
        hidden: posts.filter((p) => p.hidden),
      };
    },
    /**
     * An operator's decision on a thread (`replyId` null) or reply: hide, restore or dismiss its
     * reports; lock, unlock, pin or unpin a thread. False for anyone who is not an operator, or
     * a post that is not there.
     */
    async moderate(
      operator: Poster,
      intent: ModerationIntent,
      target: { threadId: string; replyId: string | null },
      now = new Date(),
    ): Promise<boolean> {
      if (!operator.isOperator) return false;
      const at = now.toISOString();
      return write(async (trx) => {
        const resolve = () => {
          let q = trx
            .updateTable("forum_reports")
            .set({ resolved_at: at })
            .where("thread_id", "=", target.threadId)
            .where("resolved_at", "is", null);
          q = target.replyId
            ? q.where("reply_id", "=", target.replyId)
            : q.where("reply_id", "is", null);
          return q.execute();
        };
        const set = async (values: {
          hidden_at?: string | null;
          locked?: number;
          pinned?: number;
        }) => {
          const result = target.replyId
            ? await trx
                .updateTable("forum_replies")
                .set({ hidden_at: values.hidden_at })
                .where("id", "=", target.replyId)
                .where("thread_id", "=", target.threadId)
                .executeTakeFirst()
            : await trx
                .updateTable("forum_threads")
                .set(values)
                .where("id", "=", target.threadId)
                .executeTakeFirst();
          return Number(result.numUpdatedRows) > 0;
        };
        switch (intent) {
          case "hide":
            await resolve();
            return set({ hidden_at: at });
          case "restore":
            return set({ hidden_at: null });
          case "dismiss":
            await resolve();
            return true;
          case "lock":
          case "unlock":
          case "pin":
          case "unpin":
            if (target.replyId) return false;
            return set(
              intent === "lock" || intent === "unlock"
                ? { locked: intent === "lock" ? 1 : 0 }
                : { pinned: intent === "pin" ? 1 : 0 },
            );
        }
      });
    },
    /** Blocks a member from posting, or lets them post again; operators only. */
    async block(operator: Poster, userId: string, on: boolean, now = new Date()): Promise<boolean> {
      if (!operator.isOperator || userId === operator.id) return false;
      await write(async (trx) => {
        if (on) {
          await trx
            .insertInto("forum_blocks")
            .values({ user_id: userId, blocked_by: operator.id, blocked_at: now.toISOString() })
            .onConflict((oc) => oc.doNothing())
            .execute();
        } else {
          await trx.deleteFrom("forum_blocks").where("user_id", "=", userId).execute();
        }
      });
      return true;
    },
    async blockedMembers(): Promise<{ userId: string; name: string; blockedAt: string }[]> {
      const rows = await db
        .selectFrom("forum_blocks")
        .leftJoin("user", "user.id", "forum_blocks.user_id")
        .select(["forum_blocks.user_id", "user.name", "forum_blocks.blocked_at"])
        .orderBy("forum_blocks.blocked_at", "desc")
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        name: r.name ?? r.user_id,
        blockedAt: r.blocked_at,
      }));
    },
  };

  /** The community's public pages: groups, their threads, idea discussions, listed members. */
  async function sitemapPaths(): Promise<string[]> {
    const [groupRows, threadRows, memberRows] = await Promise.all([
      db.selectFrom("groups").select(["id", "slug"]).execute(),
      db
        .selectFrom("forum_threads")
        .select(["id", "group_id"])
        .where("hidden_at", "is", null)
        .orderBy("last_activity_at", "desc")
        .limit(500)
        .execute(),
      db.selectFrom("members").select("handle").where("listed", "=", 1).execute(),
    ]);
    const slugs = new Map(groupRows.map((g) => [g.id, g.slug]));
    return [
      ...groupRows.map((g) => `/network/groups/${g.slug}`),
      ...threadRows.map((t) =>
        t.group_id
          ? `/network/groups/${slugs.get(t.group_id)}/threads/${t.id}`
          : `/ideas/discussions/${t.id}`,
      ),
      ...memberRows.flatMap((m) => (m.handle ? [`/network/members/${m.handle}`] : [])),
    ];
  }

  return { profiles, groups, forum, sitemapPaths };
}

export type Community = ReturnType<typeof createCommunity>;
