import { BookOpenIcon } from "lucide-react";
import { EmptyState } from "~/components/shared/empty-state";
import { TagList } from "~/components/shared/tag-list";
import { ArticleCard } from "./article-card";
import type { ArticleCardData } from "./article-page.server";

/** A grid of article cards leading to `<base>/<slug>`, with each one's facts as tags. */
export function ArticleGrid({
  articles,
  base,
  noun,
  empty,
}: {
  articles: readonly ArticleCardData[];
  base: string;
  /** What the count line counts: "case studies", "guides". */
  noun: string;
  empty: { title: string; message: string };
}) {
  if (articles.length === 0)
    return <EmptyState icon={BookOpenIcon} title={empty.title} message={empty.message} />;
  return (
    <>
      <p className="text-sm text-slate-600" role="status">
        Showing {articles.length} {noun}
      </p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => {
          const facts = [
            a.details.sector,
            a.details.region,
            a.details.jurisdiction,
            a.details.topic,
          ];
          return (
            <li key={a.id}>
              <ArticleCard article={a} href={`${base}/${a.slug}`}>
                <TagList tags={facts.filter((f): f is string => Boolean(f))} className="mt-3" />
              </ArticleCard>
            </li>
          );
        })}
      </ul>
    </>
  );
}
