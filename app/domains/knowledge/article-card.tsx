import { CalendarIcon, UserIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { Card } from "~/components/ui/card";
import { IconLabel } from "~/components/ui/icon-label";
import type { Article } from "~/data/types";
import { formatIsoDay } from "~/lib/dates";

/** The title links to the article; a pseudo-element stretches the link over the whole card. */
export function ArticleCard({
  article,
  href = `/knowledge/news/${article.slug}`,
  children,
}: {
  article: Article;
  /** Where the card leads: a news article's page unless told. */
  href?: string;
  /** What the card adds under its excerpt (a case study's sector, a guide's topic). */
  children?: ReactNode;
}) {
  return (
    <Card className="group h-full overflow-hidden focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      {article.imageUrl ? <CardPicture src={article.imageUrl} kind="cover" /> : null}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={href}
            className="outline-none group-hover:text-brand-700 after:absolute after:inset-0"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-600">{article.excerpt}</p>
        {children}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-5 text-sm text-slate-600">
          <IconLabel icon={UserIcon}>{article.author}</IconLabel>
          <IconLabel icon={CalendarIcon}>
            <time dateTime={article.date}>{formatIsoDay(article.date)}</time>
          </IconLabel>
        </div>
      </div>
    </Card>
  );
}
