import type { ReactElement } from "react";
import type { Vendor } from "~/data/types";

/**
 * The "Contact Vendor" dialog. `children` is the trigger button; the forms issue builds the dialog
 * and its form behind it.
 */
export function ContactVendorDialog({ children }: { vendor: Vendor; children: ReactElement }) {
  return children;
}
