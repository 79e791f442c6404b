import { SearchXIcon } from "lucide-react";
import { EmptyState } from "~/components/shared/empty-state";
import { IncrementalList } from "~/components/shared/incremental-list";
import { Button } from "~/components/ui/button";
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
      <section aria-labelledby="vendor-results-heading">
        <h2 id="vendor-results-heading" className="sr-only">
          Suppliers
        </h2>
        <p role="status" className="text-sm text-slate-600">
          Showing <span className="font-semibold text-slate-900">{shown.length}</span> of{" "}
          {vendors.length} vendors
        </p>
        {shown.length > 0 ? (
          <IncrementalList
            items={shown}
            listKey={JSON.stringify(filters)}
            getKey={(vendor) => vendor.id}
            renderItem={(vendor) => <VendorCard vendor={vendor} />}
            className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
            noun="vendors"
          />
        ) : (
          <div className="mt-4">
            <EmptyState
              icon={SearchXIcon}
              title="No Vendors Found"
              message="Try adjusting your filters."
              level={3}
            >
              <Button variant="outline" onClick={reset}>
                Reset Filters
              </Button>
            </EmptyState>
          </div>
        )}
      </section>
    </div>
  );
}
