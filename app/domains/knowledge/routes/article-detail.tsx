import { originOfMatches } from "~/lib/public-origin";
import { data } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { loadArticlePage } from "../article-page.server";
import { ArticlePage } from "../article-page";
import type { ArticleKind } from "../rules";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { articleLd } from "~/lib/structured-data";
import type { Route } from "./+types/article-detail";
import { routeLoader } from "~/lib/route-policy.server";

// One published article: a news article, a case study or a compliance guide (the route's id
// names the kind). Drafts, pending and scheduled articles are not found.

/** The kind of article an address is for: /projects/case-studies/..., /resources/compliance/... */
function kindOf(pathname: string): ArticleKind {
  if (pathname.startsWith("/projects/")) return "case-study";
  if (pathname.startsWith("/resources/")) return "compliance";
  return "news";
}

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params, request }: Route.LoaderArgs) => {
    const kind = kindOf(new URL(request.url).pathname);
    const page = await loadArticlePage(context, kind, params.slug);
    return page ? { page, kind } : data({ page: null, kind }, { status: 404 });
  },
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  const { article } = page;
  return [
    ...pageMeta(
      {
        title: article.title,
        description: article.excerpt,
        path: article.path,
        image: article.imageUrl || undefined,
        type: "article",
      },
      matches,
    ),
    { property: "article:published_time", content: article.date },
    { property: "article:author", content: article.author },
    { "script:ld+json": articleLd(article, originOfMatches(matches)) },
  ];
}

export default function ArticleDetail({ loaderData: { page, kind } }: Route.ComponentProps) {
  if (!page)
    return <NotFoundScreen title={NOT_FOUND_PAGE.title} message={NOT_FOUND_PAGE.message} />;
  return <ArticlePage data={page} kind={kind} />;
}
