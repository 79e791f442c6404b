import { readPage } from "./incremental";

// Numbered pages for the operator console's lists (`?page=N`): what a loader reads from the URL
// and what it returns for the pager's links (app/components/shared/pager.tsx).

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
  /** The list's address and query (without the last action's notice), for the pager's links. */
  path: string;
  query: string;
}

export function paging(url: URL, { page, pageSize }: PageWindow, total: number): Paging {
  const query = new URLSearchParams(url.searchParams);
  query.delete("done");
  return {
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    path: url.pathname,
    query: query.toString(),
  };
}
