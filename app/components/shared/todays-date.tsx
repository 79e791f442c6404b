import { useRouteLoaderData } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatIsoDay, localIsoDay } from "~/lib/dates";

/** The day the server rendered the page on (UTC), from the root loader. */
function useServerDay(): string {
  const data = useRouteLoaderData("root") as { today?: string } | undefined;
  return data?.today ?? new Date().toISOString().slice(0, 10);
}

/**
 * Today's date in the visitor's calendar. The server renders its own day (in UTC, so hydration
 * renders the same text anywhere); once hydrated, the visitor's own day replaces it.
 */
export function TodaysDate() {
  const hydrated = useHydrated();
  const serverDay = useServerDay();
  const day = hydrated ? localIsoDay(new Date()) : serverDay;
  return <time dateTime={day}>{formatIsoDay(day)}</time>;
}

/** The visitor's current year (the server's in the rendered HTML). */
export function CurrentYear() {
  const hydrated = useHydrated();
  const serverDay = useServerDay();
  return <>{hydrated ? new Date().getFullYear() : serverDay.slice(0, 4)}</>;
}
