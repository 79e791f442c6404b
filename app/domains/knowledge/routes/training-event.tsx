import { MapPinIcon, TimerIcon, UsersIcon } from "lucide-react";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { BackLink } from "~/components/shared/back-link";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { Badge } from "~/components/ui/badge";
import { IconLabel } from "~/components/ui/icon-label";
import { TRAINING_FORMAT_LABELS } from "../rules";
import { ArticleBody } from "../article-page";
import { EventRegistration } from "../event-registration";
import {
  loadTrainingEvent,
  REGISTRATION_FORM_MAX_BYTES,
  REGISTRATION_LIMIT,
  registrationAction,
} from "../training.server";
import { EventTimes } from "../event-times";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/training-event";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// One training event: what it is, when (in the viewer's time zone once scripts run), its seats,
// and a member's registration (a seat, or the waiting list when full) with its calendar file.

export const loader = routeLoader({ who: "anyone" }, ({ context, params }: Route.LoaderArgs) => {
  return loadTrainingEvent(context, params.slug);
});

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const action = routeAction(
  { who: "member", body: REGISTRATION_FORM_MAX_BYTES, limit: REGISTRATION_LIMIT },
  ({ context, params }: Route.ActionArgs, posted) =>
    registrationAction(context, posted, params.slug),
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const event = loaderData?.event;
  if (!event) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta(
    {
      title: event.title,
      description: event.summary.slice(0, 200),
      path: `/knowledge/training/${event.slug}`,
    },
    matches,
  );
}

export default function TrainingEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event, place, signedIn, signIn, past } = loaderData;
  if (!event)
    return <NotFoundScreen title={NOT_FOUND_PAGE.title} message={NOT_FOUND_PAGE.message} />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/knowledge/training" label="Back to Training & Webinars" />
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge>{TRAINING_FORMAT_LABELS[event.format]}</Badge>
        <Badge variant="neutral">{event.level}</Badge>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{event.title}</h1>
      <div className="mt-4 flex flex-col gap-1.5 text-slate-700">
        <EventTimes iso={event.startsAt} venueTime={event.venueTime} />
        <IconLabel icon={TimerIcon}>{event.durationMinutes} minutes</IconLabel>
        <IconLabel icon={MapPinIcon}>{event.location}</IconLabel>
        {past ? null : (
          <IconLabel icon={UsersIcon}>
            {event.seatsLeft > 0
              ? `${event.seatsLeft} of ${event.capacity} seats left`
              : `Full: ${event.waiting} on the waiting list`}
          </IconLabel>
        )}
      </div>
      <ArticleBody html={event.html} className="mt-8" />
      <EventRegistration
        event={event}
        place={place}
        signedIn={signedIn}
        signIn={signIn}
        past={past}
        message={actionData}
      />
    </article>
  );
}
