import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";

// Previous and next links for a list shown a page at a time (`?page=N`), keeping the rest of
// the address: ordinary links, so they work without JavaScript.

/** The address of page `page` of the list at `path` with `search`. */
export function pageHref(path: string, search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function Pager({
  page,
  pages,
  hrefOf,
  label = "Pages",
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const link =
    "inline-flex h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={link} rel="prev">
          <ChevronLeftIcon className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={link} rel="next">
          Next
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
