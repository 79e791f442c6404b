import { data } from "react-router";
import { newAttemptKey } from "~/domain/form-rules";
import { CONTACT_VENDOR_TITLE, ContactVendorIntro } from "~/features/forms/contact-vendor-dialog";
import { ContactVendorForm } from "~/features/forms/contact-vendor-form";
import { EMPTY_CONTACT_VENDOR, EMPTY_QUOTE_REQUEST } from "~/features/forms/drafts";
import { FORM_PAGE_BODY, formRouteAction } from "~/features/forms/form-action.server";
import { sendFromBrowser } from "~/features/forms/form-client-action";
import { FollowReplies } from "~/features/forms/follow-replies";
import { FormPage, formPageHeaders } from "~/features/forms/form-page";
import { contactVendorPath, quoteRequestPath } from "~/features/forms/form-paths";
import { QUOTE_REQUEST_TITLE, QuoteRequestIntro } from "~/features/forms/quote-request-dialog";
import { QuoteRequestForm } from "~/features/forms/quote-request-form";
import { VENDOR_NOT_FOUND, VendorNotFound } from "~/domains/companies";
import { signInPath } from "~/lib/access.server";
import { formPageMeta, notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/vendor-form";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The two forms addressed to a vendor, on their own pages: /vendors/:slug/contact and
// /vendors/:slug/quote (two routes of this one module, told apart by the address).

const VENDOR_FORMS = {
  "contact-vendor": {
    title: CONTACT_VENDOR_TITLE,
    path: contactVendorPath,
    description: (name: string) => `Send a message to ${name}.`,
  },
  "quote-request": {
    title: QUOTE_REQUEST_TITLE,
    path: quoteRequestPath,
    description: (name: string) => `Ask ${name} for a quote.`,
  },
} as const;

type VendorFormId = keyof typeof VENDOR_FORMS;

const formOf = (request: Request): VendorFormId =>
  new URL(request.url).pathname.endsWith("/quote") ? "quote-request" : "contact-vendor";

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params, request }: Route.LoaderArgs) => {
    const form = formOf(request);
    const vendor = await context.repo.vendors.bySlug(params.slug);
    if (!vendor) return data({ form, vendor: null, attempt: "", follow: null }, { status: 404 });
    // A signed-out buyer writing to a company of the network is told that signing in lets them
    // follow its reply (in Your requests).
    const owned = (await context.repo.vendors.ownerId(vendor.id)) !== null;
    const url = new URL(request.url);
    const follow = owned && !context.user ? signInPath(url.pathname) : null;
    return { form, vendor, attempt: newAttemptKey(), follow };
  },
);

// Each page view is a new attempt: the page must not be shared from a cache.
export const headers = formPageHeaders;

export const action = routeAction(
  { who: "anyone", body: FORM_PAGE_BODY },
  async ({ context, params, request }: Route.ActionArgs, { form }) => {
    const vendor = await context.repo.vendors.bySlug(params.slug);
    // A signed-out visitor writing to a company of the network gives a name and an e-mail.
    const owned = vendor ? (await context.repo.vendors.ownerId(vendor.id)) !== null : false;
    return formRouteAction(formOf(request), vendor, form, context.forms, {
      askSender: owned && !context.user,
      sender: context.user,
    });
  },
);

export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendFromBrowser(formOf(request), request);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const vendor = loaderData?.vendor;
  if (!loaderData || !vendor) return notFoundMeta(VENDOR_NOT_FOUND.title, VENDOR_NOT_FOUND.message);
  const { title, path, description } = VENDOR_FORMS[loaderData.form];
  return formPageMeta(
    {
      title: `${title}: ${vendor.name}`,
      description: description(vendor.name),
      path: path(vendor.slug),
    },
    matches,
  );
}

export default function VendorForm({
  loaderData: { form, vendor, attempt, follow },
  actionData,
}: Route.ComponentProps) {
  if (!vendor) return <VendorNotFound />;
  const { title, path } = VENDOR_FORMS[form];
  const page = {
    title,
    back: { to: `/vendors/${vendor.slug}`, label: `Back to ${vendor.name}` },
    action: path(vendor.slug),
    served: actionData,
    attempt,
    afterSent: follow ? <FollowReplies href={follow} vendorName={vendor.name} /> : null,
  };
  return form === "quote-request" ? (
    <FormPage
      key={form}
      {...page}
      intro={<QuoteRequestIntro vendor={vendor} />}
      empty={EMPTY_QUOTE_REQUEST}
    >
      {(controller, cancel) => (
        <QuoteRequestForm
          vendor={vendor}
          askSender={follow !== null}
          controller={controller}
          cancel={cancel}
        />
      )}
    </FormPage>
  ) : (
    <FormPage
      key={form}
      {...page}
      intro={<ContactVendorIntro vendor={vendor} />}
      empty={EMPTY_CONTACT_VENDOR}
    >
      {(controller, cancel) => (
        <ContactVendorForm vendor={vendor} controller={controller} cancel={cancel} />
      )}
    </FormPage>
  );
}
