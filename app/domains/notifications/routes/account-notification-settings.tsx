import { Form, useNavigation } from "react-router";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { BackLink } from "~/components/shared/back-link";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from "../rules";
import { readFormData } from "~/lib/form-data.server";
import { requireMember } from "~/lib/access.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-notification-settings";

// Which notices a member also gets by e-mail, one choice per kind (every kind unless turned
// off). Notices always reach /account/notifications and the bell.

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireMember(context, request);
  return { email: await context.notifications.emailSettings(user.id), address: user.email };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireMember(context, request);
  const form = await readFormData(request, 8 * 1024);
  if (typeof form === "string") return { saved: false };
  const email = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, form.get(kind) === "on"]),
  ) as Record<NotificationKind, boolean>;
  await context.notifications.saveEmailSettings(user.id, email);
  return { saved: true };
}

export function meta() {
  return [
    ...pageMeta({
      title: "Notification e-mails",
      description: "Choose which notices you also get by e-mail.",
      path: "/account/notifications/settings",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Notification e-mails"
        description={`Every notice appears in your notifications. Choose which you also get by e-mail at ${loaderData.address}.`}
      />
      <PageSection>
        <div className="max-w-2xl">
          <BackLink to="/account/notifications" label="Notifications" />
          <FormMessages
            error={null}
            success={actionData?.saved ? "Your choices are saved." : null}
          />
          <Form method="post" className="mt-4 rounded-xl border border-slate-200 bg-white p-6">
            <fieldset>
              <legend className="text-base font-semibold text-slate-900">E-mail me about</legend>
              <div className="mt-4 grid gap-3">
                {NOTIFICATION_KINDS.map((kind) => (
                  <label key={kind} className="flex items-center gap-3 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name={kind}
                      defaultChecked={loaderData.email[kind]}
                      className="size-4 rounded border-slate-300 accent-brand-600"
                    />
                    {NOTIFICATION_KIND_LABELS[kind]}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" className="mt-6" disabled={busy}>
              Save
            </Button>
          </Form>
        </div>
      </PageSection>
    </>
  );
}
