import type { CommunityStore } from "./model.server";

/** The community's public pages: groups, their threads, idea discussions, listed members. */
export async function sitemapPaths({ db }: CommunityStore): Promise<string[]> {
  const [groupRows, threadRows, memberRows] = await Promise.all([
    db.selectFrom("groups").select(["id", "slug"]).where("hidden_at", "is", null).execute(),
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
    ...threadRows.flatMap((t) => {
      if (!t.group_id) return [`/ideas/discussions/${t.id}`];
      const slug = slugs.get(t.group_id);
      return slug ? [`/network/groups/${slug}/threads/${t.id}`] : [];
    }),
    ...memberRows.flatMap((m) => (m.handle ? [`/network/members/${m.handle}`] : [])),
  ];
}
