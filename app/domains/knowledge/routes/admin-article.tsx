import { Link } from "react-router";
import { ConsoleSection } from "~/features/admin/console-frame";
import { ArticleEditor } from "../article-editor";
import { articleConsoleAction, loadArticleConsole } from "../article-console.server";
import { ARTICLE_FORM_MAX_BYTES } from "../rules";
import { ArticlePage } from "../article-page";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-article";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The console's article editor (/admin/articles/new, /admin/articles/<id>): write or change an
// article, preview it as visitors will see it, save it as a draft, publish it now or at a time
// (scheduled), or take it back. A member's pending case study is approved by publishing it.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Article",
      description: "Write and publish articles, for the network's operators.",
      path: "/admin/articles",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  ({ context, params, request }: Route.LoaderArgs) => {
    return loadArticleConsole(context, request, params);
  },
);

export const action = routeAction(
  { who: "operator", body: ARTICLE_FORM_MAX_BYTES },
  ({ context, params }: Route.ActionArgs, { form }) => articleConsoleAction(context, form, params),
);

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
