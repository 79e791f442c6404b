import { PageHeader } from "~/components/shared/page-header";
import { ArticleList } from "~/features/news/article-list";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

// Serves both /knowledge/news and /resources/news; the canonical URL is the former.
export function meta() {
  return pageMeta({
    title: "Articles & News",
    description: "Procurement news and insights.",
    path: "/knowledge/news",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await context.repo.articles.all() };
}

export default function NewsPage({ loaderData: { articles } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Knowledge"
        title="Articles & News"
        description="Procurement news and insights."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ArticleList articles={articles} />
      </div>
    </>
  );
}
