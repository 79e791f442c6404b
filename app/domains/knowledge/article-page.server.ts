import type { AppLoadContext } from "react-router";
import { ARTICLE_KIND_PATHS, type ArticleKind, type ArticleRecord } from "./rules";
import { markdownToText, readingMinutes, renderMarkdown } from "~/lib/markdown.server";

// What an article's page needs, read and rendered on the server (docs/decisions/170, 210): the
// body as sanitised HTML, its reading time, what it links to and the related articles. Drafts,
// pending case studies and scheduled articles are not found.

/** What a card or a related link shows of an article. */
export function cardOf(a: ArticleRecord) {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    author: a.author,
    date: a.date,
    imageUrl: a.imageUrl,
    details: a.details,
    minutes: readingMinutes(a.body),
  };
}
export type ArticleCardData = ReturnType<typeof cardOf>;

export async function loadArticlePage(
  context: Pick<AppLoadContext, "repo">,
  kind: ArticleKind,
  slug: string,
) {
  const { knowledge } = context.repo;
  const article = await knowledge.articles.publishedBySlug(kind, slug);
  return article ? presentArticle(context, article) : null;
}

/** The page's data for an article (published, or an operator's preview of any). */
export async function presentArticle(
  context: Pick<AppLoadContext, "repo">,
  article: ArticleRecord,
) {
  const { repo } = context;
  const [related, companies, templates] = await Promise.all([
    repo.knowledge.articles.related(article),
    Promise.all((article.details.companies ?? []).map((s) => repo.vendors.bySlug(s))),
    article.details.templates?.length ? repo.templates.list() : Promise.resolve([]),
  ]);
  const text = markdownToText(article.body);
  return {
    article: {
      ...cardOf(article),
      kind: article.kind,
      updatedAt: article.updatedAt,
      path: `${ARTICLE_KIND_PATHS[article.kind]}/${article.slug}`,
      words: text.split(" ").filter(Boolean).length,
    },
    html: renderMarkdown(article.body, "article"),
    companies: companies.flatMap((v) => (v ? [{ slug: v.slug, name: v.name }] : [])),
    templates: templates
      .filter((t) => article.details.templates?.includes(t.id))
      .map((t) => ({ id: t.id, title: t.title, fileUrl: t.fileUrl, fileType: t.fileType })),
    related: related.map((a) => cardOf(a)),
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof presentArticle>>;
