import { LockIcon, MessageSquareIcon, PinIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { MemberText } from "~/components/shared/member-text";
import { Pager } from "~/components/shared/pager";
import { Badge } from "~/components/ui/badge";
import { formatShortDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { AuthorName } from "./post-body";
import { THREAD_SORT_LABELS, THREAD_SORTS, type ThreadSort } from "./rules";

// A list of threads (issue 29), in a group or among the idea discussions: its sort, the threads
// of one page and the pager.

export interface ThreadSummary {
  id: string;
  href: string;
  title: string;
  authorName: string;
  authorHandle: string | null;
  replyCount: number;
  lastActivityAt: string;
  pinned: boolean;
  locked: boolean;
  hidden: boolean;
  excerpt: string;
  challenge?: string | null;
}

export function ThreadList({
  threads,
  sort,
  sortHref,
  page,
  pages,
  pageHref,
  empty,
}: {
  threads: ThreadSummary[];
  sort: ThreadSort;
  sortHref: (sort: ThreadSort) => string;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
  empty: string;
}) {
  return (
    <div>
      <nav aria-label="Sort threads" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600">Sort by:</span>
        {THREAD_SORTS.map((s) => (
          <Link
            key={s}
            to={sortHref(s)}
            aria-current={s === sort ? "true" : undefined}
            className={cn(
              "rounded-md px-3 py-1.5 font-medium",
              s === sort ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {THREAD_SORT_LABELS[s]}
          </Link>
        ))}
      </nav>
      {threads.length === 0 ? (
        <div className="mt-4">
          <EmptyState icon={MessageSquareIcon} title="No threads yet" message={empty} level={3} />
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {threads.map((t) => (
            <li
              key={t.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <div className="flex flex-wrap items-center gap-2">
                {t.pinned ? (
                  <Badge variant="default">
                    <PinIcon className="size-3" aria-hidden="true" /> Pinned
                  </Badge>
                ) : null}
                {t.locked ? (
                  <Badge variant="neutral">
                    <LockIcon className="size-3" aria-hidden="true" /> Locked
                  </Badge>
                ) : null}
                {t.hidden ? <Badge variant="warning">Hidden</Badge> : null}
              </div>
              <h2 className="mt-1 text-base font-semibold text-slate-900">
                <Link to={t.href} className="hover:text-brand-700 hover:underline">
                  <MemberText text={t.title} />
                </Link>
              </h2>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                <MemberText text={t.excerpt} />
              </p>
              {t.challenge ? (
                <p className="mt-1 text-sm text-slate-600">Answers: {t.challenge}</p>
              ) : null}
              <p className="mt-2 text-xs text-slate-600">
                By <AuthorName name={t.authorName} handle={t.authorHandle} /> ·{" "}
                {t.replyCount === 1 ? "1 reply" : `${t.replyCount} replies`} · Last activity{" "}
                {formatShortDate(t.lastActivityAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} hrefOf={pageHref} label="Thread pages" />
    </div>
  );
}
