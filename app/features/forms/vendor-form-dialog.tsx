import type { ComponentType, ReactElement, ReactNode } from "react";
import type { Vendor } from "~/data/types";
import { FollowReplies } from "./follow-replies";
import { FormDialog, type FormChunk, type Preloadable } from "./form-dialog";
import type { FormProps } from "./use-form-submission";

// The vendor profile's two form dialogs (Contact Vendor, Request Quote) differ only in the form
// they hold: this is the one dialog both are made from.

/** What the vendor profile gives each of its form dialogs. */
export interface VendorDialogProps {
  vendor: Vendor;
  /** Sign-in address for a signed-out buyer writing to a company of the network. */
  followHref?: string | null;
  /** The link to the form's page that opens the dialog. */
  children: ReactElement;
}

/** One form addressed to a vendor: its page, its texts, its blank state and the chunk it is in. */
interface VendorForm<D, M> {
  path: (slug: string) => string;
  title: string;
  Intro: ComponentType<{ vendor: Pick<Vendor, "name"> }>;
  chunk: Preloadable<M>;
  empty: D;
  form: (loaded: M, props: FormProps<D> & { vendor: Vendor; askSender: boolean }) => ReactNode;
}

export function vendorFormDialog<D extends object, M extends FormChunk>(spec: VendorForm<D, M>) {
  const { path, title, Intro, chunk, empty, form } = spec;
  return function VendorFormDialog({ vendor, followHref, children }: VendorDialogProps) {
    return (
      <FormDialog
        trigger={children}
        action={path(vendor.slug)}
        title={title}
        description={<Intro vendor={vendor} />}
        chunk={chunk}
        afterSent={followHref ? <FollowReplies href={followHref} vendorName={vendor.name} /> : null}
        empty={empty}
      >
        {(loaded, controller) =>
          form(loaded, {
            vendor,
            // A sign-in address is given exactly when a signed-out visitor writes to a company
            // of the network: then the form asks for their name and e-mail.
            askSender: Boolean(followHref),
            controller,
            cancel: <loaded.DialogCancel />,
          })
        }
      </FormDialog>
    );
  };
}
