import type { ReactElement } from "react";
import type { Vendor } from "~/data/types";
import { EMPTY_CONTACT_VENDOR } from "./drafts";
import { FollowReplies } from "./follow-replies";
import { FormDialog, preloadable } from "./form-dialog";
import { contactVendorPath } from "./form-paths";

const form = preloadable(() => import("./contact-vendor-form"));

export const CONTACT_VENDOR_TITLE = "Contact Vendor";

export function ContactVendorIntro({ vendor }: { vendor: Pick<Vendor, "name"> }) {
  return (
    <>
      Send a message to <span className="font-medium text-slate-900">{vendor.name}</span>. Fields
      marked * are required.
    </>
  );
}

/** The "Contact Vendor" dialog; `children` is the link to the form's page that opens it. */
export function ContactVendorDialog({
  vendor,
  followHref,
  children,
}: {
  vendor: Vendor;
  /** Sign-in address for a signed-out buyer writing to a company of the network. */
  followHref?: string | null;
  children: ReactElement;
}) {
  return (
    <FormDialog
      trigger={children}
      action={contactVendorPath(vendor.slug)}
      title={CONTACT_VENDOR_TITLE}
      description={<ContactVendorIntro vendor={vendor} />}
      chunk={form}
      afterSent={followHref ? <FollowReplies href={followHref} vendorName={vendor.name} /> : null}
      empty={EMPTY_CONTACT_VENDOR}
    >
      {({ ContactVendorForm, DialogCancel }, controller) => (
        <ContactVendorForm vendor={vendor} controller={controller} cancel={<DialogCancel />} />
      )}
    </FormDialog>
  );
}
