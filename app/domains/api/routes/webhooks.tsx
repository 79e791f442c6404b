import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { WebhooksPage } from "../webhooks-page";
import { WEBHOOK_FORM_MAX, webhooksAction, webhooksPage } from "../webhooks.server";
import type { Route } from "./+types/webhooks";

// A company's webhooks, for its owner only (decision 505): anyone else finds no such page.

export const loader = routeLoader(
  { who: "member" },
  ({ context, params }: Route.LoaderArgs, { viewer }) => webhooksPage(context, params.slug, viewer),
);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const action = routeAction(
  { who: "member", body: WEBHOOK_FORM_MAX, limit: { take: "company-write", when: "before" } },
  ({ context, params }: Route.ActionArgs, { viewer, form }) =>
    webhooksAction(context, params.slug, viewer, form),
);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: `Webhooks of ${loaderData?.company.name ?? "company"}`,
      description: "Signed messages to your systems when something happens for your company.",
      path: `/account/companies/${loaderData?.company.slug ?? ""}/webhooks`,
    },
    matches,
  );
}

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  return <WebhooksPage data={loaderData} answer={actionData} />;
}
