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

let dateTimeUtc: Intl.DateTimeFormat | undefined;

/** "Nov 21, 2026, 14:05 UTC" for an ISO timestamp: the same on the server and in any browser. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeUtc ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  });
  return `${dateTimeUtc.format(date)} UTC`;
}
