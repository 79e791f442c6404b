import { ConsoleSection } from "~/features/admin/console-frame";
import { ConsoleEvents, NewEventForm } from "../training-console";
import {
  loadTrainingConsole,
  TRAINING_FORM_MAX_BYTES,
  trainingConsoleAction,
} from "../training-console.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-training";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The console's Training tab: create events, add a past event's recording or slides link, and
// remove an event (its registrations go with it).

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Training",
      description: "Training events, for the network's operators.",
      path: "/admin/training",
    },
    matches,
  );
}

export const loader = routeLoader({ who: "operator" }, ({ context, request }: Route.LoaderArgs) => {
  return loadTrainingConsole(context, request);
});

export const action = routeAction(
  { who: "operator", body: TRAINING_FORM_MAX_BYTES },
  ({ context }: Route.ActionArgs, { form }) => trainingConsoleAction(context, form),
);

export default function AdminTraining({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, done, editing, timeZones } = loaderData;
  return (
    <ConsoleSection
      title="Training"
      description={`${upcoming.length} upcoming, ${past.length} past. Members with a seat are reminded a day before.`}
      done={done}
      error={actionData?.error}
    >
      <div className="grid gap-10 xl:grid-cols-2">
        <NewEventForm event={editing} timeZones={timeZones} />
        <ConsoleEvents events={[...upcoming, ...past]} />
      </div>
    </ConsoleSection>
  );
}
