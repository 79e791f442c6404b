import { NewspaperIcon } from "lucide-react";
import { data, Link } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { PlaceholderScreen } from "~/components/placeholder/placeholder-screen";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { buttonVariants } from "~/components/ui/button";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article-detail";

export async function loader({ context, params }: Route.LoaderArgs) {
  const article = await context.repo.articles.bySlug(params.slug);
  return article ? { article } : data({ article: null }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    path: `/knowledge/news/${article.slug}`,
  });
}

export default function ArticleDetail({ loaderData: { article } }: Route.ComponentProps) {
  if (!article)
    return <NotFoundScreen title={NOT_FOUND_PAGE.title} message={NOT_FOUND_PAGE.message} />;
  return (
    <PlaceholderScreen icon={NewspaperIcon} title="Article Detail">
      <Link to="/knowledge/news" className={buttonVariants()}>
        Back to Articles & News
      </Link>
    </PlaceholderScreen>
  );
}
