import type { FilterCodec } from "./search-params";

// Tabs whose choice lives in the query string (`/projects?status=in-progress`), so each tab is a
// plain link and the server renders the chosen one. The first tab is the default and has no
// parameter; anything the query holds that is not a tab reads as the default.

/** A tab's value in a URL: lower case, words joined by hyphens ("In Progress" -> "in-progress"). */
export function tabSlug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface TabParam<T extends string> {
  /** The query parameter, such as "status". */
  key: string;
  /** The tabs in order; the first is the default. */
  options: readonly [T, ...T[]];
  /** How a tab is written in the URL (default: its slug). */
  write?: (option: T) => string;
}

/** The chosen tab, matched by slug (so "In Progress", "in-progress" and "IN_PROGRESS" agree). */
export function readTab<T extends string>(params: URLSearchParams, tab: TabParam<T>): T {
  const raw = params.get(tab.key);
  const slug = raw === null ? "" : tabSlug(raw.slice(0, 100));
  return tab.options.find((option) => tabSlug(option) === slug) ?? tab.options[0];
}

/** The query string of a tab: empty for the default one. */
export function tabSearchParams<T extends string>(tab: TabParam<T>, option: T): URLSearchParams {
  if (option === tab.options[0]) return new URLSearchParams();
  return new URLSearchParams({ [tab.key]: (tab.write ?? tabSlug)(option) });
}

/** The link to a tab on the page at `pathname`. */
export function tabHref<T extends string>(pathname: string, tab: TabParam<T>, option: T): string {
  const query = tabSearchParams(tab, option).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A tab parameter as the filters of a list (for loadListPage). */
export function tabCodec<T extends string>(tab: TabParam<T>): FilterCodec<T> {
  return {
    parse: (params) => readTab(params, tab),
    serialise: (option) => tabSearchParams(tab, option),
    fields: (option) => ({ [tab.key]: (tab.write ?? tabSlug)(option) }),
  };
}
