import { CalendarPlusIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import type { RegistrationStatus } from "./rules";
import type { EventView } from "./training.server";

// A training event's registration box: a past event's recording, the sign-in link, the member's
// place with its calendar file and the cancel button, or the button that registers.

export function EventRegistration({
  event,
  place,
  signedIn,
  signIn,
  past,
  message,
}: {
  event: EventView;
  place: RegistrationStatus | null;
  signedIn: boolean;
  signIn: string;
  past: boolean;
  /** What the last registration or cancellation said. */
  message: { done?: string; error?: string } | undefined;
}) {
  const path = `/knowledge/training/${event.slug}`;
  return (
    <section
      aria-labelledby="registration-heading"
      className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="registration-heading" className="text-lg font-semibold text-slate-900">
        {past ? "Recording and slides" : "Registration"}
      </h2>
      <div className="mt-3">
        <FormMessages
          error={message && "error" in message ? (message.error ?? null) : null}
          success={message && "done" in message ? (message.done ?? null) : null}
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
          {/* Just registered, the message above says where they stand: once, not twice. */}
          {message?.done ? null : (
            <p className="font-medium text-slate-900">
              {place === "seat"
                ? "You are registered: your seat is kept."
                : "You are on the waiting list."}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {place === "seat" ? (
              <a href={`${path}/event.ics`} download className={buttonVariants()}>
                <CalendarPlusIcon aria-hidden="true" />
                Add to calendar (.ics)
              </a>
            ) : null}
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
  );
}
