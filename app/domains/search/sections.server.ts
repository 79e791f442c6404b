import { sql } from "kysely";
import { budgetLabel, type BudgetType } from "~/domains/freelance";
import type { Db } from "../../../server/db/database";
import type { SearchKind } from "../../../server/db/search-kinds";

// The sections of /search, as a registry (docs/decisions/180): each names the kind of content it
// finds, its title, the directory it links to with the query applied, and how one match reads
// (title, link, a line of text). Another kind of content is one entry here, once its table is
// indexed (server/db/search-kinds.ts and a migration calling createSearchIndex). data.server.ts
// runs them.

/** One match, as the page shows it: its words highlighted there. */
export interface SearchHit {
  id: string;
  title: string;
  href: string;
  text: string;
  meta: string;
}

export interface SearchSectionResult {
  id: string;
  title: string;
  /** The section's directory with the query applied. */
  directory: string;
  matches: number;
  /** The matches were counted up to one more than this (decision 515). */
  cap: number;
  hits: SearchHit[];
  suggestion: string | null;
}

interface SearchSection {
  id: string;
  title: string;
  kind: SearchKind;
  directory(q: string): string;
  /**
   * Only rows anyone may see (`t` is the kind's table); a function of the search's time for a
   * rule of the date, read per search (never when this module loads).
   */
  visible?: ReturnType<typeof sql<boolean>> | ((now: Date) => ReturnType<typeof sql<boolean>>);
  /** The section's order among equal scores. */
  order?: string;
  /** The matched rows, by id, as hits. */
  hits(db: Db, ids: string[]): Promise<SearchHit[]>;
}

const withQuery = (path: string) => (q: string) => `${path}?${new URLSearchParams({ q })}`;

/** The rows of `table` with these ids, in the order of `ids`. */
function ordered<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Forum threads or replies as hits: the thread's title, linked in its group or discussions. */
async function forumHits(db: Db, ids: string[], of: "thread" | "reply"): Promise<SearchHit[]> {
  const rows =
    of === "thread"
      ? await db
          .selectFrom("forum_threads as t")
          .leftJoin("groups", "groups.id", "t.group_id")
          .select([
            "t.id",
            "t.id as thread_id",
            "t.title",
            "t.body",
            "t.author_name",
            "groups.slug",
          ])
          .where("t.id", "in", ids)
          .execute()
      : await db
          .selectFrom("forum_replies as r")
          .innerJoin("forum_threads as t", "t.id", "r.thread_id")
          .leftJoin("groups", "groups.id", "t.group_id")
          .select([
            "r.id",
            "t.id as thread_id",
            "t.title",
            "r.body",
            "r.author_name",
            "groups.slug",
          ])
          .where("r.id", "in", ids)
          .execute();
  return ordered(ids, rows).map((r) => {
    const thread = r.slug
      ? `/network/groups/${r.slug}/threads/${r.thread_id}`
      : `/ideas/discussions/${r.thread_id}`;
    return {
      id: r.id,
      title: of === "thread" ? r.title : `Re: ${r.title}`,
      href: of === "thread" ? thread : `${thread}#reply-${r.id}`,
      text: r.body.replace(/\s+/g, " ").slice(0, 220),
      meta: r.author_name,
    };
  });
}

