import { CalendarClockIcon } from "lucide-react";
import { LocalTime } from "~/components/shared/local-time";
import { IconLabel } from "~/components/ui/icon-label";
import { useHydrated } from "~/hooks/use-hydrated";

// When an event starts (decision 464): an in-person event on the venue's clocks with its zone,
// and beside it the viewer's time once the page's scripts run (before then, and without
// JavaScript, the same line says it is UTC: one line either way, so nothing moves).

export function EventTimes({ iso, venueTime }: { iso: string; venueTime: string | null }) {
  const hydrated = useHydrated();
  if (!venueTime)
    return (
      <IconLabel icon={CalendarClockIcon}>
        <LocalTime iso={iso} />
      </IconLabel>
    );
  return (
    <>
      <IconLabel icon={CalendarClockIcon}>
        <span>
          <time dateTime={iso}>{venueTime}</time>{" "}
          <span className="text-slate-600">at the venue</span>
        </span>
      </IconLabel>
      <p className="pl-5 text-sm text-slate-600">
        {hydrated ? "Your time: " : "In UTC: "}
        <LocalTime iso={iso} />
      </p>
    </>
  );
}
