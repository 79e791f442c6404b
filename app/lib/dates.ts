// Calendar-date helpers. Dates in the sample data are ISO calendar days (YYYY-MM-DD).

import { lazyValue } from "./lazy-value";

// Made on first use (see format.ts).
const longDate = lazyValue(
  () => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }),
);

const longDateUtc = lazyValue(
  () =>
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
);

/** "November 21, 2026" for a Date, in the visitor's time zone. */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
}

/** "November 21, 2026" for an ISO calendar day, the same in every time zone. */
export function formatIsoDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : longDateUtc().format(date);
}

/** The local calendar day of a Date as YYYY-MM-DD. */
export function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
