import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML (and during prerendering), true afterwards.
 * Lets a page render exactly what the static HTML holds first, then what depends on the
 * visitor (query string, today's date, session) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
