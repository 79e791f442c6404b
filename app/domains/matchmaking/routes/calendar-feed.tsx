import { notFound } from "~/lib/access.server";
import { routeLoader } from "~/lib/route-policy.server";
import { calendarText } from "../calendar.server";
import type { Route } from "./+types/calendar-feed";

// The calendar feed (text/calendar) of the deadlines a member follows, at their private address:
// the token is the only key, as calendar apps fetch it signed out (decision 484).

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const events = await context.repo.matchmaking.calendarOf(params.token);
    if (!events) notFound();
    return new Response(calendarText(events, context.siteOrigin), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
);
