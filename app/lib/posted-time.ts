import { formatIsoDay } from "./dates";

// Posted-time wording (spec section 9): Today, Yesterday, N days ago under 7 days, N weeks ago
// under 30 days, otherwise the full date. Both days are ISO calendar days (YYYY-MM-DD), so the
// answer does not depend on the time of day or on daylight-saving changes.

const DAY_MS = 86_400_000;

function isoDayToUtc(isoDay: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? Date.parse(`${isoDay}T00:00:00Z`) : Number.NaN;
}

/** Whole calendar days from `from` to `to`; NaN when either is not an ISO day. */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((isoDayToUtc(to) - isoDayToUtc(from)) / DAY_MS);
}

export function postedTimeLabel(postedDay: string, today: string): string {
  const days = calendarDaysBetween(postedDay, today);
  // Unknown dates and dates after "today" (a visitor's clock running behind) get the full date.
  if (Number.isNaN(days) || days < 0) return formatIsoDay(postedDay);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
  }
  return formatIsoDay(postedDay);
}
