import type { ReactElement } from "react";
import type { Vendor } from "~/data/types";
import { EMPTY_QUOTE_REQUEST } from "./drafts";
import { FollowReplies } from "./follow-replies";
import { FormDialog, preloadable } from "./form-dialog";
import { quoteRequestPath } from "./form-paths";

const form = preloadable(() => import("./quote-request-form"));

export const QUOTE_REQUEST_TITLE = "Request Quote";

export function QuoteRequestIntro({ vendor }: { vendor: Pick<Vendor, "name"> }) {
  return (
    <>
      Tell <span className="font-medium text-slate-900">{vendor.name}</span> what you need and
      attach any drawings or specifications. Fields marked * are required.
    </>
  );
}

/** The "Request Quote" dialog; `children` is the link to the form's page that opens it. */
export function QuoteRequestDialog({
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
      action={quoteRequestPath(vendor.slug)}
      title={QUOTE_REQUEST_TITLE}
      description={<QuoteRequestIntro vendor={vendor} />}
      chunk={form}
      afterSent={followHref ? <FollowReplies href={followHref} vendorName={vendor.name} /> : null}
      empty={EMPTY_QUOTE_REQUEST}
    >
      {({ QuoteRequestForm, DialogCancel }, controller) => (
        <QuoteRequestForm vendor={vendor} controller={controller} cancel={<DialogCancel />} />
      )}
    </FormDialog>
  );
}
