import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { OrderForm } from "../contract-forms";
import { loadOrderForm, orderAction } from "../contract-pages.server";
import type { Route } from "./+types/order-new";

// The buyer places a purchase order against an active contract; anyone else 404.

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadOrderForm(context, request, viewer, params.id),
);

export const action = routeAction(
  { who: "member", body: 64 * 1024 },
  ({ context, params }: Route.ActionArgs, posted) => orderAction(context, posted, params.id),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Place an order",
      description: "A purchase order against a contract.",
      path: `/contracts/${params.id}/orders/new`,
    },
    matches,
  );
}

export default function OrderNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={`Place an order: ${loaderData.reference}`} title={loaderData.title}>
        <div className="mt-4">
          <BackLink to={`/contracts/${loaderData.id}`} label="Back to the contract" />
        </div>
      </PageHeader>
      <PageSection className="max-w-3xl">
        <OrderForm page={loaderData} error={actionData?.error ?? null} />
      </PageSection>
    </>
  );
}
