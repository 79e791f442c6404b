import type { Vendor } from "~/data/types";
import { EMPTY_CONTACT_VENDOR } from "./drafts";
import { preloadable } from "./form-dialog";
import { contactVendorPath } from "./form-paths";
import { vendorFormDialog } from "./vendor-form-dialog";
import { MemberText } from "~/components/shared/member-text";

export const CONTACT_VENDOR_TITLE = "Contact Vendor";

export function ContactVendorIntro({ vendor }: { vendor: Pick<Vendor, "name"> }) {
  return (
    <>
      Send a message to{" "}
      <span className="font-medium text-slate-900">
        <MemberText text={vendor.name} />
      </span>
      . Fields marked * are required.
    </>
  );
}

/** The "Contact Vendor" dialog; `children` is the link to the form's page that opens it. */
export const ContactVendorDialog = vendorFormDialog({
  path: contactVendorPath,
  title: CONTACT_VENDOR_TITLE,
  Intro: ContactVendorIntro,
  chunk: preloadable(() => import("./contact-vendor-form")),
  empty: EMPTY_CONTACT_VENDOR,
  // The message asks every sender for a name and an e-mail anyway.
  form: ({ ContactVendorForm }, { askSender: _, ...props }) => <ContactVendorForm {...props} />,
});
