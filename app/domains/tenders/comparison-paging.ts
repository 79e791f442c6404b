// The comparison a page at a time (issue 46, decision 543): 50 suppliers per page, in the
// comparison's own order, `?page=N` in the address. Pure, for the loader and its tests.

export const COMPARISON_PAGE_SIZE = 50;

/** Where a page of `count` bids starts and ends (1-based, for "Showing 51-100 of 200 bids"). */
export interface PageWindow {
  page: number;
  pages: number;
  /** The first and the last bid shown, counted from 1; 0 and 0 when there are none. */
  from: number;
  to: number;
  count: number;
}

/** How many pages `count` bids take: at least one, so that "no bids" is page 1 of 1. */
export const pagesOf = (count: number, size = COMPARISON_PAGE_SIZE) =>
  Math.max(1, Math.ceil(count / size));

/**
 * The page the address asks for: a whole number from 1 up, written plainly (`?page=2`); null
 * when there is none. Anything else (`0`, `-1`, `2.5`, `abc`, `02`) is "bad".
 */
export function requestedPage(raw: string | null): number | null | "bad" {
  if (raw === null) return null;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : "bad";
}

/**
 * The page to show for what was asked, given how many pages there are: the same page, or the
 * page to send the visitor to instead (`redirect`) when the address asks for no such page (bad,
 * beyond the last) or names page 1, whose address has no `page`.
 */
export function settlePage(
  asked: number | null | "bad",
  pages: number,
): { page: number; redirect: boolean } {
  if (asked === null) return { page: 1, redirect: false };
  if (asked === "bad") return { page: 1, redirect: true };
  if (asked > pages) return { page: pages, redirect: true };
  return { page: asked, redirect: asked === 1 };
}

/** The window of page `page` over `count` bids. */
export function windowOf(page: number, count: number, size = COMPARISON_PAGE_SIZE): PageWindow {
  const from = count === 0 ? 0 : (page - 1) * size + 1;
  return { page, pages: pagesOf(count, size), from, to: Math.min(count, page * size), count };
}

/** The ids of page `page`, from every id in the comparison's order. */
export const pageOf = <T>(ordered: readonly T[], page: number, size = COMPARISON_PAGE_SIZE) =>
  ordered.slice((page - 1) * size, page * size);
