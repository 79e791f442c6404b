import { data, redirect, type AppLoadContext } from "react-router";
import { TRAINING_FORMATS, TRAINING_LEVELS } from "./rules";
import { fieldText } from "~/lib/form-data";
import { tellTraining } from "./training.server";
import { isTimeZone, timeZoneGroups, UTC_ZONE, zonedToUtc } from "~/lib/zoned-time";

// The console's Training tab, its loader and action: create and edit events (everyone registered
// is told of a change, docs/decisions/462), add a past event's recording or slides link, and
// remove an event (its registrations go with it).

/** The most a training event's form may weigh (its description is the longest field). */
export const TRAINING_FORM_MAX_BYTES = 256 * 1024;

/** The events, upcoming and past, each with its seats taken and members waiting. */
export async function loadTrainingConsole(context: AppLoadContext, request: Request) {
  const { training } = context.repo.knowledge;
  const [upcoming, past] = await Promise.all([training.list("upcoming"), training.list("past")]);
  const withCounts = (events: typeof upcoming) =>
    Promise.all(events.map(async (e) => ({ ...e, ...(await training.counts(e.id)) })));
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  const editId = params.get("edit");
  return {
    upcoming: await withCounts(upcoming),
    past: await withCounts(past),
    editing: [...upcoming, ...past].find((e) => e.id === editId) ?? null,
    /** The zones an in-person event's venue may be in (the server's list, decision 464). */
    timeZones: timeZoneGroups(),
    done:
      done === "created"
        ? "Event created: members can register now."
        : done === "updated"
          ? "Event saved: everyone registered was told of the change."
          : done === "saved"
            ? "Saved."
            : done === "removed"
              ? "Event removed."
              : null,
  };
}

const text = (form: FormData, name: string) => fieldText(form, name).trim();

/** Creates an event, sets a past event's recording link, or removes an event. */
export async function trainingConsoleAction(context: AppLoadContext, form: FormData) {
  const { training } = context.repo.knowledge;
  const intent = text(form, "intent");
  if (intent === "remove") {
    await training.remove(text(form, "id"));
    throw redirect("/admin/training?done=removed");
  }
  if (intent === "recording") {
    const url = text(form, "recordingUrl");
    if (url && !/^(https:\/\/|\/)[^\s]*$/.test(url))
      return data({ error: "The link must start with https:// or /." }, 400);
    await training.setRecording(text(form, "id"), url || null);
    throw redirect("/admin/training?done=saved");
  }
  const read = readEvent(form);
  if (!read.ok) return data({ error: read.error }, 400);
  if (intent === "update") {
    const saved = await training.update(text(form, "id"), read.values, tellTraining(context));
    if (!saved) throw data(null, { status: 404 });
    throw redirect("/admin/training?done=updated");
  }
  await training.create({ ...read.values, recordingUrl: null });
  throw redirect("/admin/training?done=created");
}

/** An event's fields as the console's form sends them, checked. */
function readEvent(form: FormData) {
  // The start is typed on the clocks of the event's zone (an in-person event's venue; UTC else).
  const zone = text(form, "timeZone") || UTC_ZONE;
  if (!isTimeZone(zone))
    return { ok: false as const, error: "Choose the event's time zone from the list." };
  const zoned = zonedToUtc(text(form, "startsAt"), zone);
  if (!zoned.ok && zoned.reason === "gap")
    return {
      ok: false as const,
      error: "That start time does not happen in that zone: the clocks go forward then.",
    };
  const startsAt = new Date(zoned.ok ? zoned.iso : Number.NaN);
  const duration = Number(text(form, "durationMinutes"));
  const capacity = Number(text(form, "capacity"));
  const format = TRAINING_FORMATS.find((f) => f === text(form, "format"));
  const values = {
    title: text(form, "title"),
    location: text(form, "location"),
    level: text(form, "level"),
    description: text(form, "description"),
  };
  if (
    !values.title ||
    values.title.length > 160 ||
    !values.location ||
    !values.description ||
    !format ||
    !(TRAINING_LEVELS as readonly string[]).includes(values.level) ||
    Number.isNaN(startsAt.getTime()) ||
    !Number.isInteger(duration) ||
    duration < 15 ||
    duration > 24 * 60 ||
    !Number.isInteger(capacity) ||
    capacity < 1 ||
    capacity > 10_000
  )
    return {
      ok: false as const,
      error:
        "Fill in every field: a title, a start time, a length of 15 minutes to a day, a format, a level, where, seats (1 to 10,000) and a description.",
    };
  return {
    ok: true as const,
    values: {
      ...values,
      startsAt: startsAt.toISOString(),
      durationMinutes: duration,
      format,
      timeZone: format === "in-person" ? zone : UTC_ZONE,
      capacity,
    },
  };
}
