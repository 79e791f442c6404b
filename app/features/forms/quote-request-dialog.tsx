import type { ReactElement } from "react";
import type { Vendor } from "~/data/types";
import { EMPTY_QUOTE_REQUEST } from "./drafts";
import { FormDialog, preloadable } from "./form-dialog";

const form = preloadable(() => import("./quote-request-form"));

/** The "Request Quote" dialog; `children` is the button that opens it. */
export function QuoteRequestDialog({
  vendor,
  children,
}: {
  vendor: Vendor;
  children: ReactElement;
}) {
  return (
    <FormDialog
      trigger={children}
      title="Request Quote"
      description={
        <>
          Tell <span className="font-medium text-slate-900">{vendor.name}</span> what you need and
          attach any drawings or specifications. Fields marked * are required.
        </>
      }
      chunk={form}
      empty={EMPTY_QUOTE_REQUEST}
    >
      {({ QuoteRequestForm }, controller) => (
        <QuoteRequestForm vendor={vendor} controller={controller} />
      )}
    </FormDialog>
  );
}
