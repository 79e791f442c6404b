import { ArrowLeftIcon, CalendarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TagList } from "~/components/shared/tag-list";
import { PostedTime } from "./posted-time";
import { RemoteBadge } from "./remote-badge";

// The parts a job ad and a freelance post share, on their cards and their own pages.

interface Ad {
  title: string;
  company: string;
  isRemote: boolean;
}

/** A card's heading: the ad's title and company, with the remote badge beside them. */
export function AdCardHeading({ ad }: { ad: Ad }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">{ad.title}</h3>
        <p className="mt-1 text-sm font-medium text-slate-700">{ad.company}</p>
      </div>
      {ad.isRemote ? <RemoteBadge /> : null}
    </div>
  );
}

/**
 * An ad's page header: the way back, the title (named `titleId`) with its badges, the company
 * (linked to its profile when it has one), the key facts, when it was posted and updated, and tags.
 */
export function AdHeader({
  ad,
  back,
  titleId,
  badges,
  companyUrl,
  facts,
  tags,
}: {
  ad: Ad & { postedDate?: string | null; updatedDate?: string | null };
  back: { to: string; label: string };
  titleId: string;
  badges?: ReactNode;
  companyUrl?: string;
  /** `MetaItem`s, before the posted and updated days. */
  facts: ReactNode;
  tags: { label: string; items: readonly string[] };
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:px-6 lg:px-8">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <h1 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {ad.title}
          </h1>
          {ad.isRemote ? <RemoteBadge /> : null}
          {badges}
        </div>
        <p className="mt-2 text-lg font-medium text-slate-700">
          {companyUrl ? (
            <Link to={companyUrl} className="text-brand-700 hover:underline">
              {ad.company}
            </Link>
          ) : (
            ad.company
          )}
        </p>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {facts}
          {ad.postedDate ? (
            <MetaItem icon={<CalendarIcon />}>
              Posted <PostedTime day={ad.postedDate} />
            </MetaItem>
          ) : null}
          {ad.updatedDate ? (
            <MetaItem icon={<CalendarIcon />}>
              Updated <PostedTime day={ad.updatedDate} />
            </MetaItem>
          ) : null}
        </ul>
        <TagList tags={tags.items} label={tags.label} className="mt-5" />
      </div>
    </header>
  );
}

/** One key fact in an ad's header, after its icon. */
export function MetaItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span className="text-slate-500 [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** One term of an ad's details list. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
