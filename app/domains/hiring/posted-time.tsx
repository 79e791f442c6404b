import { useHydrated } from "~/hooks/use-hydrated";
import { formatIsoDay, localIsoDay } from "~/lib/dates";
import { postedTimeLabel } from "~/lib/posted-time";

/**
 * When a job was posted, worded against the visitor's today. The prerendered HTML (and the
 * hydration render) carry the full date, which stays true however old the build is.
 */
export function PostedTime({ day }: { day: string }) {
  const hydrated = useHydrated();
  const label = hydrated ? postedTimeLabel(day, localIsoDay(new Date())) : formatIsoDay(day);
  return <time dateTime={day}>{label}</time>;
}
