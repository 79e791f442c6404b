import { SearchXIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import type { Vendor } from "~/data/types";
import type { ListPageData } from "~/lib/incremental";
import { VendorCard } from "./vendor-card";
import { VendorFilterPanel, VENDOR_FILTERS_HEADING_ID } from "./vendor-filter-panel";
import type { VendorFilters } from "~/domain/vendor-filters";

/** The supplier directory as its loader found it: filtered and counted in the database. */
export function VendorDirectory({
  data: { filters, page, nextPageHref },
}: {
  data: ListPageData<VendorFilters, Vendor>;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:px-8">
      <VendorFilterPanel filters={filters} />
      <DirectoryResults
        id="vendor-results-heading"
        heading="Suppliers"
        noun="vendors"
        page={page}
        nextPageHref={nextPageHref}
        getKey={(vendor) => vendor.id}
        renderItem={(vendor) => <VendorCard vendor={vendor} />}
        listClassName="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
        emptyIcon={SearchXIcon}
        emptyTitle="No Vendors Found"
        emptyMessage="Try adjusting your filters."
        filtersHeadingId={VENDOR_FILTERS_HEADING_ID}
      />
    </div>
  );
}
