import type { CommunityStore } from "./model.server";

/** The community's public pages: groups, their threads, idea discussions, listed members. */
export async function sitemapPaths({ db }: CommunityStore): Promise<string[]> {
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
