import { groupThousands } from "./format";
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
  /**
   * The counts were bounded by this cap (decision 515): the database stops counting one row past
   * it, so a count above the cap means "more than the cap". Absent: the counts are exact.
   */
  cap?: number;
}

/** Whether a count stopped at its cap: more rows match than it says. */
export const isEstimate = (count: number, cap: number | undefined): boolean =>
  cap !== undefined && count > cap;

/** A count as shown: as it is up to the cap ("24"), "10,000+" past it. */
export function countLabel(count: number, cap: number | undefined): string {
  return cap !== undefined && count > cap ? `${groupThousands(cap)}+` : String(count);
}

/** Counts added up, as shown: "10,050+" when one of them stopped at its cap. */
export function sumLabel(counts: readonly { matches: number; cap?: number }[]): string {
  let sum = 0;
  let estimate = false;
  for (const { matches, cap } of counts) {
    estimate ||= isEstimate(matches, cap);
    sum += isEstimate(matches, cap) ? cap! : matches;
  }
  return estimate ? `${groupThousands(sum)}+` : String(sum);
}

/** What "Show more" says is left: "(12 more)", "(9,976+ more)" past the cap, or nothing. */
export function remainingLabel(shown: number, matches: number, cap: number | undefined): string {
  if (cap === undefined || matches <= cap) return `(${groupThousands(matches - shown)} more)`;
  return shown < cap ? `(${groupThousands(cap - shown)}+ more)` : "";
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

/**
 * The same list with one more page, or null when nothing more matches. Past the count's cap
 * (`matches` above `cap`), there is more while the pages shown are full.
 */
export function nextPageHref(
  pathname: string,
  query: URLSearchParams,
  page: number,
  shown: number,
  matches: number,
  cap?: number,
): string | null {
  const more = isEstimate(matches, cap) ? shown >= pageLimit(page) : shown < matches;
  if (!more || page >= MAX_PAGE) return null;
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
      result.cap,
    ),
  };
}
