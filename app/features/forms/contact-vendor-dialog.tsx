import type { ReactElement } from "react";
import type { Vendor } from "~/data/types";
import { EMPTY_CONTACT_VENDOR } from "./drafts";
import { FormDialog, preloadable } from "./form-dialog";

const form = preloadable(() => import("./contact-vendor-form"));

/** The "Contact Vendor" dialog; `children` is the button that opens it. */
export function ContactVendorDialog({
  vendor,
  children,
}: {
  vendor: Vendor;
  children: ReactElement;
}) {
  return (
    <FormDialog
      trigger={children}
      title="Contact Vendor"
      description={
        <>
          Send a message to <span className="font-medium text-slate-900">{vendor.name}</span>.
          Fields marked * are required.
        </>
      }
      chunk={form}
      empty={EMPTY_CONTACT_VENDOR}
    >
      {({ ContactVendorForm }, controller) => (
        <ContactVendorForm vendor={vendor} controller={controller} />
      )}
    </FormDialog>
  );
}
