import { data, redirect, type AppLoadContext } from "react-router";
import { ARTICLE_KIND_PATHS, ARTICLE_KINDS, isPublic, type ArticleKind } from "./rules";
import { formValuesOf, readArticleForm } from "./article-form.server";
import { presentArticle } from "./article-page.server";
import { notFound } from "~/lib/access.server";

// The console's article editor, its loader and action: write or change an article, preview it
// as visitors will see it, save it as a draft, publish it now or at a time (scheduled), or take
// it back. A member's pending case study is approved by publishing it.

const DONE = {
  saved: "Saved as a draft: visitors do not see it.",
  published: "Published: visitors see it now.",
  scheduled: "Scheduled: visitors see it from its publication time.",
  unpublished: "Taken back: it is a draft again, and visitors no longer see it.",
} as const;

/** A new article of the kind asked for, or the article `id` with its status and form values. */
export async function loadArticleConsole(
  context: AppLoadContext,
  request: Request,
  params: { id?: string },
) {
  const url = new URL(request.url);
  const kindParam = url.searchParams.get("kind");
  const kind: ArticleKind = ARTICLE_KINDS.find((k) => k === kindParam) ?? "news";
  const article = params.id ? await context.repo.knowledge.articles.byId(params.id) : null;
  if (params.id && !article) notFound();
  const done = url.searchParams.get("done");
  return {
    article: article && {
      id: article.id,
      status: article.status,
      publishAt: article.publishAt,
      live: isPublic(article),
      path: `${ARTICLE_KIND_PATHS[article.kind]}/${article.slug}`,
    },
    values: formValuesOf(article ?? null, kind),
    done: done && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null,
  };
}

/** Previews, saves, publishes (now or scheduled) or takes back the article. */
export async function articleConsoleAction(
  context: AppLoadContext,
  form: FormData,
  params: { id?: string },
) {
  const { articles } = context.repo.knowledge;
  const intent = form.get("intent");
  const id = params.id ?? null;
  if (intent === "unpublish" && id) {
    if (!(await articles.unpublish(id))) notFound();
    throw redirect(`/admin/articles/${id}?done=unpublished`);
  }
  const read = readArticleForm(form);
  if (!read.ok) return data({ errors: read.errors, values: read.values, preview: null }, 400);
  if (intent === "preview") {
    const existing = id ? await articles.byId(id) : undefined;
    const draft = {
      ...(existing ?? {
        id: "preview",
        slug: "preview",
        status: "draft" as const,
        publishAt: null,
        authorId: null,
        updatedAt: null,
      }),
      ...read.input,
      date: existing?.date ?? new Date().toISOString().slice(0, 10),
    };
    return { errors: {}, values: read.values, preview: await presentArticle(context, draft) };
  }
  let when: Date | null = null;
  if (intent === "schedule") {
    when = new Date(`${read.values.publishAt}:00Z`);
    if (!read.values.publishAt || Number.isNaN(when.getTime()))
      return data(
        {
          errors: { publishAt: "Enter the date and time to publish at." },
          values: read.values,
          preview: null,
        },
        400,
      );
  }
  const saved = await articles.save(read.input, id);
  if (intent === "publish") {
    await articles.publish(saved.id, new Date());
    throw redirect(`/admin/articles/${saved.id}?done=published`);
  }
  if (intent === "schedule" && when) {
    await articles.publish(saved.id, when);
    throw redirect(`/admin/articles/${saved.id}?done=scheduled`);
  }
  throw redirect(`/admin/articles/${saved.id}?done=saved`);
}
