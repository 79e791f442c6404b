import { data } from "react-router";
import { CONTACT_VENDOR_TITLE, ContactVendorIntro } from "~/features/forms/contact-vendor-dialog";
import { ContactVendorForm } from "~/features/forms/contact-vendor-form";
import { EMPTY_CONTACT_VENDOR } from "~/features/forms/drafts";
import { formRouteAction } from "~/features/forms/form-action.server";
import { sendFromBrowser } from "~/features/forms/form-client-action";
import { FormPage, formPageHeaders } from "~/features/forms/form-page";
import { newAttemptKey } from "~/domain/form-rules";
import { contactVendorPath } from "~/features/forms/form-paths";
import { VENDOR_NOT_FOUND, VendorNotFound } from "~/features/vendors/vendor-not-found";
import { formPageMeta, notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/vendor-contact";

const FORM = "contact-vendor";

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
    title: `${CONTACT_VENDOR_TITLE}: ${vendor.name}`,
    description: `Send a message to ${vendor.name}.`,
    path: contactVendorPath(vendor.slug),
  });
}

export default function VendorContact({
  loaderData: { vendor, attempt },
  actionData,
}: Route.ComponentProps) {
  if (!vendor) return <VendorNotFound />;
  return (
    <FormPage
      title={CONTACT_VENDOR_TITLE}
      intro={<ContactVendorIntro vendor={vendor} />}
      back={{ to: `/vendors/${vendor.slug}`, label: `Back to ${vendor.name}` }}
      action={contactVendorPath(vendor.slug)}
      empty={EMPTY_CONTACT_VENDOR}
      served={actionData}
      attempt={attempt}
    >
      {(controller, cancel) => (
        <ContactVendorForm vendor={vendor} controller={controller} cancel={cancel} />
      )}
    </FormPage>
  );
}
