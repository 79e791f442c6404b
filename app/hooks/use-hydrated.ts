import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";

/** The key of the location the page was loaded at (prerendering and hydration both use it). */
const FirstLocationKey = createContext<string | null>(null);

/** Remembers where the page was loaded, for `useHydrated`; placed once, around the whole app. */
export function FirstLocation({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [first] = useState(key);
  return createElement(FirstLocationKey, { value: first }, children);
}

/**
 * False while React hydrates the prerendered HTML (and during prerendering), true afterwards.
 * Lets a page render exactly what the static HTML holds first, then what depends on the
 * visitor (today's date, the time since a job was posted) without a hydration mismatch.
 *
 * The switch is a transition started by an effect, so React renders it in small slices after
 * the component has hydrated; a store whose server snapshot differs (the usual way) would force a
 * synchronous render instead, which also hydrates every part of the page still waiting (decision
 * 004). Components that mount after a client-side navigation were never prerendered, so they
 * start with true (as does anything outside `FirstLocation`), and so do callers that say the
 * visitor's render would match the prerendered HTML anyway (`matchesPrerender`), which saves
 * them a render.
 */
export function useHydrated({ matchesPrerender = false } = {}): boolean {
  const { key } = useLocation();
  const firstKey = useContext(FirstLocationKey);
  const [hydrated, setHydrated] = useState(matchesPrerender || key !== firstKey);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
