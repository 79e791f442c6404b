import type { Article } from "~/data/types";
import { ArticleCard } from "./article-card";

export function ArticleList({ articles }: { articles: readonly Article[] }) {
  return (
    <>
      <p className="text-sm text-slate-600">Showing {articles.length} articles</p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </>
  );
}
