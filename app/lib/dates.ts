// Calendar-date helpers. Dates in the sample data are ISO calendar days (YYYY-MM-DD).
//
// Long dates are written by hand for four-digit years (see format.ts on why pages avoid
// building Intl formatters while they start); the unit tests hold them equal to Intl's.
import { lazyValue } from "./lazy-value";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const longDateUtc = lazyValue(
  () =>
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }),
);

const longDate = lazyValue(
  () => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }),
);

function longDateOf(year: number, month: number, day: number): string {
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "November 21, 2026" for a Date, in the visitor's time zone. */
export function formatLongDate(date: Date): string {
  const year = date.getFullYear();
  return year >= 1000 && year <= 9999
    ? longDateOf(year, date.getMonth(), date.getDate())
    : longDate().format(date);
}

/** "November 21, 2026" for an ISO calendar day, the same in every time zone. */
export function formatIsoDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999
    ? longDateOf(year, date.getUTCMonth(), date.getUTCDate())
    : longDateUtc().format(date);
}

/** The local calendar day of a Date as YYYY-MM-DD. */
export function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
