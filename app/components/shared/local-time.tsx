import { useHydrated } from "~/hooks/use-hydrated";
import { formatTimestamp, offsetLabel } from "~/lib/dates";

// A deadline as the viewer reads it: in UTC on the server (the same for everyone), then in the
// browser's own time zone with its offset once the page's scripts run.

let local: Intl.DateTimeFormat | undefined;

export function LocalTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <time dateTime={iso}>{formatTimestamp(iso)}</time>;
  const date = new Date(iso);
  local ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });
  return (
    <time dateTime={iso}>
      {local.format(date)} {offsetLabel(-date.getTimezoneOffset())}
    </time>
  );
}
