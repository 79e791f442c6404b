import { readPage } from "./incremental";

// Numbered pages for the operator console's lists: ?page=N, links to the previous and next page,
// working without JavaScript.

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page a URL asks for, and where it starts. */
export function pageWindow(url: URL, pageSize: number): PageWindow {
  const page = readPage(url.searchParams);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface Paging {
  page: number;
  pages: number;
  total: number;
  previousHref: string | null;
  nextHref: string | null;
}

/** The same address on another page (page 1 without the parameter). */
export function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete("done");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

export function paging(url: URL, { page, pageSize }: PageWindow, total: number): Paging {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    page,
    pages,
    total,
    previousHref: page > 1 ? pageHref(url, Math.min(page - 1, pages)) : null,
    nextHref: page < pages ? pageHref(url, page + 1) : null,
  };
}
