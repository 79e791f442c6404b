// Calendar-date helpers. Dates in the sample data are ISO calendar days (YYYY-MM-DD).

let longDateUtc: Intl.DateTimeFormat | undefined;

/** "November 21, 2026" for an ISO calendar day, the same in every time zone. */
export function formatIsoDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  longDateUtc ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return longDateUtc.format(date);
}

/** The local calendar day of a Date as YYYY-MM-DD. */
export function localIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let shortDateUtc: Intl.DateTimeFormat | undefined;

/** "Nov 21, 2026" for an ISO timestamp or day, read in UTC so server and browser agree. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  shortDateUtc ??= new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
  return shortDateUtc.format(date);
}

let timestampUtc: Intl.DateTimeFormat | undefined;

/** "November 23, 2026, 2:05 PM UTC" for an ISO timestamp, the same on the server and in every browser. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  timestampUtc ??= new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${timestampUtc.format(date)} UTC`;
}

/** A time zone's offset from UTC in minutes, as "UTC+02:00". */
export function offsetLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
