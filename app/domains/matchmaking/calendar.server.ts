import { createEvents, type EventAttributes } from "ics";
import type { DeadlineEvent } from "./data/calendar.server";

// The calendar feed's text (RFC 5545), made by the `ics` package as the training's .ics is:
// one event a followed tender at its bid deadline, its UID the tender's id.

export const calendarUid = (tenderId: string) => `tender-${tenderId}@procureconnect`;

export function calendarText(events: DeadlineEvent[], origin: string): string {
  const attributes = events.map((e) => {
    const url = `${origin}/projects/${e.tenderId}`;
    return {
      uid: calendarUid(e.tenderId),
      title: `Bid deadline: ${e.title}`,
      description: `${e.buyerName}\n\n${url}`,
      url,
      start: Date.parse(e.bidDeadline),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { minutes: 0 },
      sequence: e.sequence,
      status: e.cancelled ? "CANCELLED" : "CONFIRMED",
      // DTSTAMP: when the event last changed (the `ics` schema takes it as `timestamp`).
      timestamp: Date.parse(e.stamp),
      lastModified: Date.parse(e.stamp),
    } as EventAttributes & { timestamp: number };
  });
  const { error, value } = createEvents(attributes, {
    productId: "procureconnect/tender-deadlines",
    calName: "ProcureConnect tender deadlines",
  });
  if (error || value === null) {
    // An empty list is no error for a feed: a calendar with no events.
    if (events.length === 0)
      return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:procureconnect/tender-deadlines\r\nCALSCALE:GREGORIAN\r\nX-WR-CALNAME:ProcureConnect tender deadlines\r\nEND:VCALENDAR\r\n";
    throw error ?? new Error("The calendar could not be made.");
  }
  return value;
}
