import type { Transaction } from "kysely";
import { handleOf } from "../rules";
import type { Db } from "../../../../server/db/database";
import type { Write } from "../../../../server/db/write";
import type { Database } from "../../../../server/db/schema";
import type { SearchEngine } from "~/domains/search/index.server";

// The people of the network (issue 29, docs/decisions/190-192): members' profiles in the
// directory, groups, threads (in a group, or idea discussions answering a challenge), replies,
// "helpful" marks, follows, reports, moderation and blocks. Every rule about who may do what is
// checked in the data functions, in the query that writes, and answered as a refusal the actions
// turn into words. This module holds the entities as the pages read them, rows to entities, and
// the reads every use case shares.

/** What the community's data functions work on: the database, and how a change is written. */
export interface CommunityStore {
  db: Db;
  write: Write;
  /** The site search's engine, for a search within a group (decision 468). */
  engine?: SearchEngine;
}

/** Someone acting on the forums: the signed-in member, operator or not. */
export interface Poster {
  id: string;
  name: string;
  isOperator?: boolean;
}

export type Refusal =
  "gone" | "notYours" | "editWindow" | "locked" | "groupLocked" | "blocked" | "notMember";
export type Outcome<T = string> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** Called inside a new reply's transaction with who follows the thread (its author left out). */
export type OnReply = (
  trx: Transaction<Database>,
  event: { thread: ThreadView; replyId: string; followers: string[]; author: Poster },
) => Promise<unknown>;

/** Called inside a new thread's transaction with who follows its group (its author left out). */
export type OnThread = (
  trx: Transaction<Database>,
  event: { threadId: string; groupFollowers: string[]; author: Poster },
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
  /** Hidden by operators: seen by operators only (decision 469). */
  hidden: boolean;
  /** Locked by operators: it takes no new threads. */
  locked: boolean;
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
  hiddenReason: string | null;
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

export const bool = (v: unknown) => Number(v) === 1;

export function profileFromRow(row: {
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

export const threadColumns = [
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

/** Threads with their author's profile, when the author is listed. */
export const threads = (db: Db) =>
  db
    .selectFrom("forum_threads")
    .leftJoin("members as author", (join) =>
      join.onRef("author.user_id", "=", "forum_threads.author_id").on("author.listed", "=", 1),
    );

export const threadFromRow = (r: {
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

/** Whether an operator has blocked the member from posting. */
export async function blocked(trx: Db | Transaction<Database>, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom("forum_blocks")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function threadRow(db: Db, id: string) {
  const row = await threads(db)
    .select(threadColumns)
    .where("forum_threads.id", "=", id)
    .executeTakeFirst();
  return row && threadFromRow(row);
}

/** A thread as this viewer may see it: a hidden one only for operators. */
export async function visibleThread(
  { db }: CommunityStore,
  id: string,
  viewer: Poster | null,
): Promise<ThreadView | undefined> {
  const thread = await threadRow(db, id);
  if (!thread || (thread.hidden && !viewer?.isOperator)) return undefined;
  return thread;
}
