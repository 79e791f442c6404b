import { PageHeader, PageSection } from "~/components/shared/page-header";
import { BackLink } from "~/components/shared/back-link";
import { FormMessages } from "~/components/ui/field";
import { pageMeta } from "~/lib/seo";
import { EmailSettingsForm } from "../email-settings-form";
import {
  NOTIFICATION_FORM_LIMIT,
  settingsAction,
  settingsLoader,
} from "../notification-pages.server";
import type { Route } from "./+types/account-notification-settings";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// Which notices a member also gets by e-mail, one choice per kind (every kind unless turned
// off). Notices always reach /account/notifications and the bell.

export const loader = routeLoader({ who: "member" }, ({ context }: Route.LoaderArgs, { viewer }) =>
  settingsLoader(context, viewer),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export const action = routeAction(
  { who: "member", body: { max: NOTIFICATION_FORM_LIMIT, refusals: "handler" } },
  ({ context }: Route.ActionArgs, posted) => settingsAction(context, posted),
);

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Notification e-mails",
        description: "Choose which notices you also get by e-mail.",
        path: "/account/notifications/settings",
      },
      matches,
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
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
          <EmailSettingsForm email={loaderData.email} />
        </div>
      </PageSection>
    </>
  );
}
