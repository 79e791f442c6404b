import { BackLink } from "~/components/shared/back-link";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { formPageMeta } from "~/lib/seo";
import { routeAction, routeLoader } from "~/lib/route-policy.server";
import { InvoiceForm } from "../contract-forms";
import { UBL_UPLOAD_MAX_BYTES } from "../rules";
import { invoiceAction, loadInvoiceForm } from "../contract-pages.server";
import type { Route } from "./+types/invoice-new";

// The supplier invoices a confirmed order, as a form or an uploaded UBL 2.1 invoice (multipart:
// the file's limit plus the fields'); anyone else 404.

const INVOICE_FORM_MAX_BYTES = 64 * 1024;

export const loader = routeLoader(
  { who: "member" },
  ({ context, request, params }: Route.LoaderArgs, { viewer }) =>
    loadInvoiceForm(context, request, viewer, params.id, params.orderId),
);

export const action = routeAction(
  {
    who: "member",
    body: { max: UBL_UPLOAD_MAX_BYTES + INVOICE_FORM_MAX_BYTES, refusals: "handler" },
  },
  ({ context, params }: Route.ActionArgs, posted) =>
    invoiceAction(context, posted, params.id, params.orderId),
);

export const headers = () => ({ "Cache-Control": "private, no-store" });

export function meta({ params, matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Issue an invoice",
      description: "An invoice against a purchase order.",
      path: `/contracts/${params.id}/orders/${params.orderId}/invoice`,
    },
    matches,
  );
}

export default function InvoiceNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={`Invoice order ${loaderData.order.number}`} title={loaderData.title}>
        <div className="mt-4">
          <BackLink to={`/contracts/${loaderData.id}`} label="Back to the contract" />
        </div>
      </PageHeader>
      <PageSection className="max-w-3xl">
        <InvoiceForm
          page={loaderData}
          error={actionData?.error ?? null}
          values={actionData?.values ?? {}}
        />
      </PageSection>
    </>
  );
}
