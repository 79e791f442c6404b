import { SearchXIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import type { Vendor } from "~/data/types";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { VendorCard } from "./vendor-card";
import { VendorFilterPanel, VENDOR_FILTERS_HEADING_ID } from "./vendor-filter-panel";
import { filterVendors, hasActiveVendorFilters, vendorFilterCodec } from "./vendor-filters";

export function VendorDirectory({ vendors }: { vendors: readonly Vendor[] }) {
  const { filters, updateFilters, resetFilters } = useUrlFilters(vendorFilterCodec);
  const shown = filterVendors(vendors, filters);
  const active = hasActiveVendorFilters(filters);
  const reset = () => {
    resetFilters();
    document.getElementById(VENDOR_FILTERS_HEADING_ID)?.focus();
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:px-8">
      <VendorFilterPanel
        filters={filters}
        active={active}
        onChange={updateFilters}
        onReset={reset}
      />
      <DirectoryResults
        id="vendor-results-heading"
        heading="Suppliers"
        noun="vendors"
        items={shown}
        total={vendors.length}
        listKey={JSON.stringify(filters)}
        getKey={(vendor) => vendor.id}
        renderItem={(vendor) => <VendorCard vendor={vendor} />}
        listClassName="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
        emptyIcon={SearchXIcon}
        emptyTitle="No Vendors Found"
        emptyMessage="Try adjusting your filters."
        onReset={reset}
      />
    </div>
  );
}
