import { data } from "react-router";
import { EMPTY_QUOTE_REQUEST } from "~/features/forms/drafts";
import { formRouteAction } from "~/features/forms/form-action.server";
import { sendFromBrowser } from "~/features/forms/form-client-action";
import { FormPage, formPageHeaders } from "~/features/forms/form-page";
import { newAttemptKey } from "~/domain/form-rules";
import { quoteRequestPath } from "~/features/forms/form-paths";
import { QUOTE_REQUEST_TITLE, QuoteRequestIntro } from "~/features/forms/quote-request-dialog";
import { QuoteRequestForm } from "~/features/forms/quote-request-form";
import { VENDOR_NOT_FOUND, VendorNotFound } from "~/features/vendors/vendor-not-found";
import { formPageMeta, notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/vendor-quote";

const FORM = "quote-request";

export async function loader({ context, params }: Route.LoaderArgs) {
  const vendor = await context.repo.vendors.bySlug(params.slug);
  return vendor
    ? { vendor, attempt: newAttemptKey() }
    : data({ vendor: null, attempt: "" }, { status: 404 });
}

// Each page view is a new attempt: the page must not be shared from a cache.
export const headers = formPageHeaders;

export async function action({ context, params, request }: Route.ActionArgs) {
  return formRouteAction(
    FORM,
    await context.repo.vendors.bySlug(params.slug),
    request,
    context.forms,
  );
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendFromBrowser(FORM, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const vendor = loaderData?.vendor;
  if (!vendor) return notFoundMeta(VENDOR_NOT_FOUND.title, VENDOR_NOT_FOUND.message);
  return formPageMeta({
    title: `${QUOTE_REQUEST_TITLE}: ${vendor.name}`,
    description: `Ask ${vendor.name} for a quote.`,
    path: quoteRequestPath(vendor.slug),
  });
}

export default function VendorQuote({
  loaderData: { vendor, attempt },
  actionData,
}: Route.ComponentProps) {
  if (!vendor) return <VendorNotFound />;
  return (
    <FormPage
      title={QUOTE_REQUEST_TITLE}
      intro={<QuoteRequestIntro vendor={vendor} />}
      back={{ to: `/vendors/${vendor.slug}`, label: `Back to ${vendor.name}` }}
      action={quoteRequestPath(vendor.slug)}
      empty={EMPTY_QUOTE_REQUEST}
      served={actionData}
      attempt={attempt}
    >
      {(controller, cancel) => (
        <QuoteRequestForm vendor={vendor} controller={controller} cancel={cancel} />
      )}
    </FormPage>
  );
}
