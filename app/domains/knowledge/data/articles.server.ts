import { randomUUID } from "node:crypto";
import type { ArticleKind, ArticleRecord, ArticleStatus } from "../rules";
import {
  articleRecordFromRow,
  freeSlug,
  slugify,
  type ArticleInput,
  type KnowledgeStore,
} from "./model.server";

// Articles of every kind: what visitors read (published and due only), the console's lists, and
// the operators' writes (save, publish or schedule, take back, remove).

const publicArticles = (store: KnowledgeStore, kind: ArticleKind, now: Date) =>
  store.db
    .selectFrom("articles")
    .selectAll()
    .where("kind", "=", kind)
    .where("status", "=", "published")
    .where("publish_at", "<=", now.toISOString());

/** The kind's published articles, newest first, narrowed by a guide's jurisdiction or topic. */
export async function published(
  store: KnowledgeStore,
  kind: ArticleKind,
  { jurisdiction, topic }: { jurisdiction?: string; topic?: string } = {},
  now = new Date(),
): Promise<ArticleRecord[]> {
  const rows = await publicArticles(store, kind, now)
    .orderBy("publish_at", "desc")
    .orderBy("position")
    .execute();
  return rows
    .map(articleRecordFromRow)
    .filter(
      (a) =>
        (!jurisdiction || a.details.jurisdiction === jurisdiction) &&
        (!topic || a.details.topic === topic),
    );
}

/** A published article of the kind, or undefined (drafts and scheduled ones too). */
export async function publishedBySlug(
  store: KnowledgeStore,
  kind: ArticleKind,
  slug: string,
  now = new Date(),
): Promise<ArticleRecord | undefined> {
  const row = await publicArticles(store, kind, now).where("slug", "=", slug).executeTakeFirst();
  return row && articleRecordFromRow(row);
}

/** Up to `count` other published articles of its kind: same topic or sector first, then newest. */
export async function related(
  store: KnowledgeStore,
  article: ArticleRecord,
  count = 3,
  now = new Date(),
): Promise<ArticleRecord[]> {
  const others = (await published(store, article.kind, {}, now)).filter((a) => a.id !== article.id);
  const key = (a: ArticleRecord) => a.details.topic ?? a.details.sector ?? null;
  const near = others.filter((a) => key(a) !== null && key(a) === key(article));
  return [...near, ...others.filter((a) => !near.includes(a))].slice(0, count);
}

/** Slugs of every published article of the kind (the sitemap). */
export async function publishedSlugs(
  store: KnowledgeStore,
  kind: ArticleKind,
  now = new Date(),
): Promise<string[]> {
  return (await published(store, kind, {}, now)).map((a) => a.slug);
}

/** Every article of the kind (or of all kinds), for the console: pending first, newest first. */
export async function forConsole(
  store: KnowledgeStore,
  kind?: ArticleKind,
): Promise<ArticleRecord[]> {
  let query = store.db.selectFrom("articles").selectAll();
  if (kind) query = query.where("kind", "=", kind);
  const rows = await query.orderBy("date", "desc").orderBy("position").execute();
  const order: Record<ArticleStatus, number> = { pending: 0, draft: 1, published: 2 };
  return rows.map(articleRecordFromRow).sort((a, b) => order[a.status] - order[b.status]);
}

export async function byId(store: KnowledgeStore, id: string): Promise<ArticleRecord | undefined> {
  const row = await store.db
    .selectFrom("articles")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row && articleRecordFromRow(row);
}

/**
 * Creates (id null) or changes an article. A new one is a draft (`pending` when a member
 * submits a case study); its slug comes from the title and stays once published.
 */
export async function save(
  store: KnowledgeStore,
  input: ArticleInput,
  id: string | null,
  options: { now?: Date; status?: ArticleStatus; authorId?: string | null } = {},
): Promise<ArticleRecord> {
  const now = options.now ?? new Date();
  const saved = await store.write(async (trx) => {
    const existing = id
      ? await trx.selectFrom("articles").selectAll().where("id", "=", id).executeTakeFirst()
      : undefined;
    if (id && !existing) return undefined;
    const values = {
      kind: input.kind,
      title: input.title,
      excerpt: input.excerpt,
      author: input.author,
      body: input.body,
      image_url: input.imageUrl,
      details: JSON.stringify(input.details),
      updated_at: now.toISOString(),
    };
    if (existing) {
      const slug =
        existing.status === "published"
          ? existing.slug
          : await freeSlug(trx, "articles", slugify(input.title), existing.id);
      await trx
        .updateTable("articles")
        .set({ ...values, slug })
        .where("id", "=", existing.id)
        .execute();
      return existing.id;
    }
    const newId = randomUUID();
    const first = await trx
      .selectFrom("articles")
      .select((eb) => eb.fn.min<number>("position").as("p"))
      .executeTakeFirst();
    await trx
      .insertInto("articles")
      .values({
        ...values,
        id: newId,
        slug: await freeSlug(trx, "articles", slugify(input.title), null),
        date: now.toISOString().slice(0, 10),
        position: Number(first?.p ?? 0) - 1,
        status: options.status ?? "draft",
        publish_at: null,
        author_id: options.authorId ?? null,
      })
      .execute();
    return newId;
  });
  if (!saved) throw new Error(`no article ${id}`);
  return (await byId(store, saved))!;
}

/**
 * Publishes at `publishAt` (now or later: scheduled), or takes back to a draft. The date
 * shown is the publication's day.
 */
export async function publish(
  store: KnowledgeStore,
  id: string,
  publishAt: Date,
): Promise<boolean> {
  return store.write(async (trx) => {
    const result = await trx
      .updateTable("articles")
      .set({
        status: "published",
        publish_at: publishAt.toISOString(),
        date: publishAt.toISOString().slice(0, 10),
      })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

export async function unpublish(store: KnowledgeStore, id: string): Promise<boolean> {
  return store.write(async (trx) => {
    const result = await trx
      .updateTable("articles")
      .set({ status: "draft", publish_at: null })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

export async function remove(store: KnowledgeStore, id: string): Promise<boolean> {
  return store.write(async (trx) => {
    const result = await trx.deleteFrom("articles").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
