import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/** How a directory reads its filters from the query string and writes them back. */
export interface FilterCodec<F> {
  /** No filter at all: what the prerendered page shows. */
  empty: F;
  parse(params: URLSearchParams): F;
  serialise(filters: F): URLSearchParams;
}

/**
 * Filters kept in the query string. While React hydrates a page opened with a query, this
 * returns `codec.empty` (the markup matches the prerendered HTML, built without a query), and
 * the next render applies the URL's filters. A page opened without one reads its filters at once:
 * its empty query reads as `codec.empty`. Changes replace the current history entry and keep the
 * scroll position: going back leaves the page instead of undoing filters one by one.
 */
export function useUrlFilters<F extends object>(codec: FilterCodec<F>) {
  const renderable = useHydrated({
    matchesPrerender: typeof window === "undefined" || window.location.search === "",
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(
    () => (renderable ? codec.parse(searchParams) : codec.empty),
    [codec, renderable, searchParams],
  );
  const setFilters = useCallback(
    (next: F) =>
      setSearchParams(codec.serialise(next), { replace: true, preventScrollReset: true }),
    [codec, setSearchParams],
  );
  const updateFilters = useCallback(
    (patch: Partial<F>) => setFilters({ ...filters, ...patch }),
    [filters, setFilters],
  );
  const resetFilters = useCallback(() => setFilters(codec.empty), [codec, setFilters]);
  return { filters, updateFilters, resetFilters };
}
