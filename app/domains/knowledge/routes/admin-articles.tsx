import { Link } from "react-router";
import { TabLinks } from "~/components/shared/tab-links";
import { buttonVariants } from "~/components/ui/button";
import { ConsoleSection } from "~/features/admin/console-frame";
import {
  ARTICLE_KIND_LABELS,
  ARTICLE_KIND_PATHS,
  ARTICLE_KINDS,
  isPublic,
  type ArticleKind,
} from "../rules";
import { formatIsoDay, formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-articles";
import { routeLoader } from "~/lib/route-policy.server";

// The console's Articles tab: news, case studies (members' submissions waiting for approval
// first) and compliance guides, each with its state, to open in the editor.

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Articles",
      description: "Articles, case studies and guides, for the network's operators.",
      path: "/admin/articles",
    },
    matches,
  );
}

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const param = new URL(request.url).searchParams.get("kind");
    const kind: ArticleKind = ARTICLE_KINDS.find((k) => k === param) ?? "news";
    const all = await context.repo.knowledge.articles.forConsole(kind);
    return {
      kind,
      articles: all.map((a) => ({
        id: a.id,
        title: a.title,
        author: a.author,
        date: a.date,
        status: a.status,
        publishAt: a.publishAt,
        live: isPublic(a),
        path: `${ARTICLE_KIND_PATHS[a.kind]}/${a.slug}`,
      })),
    };
  },
);

export default function AdminArticles({ loaderData: { kind, articles } }: Route.ComponentProps) {
  const tabs = ARTICLE_KINDS.map((k) => ({
    label: ARTICLE_KIND_LABELS[k],
    href: k === "news" ? "/admin/articles" : `/admin/articles?kind=${k}`,
    current: k === kind,
  }));
  const pending = articles.filter((a) => a.status === "pending").length;
  return (
    <ConsoleSection
      title="Articles"
      description={`${articles.length} in ${ARTICLE_KIND_LABELS[kind]}${pending ? `, ${pending} waiting for approval` : ""}. Drafts and scheduled articles are never shown to visitors.`}
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <TabLinks label="Articles by kind" tabs={tabs} variant="pills" />
        <Link to={`/admin/articles/new?kind=${kind}`} className={buttonVariants()}>
          Write an article
        </Link>
      </div>
      <ul className="flex flex-col gap-3">
        {articles.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold">
                <Link to={`/admin/articles/${a.id}`} className="text-brand-700 hover:underline">
                  {a.title}
                </Link>
              </p>
              <p className="text-sm text-slate-600">
                {a.author} · {formatIsoDay(a.date)}
              </p>
            </div>
            <span className="text-sm font-medium text-slate-700">
              {a.status === "pending"
                ? "Waiting for approval"
                : a.status === "draft"
                  ? "Draft"
                  : a.live
                    ? "Published"
                    : `Scheduled for ${formatTimestamp(a.publishAt ?? "")}`}
            </span>
          </li>
        ))}
      </ul>
    </ConsoleSection>
  );
}
