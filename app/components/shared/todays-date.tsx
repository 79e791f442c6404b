import { useHydrated } from "~/hooks/use-hydrated";
import { formatIsoDay, localIsoDay } from "~/lib/dates";

/**
 * Today's date in the visitor's calendar. The prerendered HTML carries the build day (in UTC, so
 * hydration renders the same text anywhere); once hydrated, the visitor's own day replaces it.
 */
export function TodaysDate() {
  const hydrated = useHydrated();
  const day = hydrated ? localIsoDay(new Date()) : __BUILD_TIME__.slice(0, 10);
  return <time dateTime={day}>{formatIsoDay(day)}</time>;
}

/** The visitor's current year (the build year in the prerendered HTML). */
export function CurrentYear() {
  const hydrated = useHydrated();
  return <>{hydrated ? new Date().getFullYear() : __BUILD_TIME__.slice(0, 4)}</>;
}
