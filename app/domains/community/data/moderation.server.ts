import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../../../server/db/schema";
import type { ReportReason } from "~/domain/review-rules";
import {
  bool,
  visibleThread,
  type CommunityStore,
  type ModerationIntent,
  type Outcome,
  type Poster,
  type ReportedPost,
} from "./model.server";

// Reports and moderation of the forums (issue 29): members report posts; operators read the
// queue, hide, restore or dismiss, lock and pin threads, and block members from posting.

/** A member's report of a thread (`replyId` null) or of one of its replies. */
export async function report(
  store: CommunityStore,
  member: Poster,
  target: { threadId: string; replyId: string | null },
  reason: ReportReason,
  now = new Date(),
): Promise<Outcome> {
  const { db } = store;
  const thread = await visibleThread(store, target.threadId, member);
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
}

/** The console's view: posts with open reports, and hidden posts. */
export async function moderation({
  db,
}: CommunityStore): Promise<{ reported: ReportedPost[]; hidden: ReportedPost[] }> {
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
    .select(["id", "title", "author_id", "author_name", "body", "hidden_at", "locked", "pinned"])
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
}

/** Called inside a hiding's transaction with the hidden post's author (decision 467). */
export type OnHidden = (
  trx: Transaction<Database>,
  post: { authorId: string; threadTitle: string; reply: boolean; reason: string },
) => Promise<unknown>;

/**
 * An operator's decision on a thread (`replyId` null) or reply: hide (with the reason its author
 * is told), restore or dismiss its reports; lock, unlock, pin or unpin a thread. False for anyone
 * who is not an operator, or a post that is not there.
 */
export async function moderate(
  { write }: CommunityStore,
  operator: Poster,
  intent: ModerationIntent,
  target: { threadId: string; replyId: string | null },
  hiding: { reason: string; onHidden?: OnHidden } = { reason: "" },
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
      hidden_reason?: string | null;
      locked?: number;
      pinned?: number;
    }) => {
      const result = target.replyId
        ? await trx
            .updateTable("forum_replies")
            .set({ hidden_at: values.hidden_at, hidden_reason: values.hidden_reason })
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
      case "hide": {
        await resolve();
        if (!(await set({ hidden_at: at, hidden_reason: hiding.reason || null }))) return false;
        const post = target.replyId
          ? await trx
              .selectFrom("forum_replies")
              .innerJoin("forum_threads", "forum_threads.id", "forum_replies.thread_id")
              .select(["forum_replies.author_id", "forum_threads.title"])
              .where("forum_replies.id", "=", target.replyId)
              .executeTakeFirstOrThrow()
          : await trx
              .selectFrom("forum_threads")
              .select(["author_id", "title"])
              .where("id", "=", target.threadId)
              .executeTakeFirstOrThrow();
        if (hiding.reason && post.author_id !== operator.id)
          await hiding.onHidden?.(trx, {
            authorId: post.author_id,
            threadTitle: post.title,
            reply: target.replyId !== null,
            reason: hiding.reason,
          });
        return true;
      }
      case "restore":
        return set({ hidden_at: null, hidden_reason: null });
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
}

/** Blocks a member from posting, or lets them post again; operators only. */
export async function block(
  { write }: CommunityStore,
  operator: Poster,
  userId: string,
  on: boolean,
  now = new Date(),
): Promise<boolean> {
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
}

export async function blockedMembers({
  db,
}: CommunityStore): Promise<{ userId: string; name: string; blockedAt: string }[]> {
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
}
