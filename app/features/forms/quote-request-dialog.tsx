import type { ReactElement } from "react";
import type { Vendor } from "~/data/types";

/**
 * The "Request Quote" dialog. `children` is the trigger button; the forms issue builds the dialog
 * and its form behind it.
 */
export function QuoteRequestDialog({ children }: { vendor: Vendor; children: ReactElement }) {
  return children;
}
