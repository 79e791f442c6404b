import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  TRAINING_FORMAT_LABELS,
  TRAINING_FORMATS,
  TRAINING_LEVELS,
  type TrainingEvent,
} from "./rules";
import { formatTimestamp } from "~/lib/dates";
import { utcToZoned } from "~/lib/zoned-time";

// The console's Training tab: the new event's form (or an event's, to edit it), and the events
// with their seats, edit link, recording link and remove button.

/** The new event's form, or `event`'s to change it (everyone registered is told). */
export function NewEventForm({
  event,
  timeZones,
}: {
  event?: TrainingEvent | null;
  timeZones: { region: string; zones: string[] }[];
}) {
  const heading = event ? `Edit ${event.title}` : "New event";
  return (
    <Form
      method="post"
      aria-label={event ? "Edit event" : "New event"}
      className="flex flex-col gap-4"
      key={event?.id ?? "new"}
    >
      <h3 className="text-lg font-semibold">{heading}</h3>
      <input type="hidden" name="intent" value={event ? "update" : "create"} />
      {event ? <input type="hidden" name="id" value={event.id} /> : null}
      <Field id="title" label="Title" required>
        <Input id="title" name="title" defaultValue={event?.title} required />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="startsAt" label="Starts (in the event's time zone)" required>
          <Input
            id="startsAt"
            name="startsAt"
            type="datetime-local"
            defaultValue={event ? utcToZoned(event.startsAt, event.timeZone) : undefined}
            required
          />
        </Field>
        <Field id="durationMinutes" label="Length (minutes)" required>
          <Input
            id="durationMinutes"
            name="durationMinutes"
            type="number"
            min={15}
            defaultValue={event?.durationMinutes ?? 60}
            required
          />
        </Field>
        <Field id="capacity" label="Seats" required>
          <Input
            id="capacity"
            name="capacity"
            type="number"
            min={1}
            defaultValue={event?.capacity ?? 50}
            required
          />
        </Field>
      </div>
      <Field
        id="timeZone"
        label="Time zone (in person: the venue's; online events use UTC)"
        required
      >
        <select
          id="timeZone"
          name="timeZone"
          defaultValue={event?.timeZone ?? "UTC"}
          required
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          {timeZones.map((g) => (
            <optgroup key={g.region} label={g.region}>
              {g.zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="format" label="Format" required>
          <NativeSelect
            id="format"
            name="format"
            placeholder="Choose a format"
            options={TRAINING_FORMATS}
            defaultValue={event?.format}
            labelOf={(f) => TRAINING_FORMAT_LABELS[f as keyof typeof TRAINING_FORMAT_LABELS]}
            required
          />
        </Field>
        <Field id="level" label="Level" required>
          <NativeSelect
            id="level"
            name="level"
            placeholder="Choose a level"
            options={TRAINING_LEVELS}
            defaultValue={event?.level}
            required
          />
        </Field>
      </div>
      <Field id="location" label="Where (a venue, or the platform)" required>
        <Input id="location" name="location" defaultValue={event?.location} required />
      </Field>
      <Field id="description" label="Description (Markdown)" required>
        <Textarea
          id="description"
          name="description"
          rows={6}
          defaultValue={event?.description}
          required
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{event ? "Save and tell attendees" : "Create event"}</Button>
        {event ? (
          <Link to="/admin/training" className="text-sm text-brand-700 hover:underline">
            Cancel editing
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function ConsoleEvents({
  events,
}: {
  events: (TrainingEvent & { seats: number; waiting: number })[];
}) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Events</h3>
      <ul className="flex flex-col gap-3">
        {events.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              <Link to={`/knowledge/training/${e.slug}`} className="text-brand-700 hover:underline">
                {e.title}
              </Link>
            </p>
            <p className="text-sm text-slate-600">
              {formatTimestamp(e.startsAt)} · {e.seats} of {e.capacity} seats taken · {e.waiting}{" "}
              waiting
            </p>
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="recording" />
                <input type="hidden" name="id" value={e.id} />
                <Field id={`recording-${e.id}`} label="Recording or slides link">
                  <Input
                    id={`recording-${e.id}`}
                    name="recordingUrl"
                    defaultValue={e.recordingUrl ?? ""}
                  />
                </Field>
                <Button type="submit" size="sm" variant="outline">
                  Save link
                </Button>
              </Form>
              <Link
                to={`/admin/training?edit=${encodeURIComponent(e.id)}`}
                className={buttonVariants({ size: "sm", variant: "outline" })}
                aria-label={`Edit ${e.title}`}
              >
                Edit
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={e.id} />
                <Button type="submit" size="sm" variant="outline" aria-label={`Remove ${e.title}`}>
                  Remove
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
