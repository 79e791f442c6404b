import { startTransition, useEffect, useState } from "react";

/** Set once the first component using the hook has mounted in the browser. */
let appHydrated = false;

/**
 * False while React hydrates the prerendered HTML (and during prerendering), true afterwards.
 * Lets a page render exactly what the static HTML holds first, then what depends on the
 * visitor (query string, today's date, session) without a hydration mismatch.
 *
 * The switch is a transition, so React renders it in small slices after hydration instead of
 * one synchronous pass (a store snapshot that differs from the server's forces the latter), and
 * components mounted later, after client navigation, start with true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
