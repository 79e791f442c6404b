import { Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { buttonVariants } from "~/components/ui/button";
import { cardOf } from "../article-page.server";
import { ArticleGrid } from "../article-grid";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/case-studies";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Projects",
  title: "Case Studies",
  description: "How buyers and suppliers delivered procurement projects together.",
  path: "/projects/case-studies",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  const studies = await context.repo.knowledge.articles.published("case-study");
  return { studies: studies.map((s) => cardOf(s)) };
});

export default function CaseStudies({ loaderData: { studies } }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <div className="mb-8 flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          Awarded a tender on ProcureConnect? Tell the story: our editors publish it once approved.
        </p>
        <Link to="/projects/case-studies/new" className={buttonVariants({ variant: "outline" })}>
          Submit a Case Study
        </Link>
      </div>
      <ArticleGrid
        articles={studies}
        base="/projects/case-studies"
        noun={studies.length === 1 ? "case study" : "case studies"}
        empty={{ title: "No Case Studies Yet", message: "Published case studies appear here." }}
      />
    </ContentPage>
  );
}
