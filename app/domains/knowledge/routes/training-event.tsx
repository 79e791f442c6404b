import {
  CalendarClockIcon,
  CalendarPlusIcon,
  MapPinIcon,
  TimerIcon,
  UsersIcon,
} from "lucide-react";
import { data, Form, Link } from "react-router";
import { NOT_FOUND_PAGE } from "~/components/placeholder/placeholder-pages";
import { BackLink } from "~/components/shared/back-link";
import { NotFoundScreen } from "~/components/shared/not-found-screen";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { IconLabel } from "~/components/ui/icon-label";
import { TRAINING_FORMAT_LABELS } from "../rules";
import { ArticleBody } from "../article-page";
import { presentEvent, tellTraining } from "../training.server";
import { LocalTime } from "~/components/shared/local-time";
import { requireMember, signInPath } from "~/lib/access.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/training-event";

// One training event: what it is, when (in the viewer's time zone once scripts run), its seats,
// and a member's registration (a seat, or the waiting list when full) with its calendar file.

export async function loader({ context, params }: Route.LoaderArgs) {
  const { training } = context.repo.knowledge;
  const event = await training.bySlug(params.slug);
  if (!event)
    return data(
      { event: null, place: null, signedIn: false, signIn: "", past: false },
      { status: 404 },
    );
  const place = context.user ? await training.registrationOf(event.id, context.user.id) : null;
  return {
    event: await presentEvent(context, event),
    place,
    signedIn: context.user !== null,
    signIn: signInPath(`/knowledge/training/${event.slug}`),
    past: event.startsAt < new Date().toISOString(),
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const viewer = requireMember(context, request);
  const { training } = context.repo.knowledge;
  const event = await training.bySlug(params.slug);
  if (!event) throw data(null, { status: 404 });
  const form = await request.formData();
  const tell = tellTraining(context);
  if (form.get("intent") === "cancel") {
    await training.cancel(event.id, viewer.id, tell);
    return { done: "Your registration is cancelled." };
  }
  const status = await training.register(event.id, viewer.id, tell);
  if (!status) return { error: "This event has taken place: registration is closed." };
  return {
    done:
      status === "seat"
        ? "You are registered: your seat is kept. We will remind you the day before."
        : "The event is full: you are on the waiting list. If a seat is given up, it is yours.",
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const event = loaderData?.event;
  if (!event) return notFoundMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);
  return pageMeta({
    title: event.title,
    description: event.summary.slice(0, 200),
    path: `/knowledge/training/${event.slug}`,
  });
}

export default function TrainingEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event, place, signedIn, signIn, past } = loaderData;
  if (!event)
    return <NotFoundScreen title={NOT_FOUND_PAGE.title} message={NOT_FOUND_PAGE.message} />;
  const path = `/knowledge/training/${event.slug}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink to="/knowledge/training" label="Back to Training & Webinars" />
      <div className="mt-4 flex flex-wrap gap-2">
        <Badge>{TRAINING_FORMAT_LABELS[event.format]}</Badge>
        <Badge variant="neutral">{event.level}</Badge>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{event.title}</h1>
      <div className="mt-4 flex flex-col gap-1.5 text-slate-700">
        <IconLabel icon={CalendarClockIcon}>
          <LocalTime iso={event.startsAt} />
        </IconLabel>
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
      <section
        aria-labelledby="registration-heading"
        className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="registration-heading" className="text-lg font-semibold text-slate-900">
          {past ? "Recording and slides" : "Registration"}
        </h2>
        <div className="mt-3">
          <FormMessages
            error={actionData && "error" in actionData ? (actionData.error ?? null) : null}
            success={actionData && "done" in actionData ? (actionData.done ?? null) : null}
          />
        </div>
        {past ? (
          event.recordingUrl ? (
            <a href={event.recordingUrl} className={buttonVariants()}>
              Watch the recording or read the slides
            </a>
          ) : (
            <p className="text-slate-700">The recording will be posted here.</p>
          )
        ) : !signedIn ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-700">Sign in to register for this event.</p>
            <Link to={signIn} className={buttonVariants()}>
              Sign in to register
            </Link>
          </div>
        ) : place ? (
          <div className="flex flex-col gap-4">
            <p className="font-medium text-slate-900">
              {place === "seat"
                ? "You are registered: your seat is kept."
                : "You are on the waiting list."}
            </p>
            <div className="flex flex-wrap gap-3">
              <a href={`${path}/event.ics`} download className={buttonVariants()}>
                <CalendarPlusIcon aria-hidden="true" />
                Add to calendar (.ics)
              </a>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="outline">
                  Cancel my registration
                </Button>
              </Form>
            </div>
          </div>
        ) : (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="register" />
            <Button type="submit">
              {event.seatsLeft > 0 ? "Register" : "Join the waiting list"}
            </Button>
          </Form>
        )}
      </section>
    </article>
  );
}
