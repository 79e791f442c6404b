import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { ConsoleSection } from "~/features/admin/console-frame";
import { TRAINING_FORMAT_LABELS, TRAINING_FORMATS, TRAINING_LEVELS } from "../rules";
import { requireOperator } from "~/lib/access.server";
import { formatTimestamp } from "~/lib/dates";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-training";
import { fieldText } from "~/lib/form-data";

// The console's Training tab: create events, add a past event's recording or slides link, and
// remove an event (its registrations go with it).

export function meta() {
  return formPageMeta({
    title: "Training",
    description: "Training events, for the network's operators.",
    path: "/admin/training",
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOperator(context);
  const { training } = context.repo.knowledge;
  const [upcoming, past] = await Promise.all([training.list("upcoming"), training.list("past")]);
  const withCounts = (events: typeof upcoming) =>
    Promise.all(events.map(async (e) => ({ ...e, ...(await training.counts(e.id)) })));
  const done = new URL(request.url).searchParams.get("done");
  return {
    upcoming: await withCounts(upcoming),
    past: await withCounts(past),
    done:
      done === "created"
        ? "Event created: members can register now."
        : done === "saved"
          ? "Saved."
          : done === "removed"
            ? "Event removed."
            : null,
  };
}

const text = (form: FormData, name: string) => fieldText(form, name).trim();

export async function action({ context, request }: Route.ActionArgs) {
  requireOperator(context);
  const { training } = context.repo.knowledge;
  const form = await request.formData();
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
  const startsAt = new Date(`${text(form, "startsAt")}:00Z`);
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
    return data(
      {
        error:
          "Fill in every field: a title, a start time, a length of 15 minutes to a day, a format, a level, where, seats (1 to 10,000) and a description.",
      },
      400,
    );
  await training.create({
    ...values,
    startsAt: startsAt.toISOString(),
    durationMinutes: duration,
    format,
    capacity,
    recordingUrl: null,
  });
  throw redirect("/admin/training?done=created");
}

export default function AdminTraining({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, done } = loaderData;
  return (
    <ConsoleSection
      title="Training"
      description={`${upcoming.length} upcoming, ${past.length} past. Members with a seat are reminded a day before.`}
      done={done}
      error={actionData?.error}
    >
      <div className="grid gap-10 xl:grid-cols-2">
        <Form method="post" aria-label="New event" className="flex flex-col gap-4">
          <h3 className="text-lg font-semibold">New event</h3>
          <input type="hidden" name="intent" value="create" />
          <Field id="title" label="Title" required>
            <Input id="title" name="title" required />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="startsAt" label="Starts (UTC)" required>
              <Input id="startsAt" name="startsAt" type="datetime-local" required />
            </Field>
            <Field id="durationMinutes" label="Length (minutes)" required>
              <Input
                id="durationMinutes"
                name="durationMinutes"
                type="number"
                min={15}
                defaultValue={60}
                required
              />
            </Field>
            <Field id="capacity" label="Seats" required>
              <Input
                id="capacity"
                name="capacity"
                type="number"
                min={1}
                defaultValue={50}
                required
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="format" label="Format" required>
              <NativeSelect
                id="format"
                name="format"
                placeholder="Choose a format"
                options={TRAINING_FORMATS}
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
                required
              />
            </Field>
          </div>
          <Field id="location" label="Where (a venue, or the platform)" required>
            <Input id="location" name="location" required />
          </Field>
          <Field id="description" label="Description (Markdown)" required>
            <Textarea id="description" name="description" rows={6} required />
          </Field>
          <Button type="submit" className="self-start">
            Create event
          </Button>
        </Form>
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">Events</h3>
          <ul className="flex flex-col gap-3">
            {[...upcoming, ...past].map((e) => (
              <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold">
                  <Link
                    to={`/knowledge/training/${e.slug}`}
                    className="text-brand-700 hover:underline"
                  >
                    {e.title}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  {formatTimestamp(e.startsAt)} · {e.seats} of {e.capacity} seats taken ·{" "}
                  {e.waiting} waiting
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
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={e.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="outline"
                      aria-label={`Remove ${e.title}`}
                    >
                      Remove
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </ConsoleSection>
  );
}
