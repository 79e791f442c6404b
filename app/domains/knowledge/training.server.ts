import type { AppLoadContext } from "react-router";
import { trainingNotice, type TrainingEvent } from "./rules";
import { formatTimestamp } from "~/lib/dates";
import { markdownToText, renderMarkdown } from "~/lib/markdown.server";
import { SITE_URL } from "~/lib/site-config";

// Training events as their pages show them, and the notices registrations send (through the
// notifications model, docs/decisions/121).

/** An event for a page: its description rendered, its seats counted. */
export async function presentEvent(context: Pick<AppLoadContext, "repo">, event: TrainingEvent) {
  const counts = await context.repo.knowledge.training.counts(event.id);
  const { description, ...rest } = event;
  return {
    ...rest,
    html: renderMarkdown(description, "article"),
    summary: markdownToText(description),
    seatsLeft: Math.max(0, event.capacity - counts.seats),
    waiting: counts.waiting,
  };
}
export type EventView = Awaited<ReturnType<typeof presentEvent>>;

/** Tells a member of their place (or a reminder) in the registration's own transaction. */
export const tellTraining =
  (context: Pick<AppLoadContext, "notifications">) =>
  (
    trx: Parameters<AppLoadContext["notifications"]["write"]>[0],
    {
      userId,
      event,
      status,
    }: { userId: string; event: TrainingEvent; status: "seat" | "waiting" | "reminder" },
  ) =>
    context.notifications.write(trx, {
      userId,
      ...trainingNotice(event, status, formatTimestamp(event.startsAt), SITE_URL),
    });
