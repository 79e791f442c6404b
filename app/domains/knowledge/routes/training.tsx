import { CalendarClockIcon, MapPinIcon, PlayCircleIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { TitledSection } from "~/components/shared/titled-section";
import { Badge } from "~/components/ui/badge";
import { IconLabel } from "~/components/ui/icon-label";
import { TRAINING_FORMAT_LABELS } from "../rules";
import { presentEvent, type EventView } from "../training.server";
import { LocalTime } from "~/components/shared/local-time";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/training";
import { routeLoader } from "~/lib/route-policy.server";

const PAGE: PageIntro = {
  eyebrow: "Knowledge",
  title: "Training & Webinars",
  description: "Courses and live webinars to build procurement skills.",
  path: "/knowledge/training",
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(PAGE, matches);
}

export const loader = routeLoader({ who: "anyone" }, async ({ context }: Route.LoaderArgs) => {
  const { training } = context.repo.knowledge;
  const [upcoming, past] = await Promise.all([training.list("upcoming"), training.list("past")]);
  return {
    upcoming: await Promise.all(upcoming.map((e) => presentEvent(context, e))),
    past: await Promise.all(past.map((e) => presentEvent(context, e))),
  };
});

function EventCard({ event, past }: { event: EventView; past: boolean }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap gap-2">
        <Badge>{TRAINING_FORMAT_LABELS[event.format]}</Badge>
        <Badge variant="neutral">{event.level}</Badge>
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">
        <Link
          to={`/knowledge/training/${event.slug}`}
          className="underline-offset-4 hover:text-brand-700 hover:underline"
        >
          {event.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{event.summary}</p>
      <div className="mt-auto flex flex-col gap-1 pt-4 text-sm text-slate-600">
        <IconLabel icon={CalendarClockIcon}>
          <LocalTime iso={event.startsAt} /> · {event.durationMinutes} min
        </IconLabel>
        <IconLabel icon={MapPinIcon}>{event.location}</IconLabel>
        {past ? (
          event.recordingUrl ? (
            <IconLabel icon={PlayCircleIcon}>
              <a href={event.recordingUrl} className="font-medium text-brand-700 hover:underline">
                Recording and slides
              </a>
            </IconLabel>
          ) : null
        ) : (
          <IconLabel icon={UsersIcon}>
            {event.seatsLeft > 0
              ? `${event.seatsLeft} of ${event.capacity} seats left`
              : "Full: join the waiting list"}
          </IconLabel>
        )}
      </div>
    </li>
  );
}

export default function Training({ loaderData: { upcoming, past } }: Route.ComponentProps) {
  return (
    <ContentPage intro={PAGE}>
      <TitledSection id="upcoming" title="Upcoming events" size="xl">
        {upcoming.length === 0 ? (
          <p className="mt-3 text-slate-600">No events are scheduled right now.</p>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((e) => (
              <EventCard key={e.id} event={e} past={false} />
            ))}
          </ul>
        )}
      </TitledSection>
      <TitledSection id="past" title="Past events" size="xl" className="mt-12">
        {past.length === 0 ? (
          <p className="mt-3 text-slate-600">No past events yet.</p>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((e) => (
              <EventCard key={e.id} event={e} past />
            ))}
          </ul>
        )}
      </TitledSection>
    </ContentPage>
  );
}
