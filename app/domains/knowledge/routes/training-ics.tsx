import { createEvent } from "ics";
import { data } from "react-router";
import { markdownToText } from "~/lib/markdown.server";
import { SITE_CONTACT_EMAIL } from "~/lib/site-contact";
import type { Route } from "./+types/training-ics";
import { routeLoader } from "~/lib/route-policy.server";

// A training event as a calendar file (RFC 5545), made by the `ics` package: its time in UTC,
// its length, where it is, the link back to its page and its organiser with an address. Only
// for a member with a seat (docs/decisions/462): others have nothing to put in a calendar.

export const loader = routeLoader(
  { who: "member" },
  async ({ context, params }: Route.LoaderArgs, { viewer }) => {
    const { training } = context.repo.knowledge;
    const event = await training.bySlug(params.slug);
    if (!event || (await training.registrationOf(event.id, viewer.id)) !== "seat")
      throw data(null, { status: 404 });
    const start = new Date(event.startsAt);
    const url = `${context.siteOrigin}/knowledge/training/${event.slug}`;
    const { error, value } = createEvent({
      uid: `${event.id}@procureconnect`,
      title: event.title,
      description: `${markdownToText(event.description)}\n\n${url}`,
      location: event.location,
      url,
      start: start.getTime(),
      startInputType: "utc",
      startOutputType: "utc",
      duration: { minutes: event.durationMinutes },
      productId: "procureconnect/training",
      organizer: { name: "ProcureConnect Training", email: SITE_CONTACT_EMAIL },
    });
    if (error || !value) throw data(null, { status: 500 });
    return new Response(value, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
