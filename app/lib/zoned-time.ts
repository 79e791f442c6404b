// Wall-clock times in an IANA time zone, by the platform's Intl (decision 310): a deadline is
// typed as a local date and time in the buyer's zone and stored as the UTC instant it names, with
// the zone beside it. Offsets come from the zone's rules in Intl, for the date in question, so a
// deadline on the other side of a clock change lands on the right instant. No offset tables.

export const UTC_ZONE = "UTC";

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** Whether `zone` names a time zone this platform knows ("Europe/London", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    partsFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at the instant `ms`, read as if it were UTC (whole seconds). */
function wallClockAt(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at the instant `ms`, in milliseconds (London in summer: 3600000). */
export function zoneOffsetAt(ms: number, zone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockAt(whole, zone) - whole;
}

export type ZonedResult =
  /** The local time names one instant. */
  | { ok: true; iso: string; kind: "exact" }
  /** The clocks went back: the local time happened twice; the earlier instant. */
  | { ok: true; iso: string; kind: "overlap"; later: string }
  /** The clocks went forward: the local time never happened that day in that zone. */
  | { ok: false; reason: "gap" }
  | { ok: false; reason: "invalid" };

/**
 * "2027-03-28T09:00" on the wall clocks of `zone` → the UTC instant (ISO 8601). The offsets in
 * force a day before and a day after are the only candidates (no zone changes twice in two
 * days); each that maps back to the same wall time is an instant of it.
 */
export function zonedToUtc(local: string, zone: string): ZonedResult {
  const m = LOCAL_PATTERN.exec(local.trim());
  if (!m || !isTimeZone(zone)) return { ok: false, reason: "invalid" };
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(wall);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59)
    return { ok: false, reason: "invalid" };
  const offsets = new Set([zoneOffsetAt(wall - DAY_MS, zone), zoneOffsetAt(wall + DAY_MS, zone)]);
  const instants = [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockAt(instant, zone) === wall)
    .sort((a, b) => a - b);
  const [first, second] = instants;
  if (first === undefined) return { ok: false, reason: "gap" };
  const iso = new Date(first).toISOString();
  return second === undefined
    ? { ok: true, iso, kind: "exact" }
    : { ok: true, iso, kind: "overlap", later: new Date(second).toISOString() };
}

/** An instant as "2027-03-28T09:00" on the wall clocks of `zone` (for a form's field). */
export function utcToZoned(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !isTimeZone(zone)) return "";
  return new Date(wallClockAt(ms, zone)).toISOString().slice(0, 16);
}

const displayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "March 28, 2027 at 9:00 AM GMT+1 (Europe/London)": an instant in the tender's zone, in the
 * viewer's locale, with the zone's short name and its IANA name (left out for UTC itself).
 */
export function formatInZone(iso: string, zone: string, locale = "en-US"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !isTimeZone(zone)) return iso;
  const key = `${locale}|${zone}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    displayFormats.set(key, format);
  }
  const text = format.format(new Date(ms));
  return zone === UTC_ZONE ? text : `${text} (${zone})`;
}

/**
 * The zones a buyer may choose from, grouped by region ("Europe": ["Europe/London", ...]), from
 * the platform's list (the server's; the page receives it, so browser and server agree); UTC
 * first. Empty where the platform cannot list them (the field then takes UTC and any zone typed).
 */
export function timeZoneGroups(): { region: string; zones: string[] }[] {
  const list =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const groups = new Map<string, string[]>([["UTC", [UTC_ZONE]]]);
  for (const zone of list) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "Other";
    if (zone === UTC_ZONE) continue;
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups].map(([region, zones]) => ({ region, zones }));
}

/** The zone this browser (or server) runs in, when the platform says. */
export function hostTimeZone(): string | null {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
