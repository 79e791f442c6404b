import { QuoteIcon } from "lucide-react";
import type { Vendor } from "~/data/types";
import { VendorCard } from "~/domains/companies";
import { MemberText } from "~/components/shared/member-text";

// A shortlist as its read-only link shows it (/shortlists/<token>): the suppliers' cards, each
// with its owner's note.

export interface SharedList {
  name: string;
  items: { vendor: Vendor; note: string }[];
}

export function SharedShortlist({ list }: { list: SharedList }) {
  if (list.items.length === 0) {
    return <p className="text-slate-700">This list has no suppliers yet.</p>;
  }
  return (
    <section aria-labelledby="shared-suppliers-heading">
      <h2 id="shared-suppliers-heading" className="text-xl font-semibold text-slate-900">
        Suppliers
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {list.items.map(({ vendor, note }) => (
          <li key={vendor.id} className="flex flex-col gap-3">
            <VendorCard vendor={vendor} className="h-auto flex-1" />
            {note ? (
              <figure className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                <QuoteIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
                <figcaption className="sr-only">
                  Note on <MemberText text={vendor.name} />
                </figcaption>
                <p className="whitespace-pre-line">{note}</p>
              </figure>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
