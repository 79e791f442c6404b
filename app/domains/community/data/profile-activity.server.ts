import type { CommunityStore } from "./model.server";

// What a member's public profile lists (issue 29): their approved companies, public reviews and
// forum posts, the ten latest of each.

export async function activity({ db }: CommunityStore, userId: string) {
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
}
