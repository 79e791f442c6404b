import { CalendarIcon, ClockIcon, FileDownIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { CardPicture } from "~/components/shared/card-picture";
import { TagList } from "~/components/shared/tag-list";
import { TitledSection } from "~/components/shared/titled-section";
import { IconLabel } from "~/components/ui/icon-label";
import { ARTICLE_KIND_LABELS, ARTICLE_KIND_PATHS, type ArticleKind } from "./rules";
import { formatIsoDay } from "~/lib/dates";
import type { ArticleCardData, ArticlePageData } from "./article-page.server";

// One article's page, for news, case studies and compliance guides alike: its title, author,
// date and reading time, its picture, the body (HTML rendered and sanitised on the server), what
// its kind adds (a case study's companies and results, a guide's templates) and related reading.

export function ArticleByline({ article }: { article: ArticleCardData }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <IconLabel icon={UserIcon}>{article.author}</IconLabel>
      <IconLabel icon={CalendarIcon}>
        <time dateTime={article.date}>{formatIsoDay(article.date)}</time>
      </IconLabel>
      <IconLabel icon={ClockIcon}>{article.minutes} min read</IconLabel>
    </div>
  );
}

/** The sanitised HTML of a body (app/lib/markdown.server.ts made it; nothing else may). */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`article-body ${className ?? ""}`}
      // Rendered from Markdown on the server and filtered by an allow-list (decision 170).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function ArticlePage({
  data,
  kind,
  preview = false,
}: {
  data: ArticlePageData;
  kind: ArticleKind;
  preview?: boolean;
}) {
  const { article, html, companies, templates, related } = data;
  const { details } = article;
  const facts = [details.sector, details.region, details.jurisdiction, details.topic].filter(
    (f): f is string => Boolean(f),
  );
  return (
    <article>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          {preview ? null : (
            <BackLink
              to={ARTICLE_KIND_PATHS[kind]}
              label={`Back to ${ARTICLE_KIND_LABELS[kind]}`}
            />
          )}
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-3 text-lg text-slate-600">{article.excerpt}</p>
          <div className="mt-5">
            <ArticleByline article={article} />
          </div>
          {facts.length > 0 ? <TagList tags={facts} label="Filed under" className="mt-4" /> : null}
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {article.imageUrl ? (
          <CardPicture
            src={article.imageUrl}
            kind="cover"
            lazy={false}
            className="mb-8 rounded-xl ring-1 ring-slate-200"
          />
        ) : null}
        <ArticleBody html={html} />
        {companies.length > 0 || (details.results?.length ?? 0) > 0 ? (
          <div className="mt-10 grid gap-6 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-2">
            {details.results?.length ? (
              <TitledSection id="results" title="Results" size="base">
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                  {details.results.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </TitledSection>
            ) : null}
            {companies.length > 0 ? (
              <TitledSection id="companies" title="Companies involved" size="base">
                <ul className="mt-2 space-y-1">
                  {companies.map((c) => (
                    <li key={c.slug}>
                      <Link
                        to={`/vendors/${c.slug}`}
                        className="font-medium text-brand-700 underline-offset-4 hover:underline"
                      >
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </TitledSection>
            ) : null}
          </div>
        ) : null}
        {templates.length > 0 ? (
          <TitledSection
            id="templates"
            title="Templates that help"
            className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6"
            size="base"
          >
            <ul className="mt-3 space-y-2">
              {templates.map((t) => (
                <li key={t.id}>
                  <a
                    href={t.fileUrl}
                    download
                    className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    <FileDownIcon className="size-4" aria-hidden="true" />
                    {t.title}
                    <span className="text-sm font-normal text-slate-600">({t.fileType})</span>
                  </a>
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
        {related.length > 0 && !preview ? (
          <TitledSection id="related" title="Related articles" className="mt-12">
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {related.map((r) => (
                <li key={r.id} className="rounded-lg border border-slate-200 p-4">
                  <Link
                    to={`${ARTICLE_KIND_PATHS[kind]}/${r.slug}`}
                    className="font-semibold text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {r.title}
                  </Link>
                  <p className="mt-2 text-sm text-slate-600">
                    <time dateTime={r.date}>{formatIsoDay(r.date)}</time> · {r.minutes} min read
                  </p>
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
      </div>
    </article>
  );
}
