import { data, Link, redirect } from "react-router";
import { ConsoleSection } from "~/features/admin/console-frame";
import { ARTICLE_KIND_PATHS, ARTICLE_KINDS, isPublic, type ArticleKind } from "../rules";
import { ArticleEditor } from "../article-editor";
import { formValuesOf, readArticleForm } from "../article-form.server";
import { ArticlePage } from "../article-page";
import { presentArticle } from "../article-page.server";
import { notFound, requireOperator } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-article";

// The console's article editor (/admin/articles/new, /admin/articles/<id>): write or change an
// article, preview it as visitors will see it, save it as a draft, publish it now or at a time
// (scheduled), or take it back. A member's pending case study is approved by publishing it.

export function meta() {
  return formPageMeta({
    title: "Article",
    description: "Write and publish articles, for the network's operators.",
    path: "/admin/articles",
  });
}

const DONE = {
  saved: "Saved as a draft: visitors do not see it.",
  published: "Published: visitors see it now.",
  scheduled: "Scheduled: visitors see it from its publication time.",
  unpublished: "Taken back: it is a draft again, and visitors no longer see it.",
} as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireOperator(context);
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

export async function action({ context, params, request }: Route.ActionArgs) {
  requireOperator(context);
  const { articles } = context.repo.knowledge;
  const form = await request.formData();
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

export default function AdminArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, done } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const status = !article
    ? "New article"
    : article.status === "pending"
      ? "Waiting for approval (a member's case study): publish to approve it."
      : article.status === "draft"
        ? "Draft: visitors do not see it."
        : article.live
          ? "Published."
          : `Scheduled for ${formatTimestamp(article.publishAt ?? "")}.`;
  const published = article?.status === "published";
  return (
    <ConsoleSection
      title={article ? values.title || "Article" : "New article"}
      description={
        <>
          {status}{" "}
          {article?.live ? (
            <Link to={article.path} className="font-medium text-brand-700 hover:underline">
              Open its page
            </Link>
          ) : null}
        </>
      }
      done={done}
    >
      <Link to="/admin/articles" className="text-sm font-medium text-brand-700 hover:underline">
        All articles
      </Link>
      <div className="mt-5 grid gap-10 xl:grid-cols-2">
        <ArticleEditor
          values={values}
          errors={actionData?.errors}
          actions={[
            { intent: "preview", label: "Preview", variant: "outline" },
            { intent: "save", label: published ? "Save" : "Save draft", variant: "outline" },
            { intent: "publish", label: published ? "Save and publish now" : "Publish now" },
            { intent: "schedule", label: "Schedule", variant: "outline" },
            ...(published
              ? [{ intent: "unpublish", label: "Unpublish", variant: "outline" as const }]
              : []),
          ]}
        />
        {actionData?.preview ? (
          <section
            aria-labelledby="preview-heading"
            className="overflow-hidden rounded-xl border-2 border-dashed border-brand-300"
          >
            <h2
              id="preview-heading"
              className="bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800"
            >
              Preview
            </h2>
            <ArticlePage data={actionData.preview} kind={values.kind} preview />
          </section>
        ) : null}
      </div>
    </ConsoleSection>
  );
}
