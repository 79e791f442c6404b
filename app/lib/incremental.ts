// Long lists render a page of items at a time ("Show more"), so a directory of 10,000 entries
// stays instant; the sample data (at most a dozen per list) fits in the first page.

export const LIST_PAGE_SIZE = 24;

export interface IncrementalState {
  /** The list the limit belongs to (the filters that produced it). */
  key: string;
  limit: number;
}

/** How many items to render: a new list (other filters) starts again at one page. */
export function visibleLimit(state: IncrementalState, key: string, pageSize = LIST_PAGE_SIZE) {
  return state.key === key ? state.limit : pageSize;
}

export function showMore(
  state: IncrementalState,
  key: string,
  pageSize = LIST_PAGE_SIZE,
): IncrementalState {
  return { key, limit: visibleLimit(state, key, pageSize) + pageSize };
}
