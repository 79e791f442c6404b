import { ContentPage } from "~/components/shared/page-header";
import { ArticleList } from "../article-list";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/news";
import { routeLoader } from "~/lib/route-policy.server";

// Serves both /knowledge/news and /resources/news; the canonical URL is the former.
const PAGE: PageIntro = {
  eyebrow: "Knowledge",
  title: "Articles & News",
  description: "Procurement news and insights.",
  path: "/knowledge/news",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  return { articles: await context.repo.articles.all() };
});

export default function NewsPage({ loaderData: { articles } }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <ArticleList articles={articles} />
    </ContentPage>
  );
}
