import { data, type AppLoadContext } from "react-router";
import { venueTime } from "./event-time";
import { trainingNotice, type TrainingEvent } from "./rules";
import { signInPath } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import type { LimitRule, Posted } from "~/lib/route-policy.server";
import { tooManyMessage } from "~/domain/limits";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";

// Training events as their pages show them, an event page's loader and its registration action,
// and the notices registrations send (through the notifications model, docs/decisions/121).

/** An event for a page: its description rendered, its seats counted. */
export async function presentEvent(context: Pick<AppLoadContext, "repo">, event: TrainingEvent) {
  const counts = await context.repo.knowledge.training.counts(event.id);
  const { description, ...rest } = event;
  return {
    ...rest,
    venueTime: venueTime(event),
    html: renderMarkdown(description, "article"),
    summary: markdownToText(description),
    seatsLeft: Math.max(0, event.capacity - counts.seats),
    waiting: counts.waiting,
  };
}
export type EventView = Awaited<ReturnType<typeof presentEvent>>;

/** Tells a member of their place (or a reminder) in the registration's own transaction. */
export const tellTraining =
  (context: Pick<AppLoadContext, "notifications" | "siteOrigin">) =>
  (
    trx: Parameters<AppLoadContext["notifications"]["write"]>[0],
    {
      userId,
      event,
      status,
    }: {
      userId: string;
      event: TrainingEvent;
      status: "seat" | "waiting" | "reminder" | "changed";
    },
  ) =>
    context.notifications.write(trx, {
      userId,
      ...trainingNotice(event, status, formatTimestamp(event.startsAt), context.siteOrigin),
    });

/** One event's page: the event, the viewer's place, and whether it has taken place. */
export async function loadTrainingEvent(context: AppLoadContext, slug: string) {
  const { training } = context.repo.knowledge;
  const event = await training.bySlug(slug);
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

/** The registration form (a button and an intent). */
export const REGISTRATION_FORM_MAX_BYTES = 4 * 1024;

/** Registering or cancelling, taken once the event is found (decision 300). */
export const REGISTRATION_LIMIT = {
  take: "training-registration",
  when: "in-handler",
} as const satisfies LimitRule;

/** A member registers (a seat, or the waiting list when full) or cancels their place. */
export async function registrationAction(
  context: AppLoadContext,
  { viewer, form, limit }: Required<Posted>,
  slug: string,
) {
  const { training } = context.repo.knowledge;
  const event = await training.bySlug(slug);
  if (!event) throw data(null, { status: 404 });
  const decision = await limit();
  if (!decision.allowed)
    return data({ error: tooManyMessage(decision.retryAfter) }, { status: 429 });
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
