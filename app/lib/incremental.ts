import type { FilterCodec } from "./search-params";

// Long lists show a page of results at a time. "Show more" is a link to the same query with the
// next page number, and page N shows the first N pages, so it works without JavaScript and a
// shared link shows as much as its sender had opened. Filtering, counting and the limit are the
// database's work (server/db/repository.ts); the page only renders what its loader returns.

export const LIST_PAGE_SIZE = 24;

/** The highest page a query string may ask for: the first 24,000 results. */
export const MAX_PAGE = 1000;

/** One page of a filtered list: the results shown, how many match, how many there are in all. */
export interface ListPage<T> {
  items: T[];
  matches: number;
  total: number;
}

/** What a list's loader returns: the filters it read, its page of results and the next page. */
export interface ListPageData<F, T> {
  filters: F;
  page: ListPage<T>;
  /** The link that shows one more page, or null when every match is shown. */
  nextPageHref: string | null;
}

/** The `page` parameter: a whole number from 1 to MAX_PAGE; anything else reads as 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get("page")?.trim() ?? "";
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

/** How many results the first `page` pages hold. */
export function pageLimit(page: number, pageSize = LIST_PAGE_SIZE): number {
  return page * pageSize;
}

/** The same list with one more page, or null when nothing more matches. */
export function nextPageHref(
  pathname: string,
  query: URLSearchParams,
  page: number,
  shown: number,
  matches: number,
): string | null {
  if (shown >= matches || page >= MAX_PAGE) return null;
  const params = new URLSearchParams(query);
  params.set("page", String(page + 1));
  return `${pathname}?${params.toString()}`;
}

/**
 * A list loader's work apart from the query itself: read the filters and the page from the URL,
 * ask `search` for that many results, and link to the next page with the canonical filters.
 */
export async function loadListPage<F, T>(
  url: URL,
  codec: FilterCodec<F>,
  search: (filters: F, limit: number) => Promise<ListPage<T>>,
): Promise<ListPageData<F, T>> {
  const filters = codec.parse(url.searchParams);
  const page = readPage(url.searchParams);
  const result = await search(filters, pageLimit(page));
  return {
    filters,
    page: result,
    nextPageHref: nextPageHref(
      url.pathname,
      codec.serialise(filters),
      page,
      result.items.length,
      result.matches,
    ),
  };
}