export const SEARCH_SECTIONS: readonly SearchSection[] = [
  {
    id: "suppliers",
    title: "Suppliers",
    kind: "vendors",
    directory: withQuery("/vendors"),
    visible: sql<boolean>`t.status = 'approved'`,
    order: "position",
    async hits(db, ids) {
      const rows = await db
        .selectFrom("vendors")
        .select(["id", "slug", "name", "short_blurb", "category", "location"])
        .where("id", "in", ids)
        .execute();
      return ordered(ids, rows).map((r) => ({
        id: r.id,
        title: r.name,
        href: `/vendors/${r.slug}`,
        text: r.short_blurb,
        meta: `${r.category} · ${r.location}`,
      }));
    },
  },
  {
    id: "tenders",
    title: "Tenders",
    kind: "tenders",
    directory: () => "/projects",
    visible: sql<boolean>`t.visibility = 'public' and t.published_at is not null
      and t.cancelled_at is null`,
    async hits(db, ids) {
      const rows = await db
        .selectFrom("tenders")
        .select(["id", "title", "description", "buyer_name", "region", "sector"])
        .where("id", "in", ids)
        .execute();
      return ordered(ids, rows).map((r) => ({
        id: r.id,
        title: r.title,
        href: `/projects/${r.id}`,
        text: r.description,
        meta: `${r.buyer_name} · ${r.sector} · ${r.region}`,
      }));
    },
  },
  {
    id: "jobs",
    title: "Jobs",
    kind: "jobs",
    directory: withQuery("/jobs"),
    // Posted jobs only once published (drafts and closed jobs are not on the board).
    visible: sql<boolean>`t.status = 'published'`,
    order: "position",
    async hits(db, ids) {
      const rows = await db
        .selectFrom("jobs")
        .select(["id", "title", "company", "location", "category"])
        .where("id", "in", ids)
        .execute();
      return ordered(ids, rows).map((r) => ({
        id: r.id,
        title: r.title,
        href: `/jobs/${r.id}`,
        text: `${r.company} · ${r.category}`,
        meta: r.location,
      }));
    },
  },
  {
    id: "freelance",
    title: "Freelance work",
    kind: "freelance",
    directory: () => "/jobs/freelance",
    // Open posts only: published, and not past their closing day.
    visible: (now) =>
      sql<boolean>`t.status = 'published' and t.closes_on >= ${now.toISOString().slice(0, 10)}`,
    async hits(db, ids) {
      const rows = await db
        .selectFrom("freelance_posts")
        .select(["id", "title", "company", "category", "budget_type", "budget", "location"])
        .where("id", "in", ids)
        .execute();
      return ordered(ids, rows).map((r) => ({
        id: r.id,
        title: r.title,
        href: `/jobs/freelance/${r.id}`,
        text: `${r.company} · ${r.category}`,
        meta: `${budgetLabel(r.budget_type as BudgetType, Number(r.budget))} · ${r.location}`,
      }));
    },
  },
  {
    id: "members",
    title: "Members",
    kind: "members",
    directory: withQuery("/network/members"),
    // Only members who chose to appear in the directory.
    visible: sql<boolean>`t.listed = 1`,
    order: "position",
    async hits(db, ids) {
      const rows = await db
        .selectFrom("members")
        .select(["id", "name", "role", "region", "handle"])
        .where("id", "in", ids)
        .execute();
      return ordered(ids, rows).map((r) => ({
        id: r.id,
        title: r.name,
        href: r.handle ? `/network/members/${r.handle}` : withQuery("/network/members")(r.name),
        text: r.role,
        meta: r.region,
      }));
    },
  },
  {
    id: "threads",
    title: "Forum threads",
    kind: "threads",
    directory: () => "/network/groups",
    // Threads no moderator hid, outside hidden groups (decisions 468, 469).
    visible: sql<boolean>`t.hidden_at is null and not exists (select 1 from groups g
      where g.id = t.group_id and g.hidden_at is not null)`,
    hits: (db, ids) => forumHits(db, ids, "thread"),
  },
  {
    id: "replies",
    title: "Forum replies",
    kind: "replies",
    directory: () => "/network/groups",
    // Replies no moderator hid, in threads no moderator hid.
    visible: sql<boolean>`t.hidden_at is null and exists (select 1 from forum_threads f
      where f.id = t.thread_id and f.hidden_at is null and not exists (select 1 from groups g
      where g.id = f.group_id and g.hidden_at is not null))`,
    hits: (db, ids) => forumHits(db, ids, "reply"),
  },
  {
    id: "articles",
    title: "Articles",
    kind: "articles",
    directory: () => "/knowledge/news",
    // News that is published and due (drafts and scheduled articles are not public).
    visible: (now) =>
      sql<boolean>`t.kind = 'news' and t.status = 'published' and t.publish_at <= ${now.toISOString()}`,
    order: "position",
    async hits(db, ids) {
      const rows = await db
        .selectFrom("articles")
        .select(["id", "slug", "title", "excerpt", "author", "date"])
        .where("id", "in", ids)
        .execute();
      return ordered(ids, rows).map((r) => ({
        id: r.id,
        title: r.title,
        href: `/knowledge/news/${r.slug}`,
        text: r.excerpt,
        meta: `${r.author} · ${r.date}`,
      }));
    },
  },
];
