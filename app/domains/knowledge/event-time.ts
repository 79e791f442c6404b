import { formatInZone } from "~/lib/zoned-time";
import type { TrainingEvent } from "./rules";

// An in-person event's start on the venue's clocks (issue 44 item 12, decision 464): "March 29,
// 2027 at 11:00 AM GMT+2 (Europe/Amsterdam)", written on the server so the page's HTML and the
// browser's render agree. Online events have no venue: only the viewer's time is shown.

export function venueTime(
  event: Pick<TrainingEvent, "format" | "startsAt" | "timeZone">,
): string | null {
  return event.format === "in-person" ? formatInZone(event.startsAt, event.timeZone) : null;
}
