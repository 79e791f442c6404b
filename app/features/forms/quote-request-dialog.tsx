import type { Vendor } from "~/data/types";
import { EMPTY_QUOTE_REQUEST } from "./drafts";
import { preloadable } from "./form-dialog";
import { quoteRequestPath } from "./form-paths";
import { vendorFormDialog } from "./vendor-form-dialog";
import { MemberText } from "~/components/shared/member-text";

export const QUOTE_REQUEST_TITLE = "Request Quote";

export function QuoteRequestIntro({ vendor }: { vendor: Pick<Vendor, "name"> }) {
  return (
    <>
      Tell{" "}
      <span className="font-medium text-slate-900">
        <MemberText text={vendor.name} />
      </span>{" "}
      what you need and attach any drawings or specifications. Fields marked * are required.
    </>
  );
}

/** The "Request Quote" dialog; `children` is the link to the form's page that opens it. */
export const QuoteRequestDialog = vendorFormDialog({
  path: quoteRequestPath,
  title: QUOTE_REQUEST_TITLE,
  Intro: QuoteRequestIntro,
  chunk: preloadable(() => import("./quote-request-form")),
  empty: EMPTY_QUOTE_REQUEST,
  form: ({ QuoteRequestForm }, props) => <QuoteRequestForm {...props} />,
});
