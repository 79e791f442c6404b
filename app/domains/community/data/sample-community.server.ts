import type { Kysely } from "kysely";
import { sampleGroups, sampleThreads } from "~/data/community";
import { members } from "~/data/members";
import { sampleAuthorId } from "~/data/sample-reviews";
import type { Database } from "../../../../server/db/schema";

// The sample groups and threads (app/data/community.ts), inserted with the sample data and,
// once, into installations seeded before they existed (migration "2026-11-27-community"). Rows
// already there are left as they are, so running it again adds nothing.

const names = new Map(members.map((m) => [m.id, m.name]));
const DAY = 86_400_000;

/** Inserts the missing sample groups and threads; returns how many threads it added. */
export async function insertSampleCommunity(
  db: Kysely<Database>,
  now = new Date(),
): Promise<number> {
  const at = (daysAgo: number, minutes = 0) =>
    new Date(now.getTime() - daysAgo * DAY + minutes * 60_000).toISOString();
  await db
    .insertInto("groups")
    .values(
      sampleGroups.map((g, index) => ({
        id: g.id,
        slug: g.slug,
        name: g.name,
        description: g.description,
        topic: g.topic,
        created_by: null,
        created_at: at(30, index),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const existing = new Set(
    (
      await db
        .selectFrom("forum_threads")
        .select("id")
        .where(
          "id",
          "in",
          sampleThreads.map((t) => t.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  const missing = sampleThreads.filter((t) => !existing.has(t.id));
  for (const t of missing) {
    const last = t.replies.at(-1)?.daysAgo ?? t.daysAgo;
    await db
      .insertInto("forum_threads")
      .values({
        id: t.id,
        group_id: t.groupId,
        challenge_id: t.challengeId ?? null,
        author_id: sampleAuthorId(t.memberId),
        author_name: names.get(t.memberId) ?? t.memberId,
        title: t.title,
        body: t.body,
        created_at: at(t.daysAgo),
        edited_at: null,
        last_activity_at: at(last, 1),
        reply_count: t.replies.length,
        pinned: 0,
        locked: 0,
        hidden_at: null,
      })
      .execute();
    let n = 0;
    for (const r of t.replies) {
      n += 1;
      await db
        .insertInto("forum_replies")
        .values({
          id: `${t.id}-r${n}`,
          thread_id: t.id,
          author_id: sampleAuthorId(r.memberId),
          author_name: names.get(r.memberId) ?? r.memberId,
          body: r.body,
          created_at: at(r.daysAgo, n),
          edited_at: null,
          hidden_at: null,
          helpful_count: 0,
        })
        .execute();
    }
  }
  return missing.length;
}
