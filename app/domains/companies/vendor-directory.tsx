import { DidYouMean } from "~/components/search/did-you-mean";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
import type { Vendor } from "~/data/types";
import type { ListPageData } from "~/lib/incremental";
import { saveStateOf, type VendorSaves } from "~/lib/save-notice";
import { SaveVendor } from "./save-vendor";
import { CARD_SAVE_CLASS, VendorCard } from "./vendor-card";
import { VendorFacetList } from "./vendor-facets";
import { VendorFilterPanel } from "./vendor-filter-panel";
import {
  hasActiveVendorFilters,
  vendorFilterCodec,
  type VendorFacets,
  type VendorFilters,
} from "./vendor-filters";

/** The supplier directory as its loader found it: filtered and counted in the database. */
export function VendorDirectory({
  data,
  saves,
  suggestion,
  facets,
}: {
  data: ListPageData<VendorFilters, Vendor>;
  /** "Did you mean": the spelling whose matches are shown. */
  suggestion?: string | null;
  /** The counts beside each category, region and rating band. */
  facets?: VendorFacets;
  /** The member's saved suppliers, for the cards' Save buttons. */
  saves?: VendorSaves;
}) {
  return (
    <FilteredDirectory
      name="vendor"
      data={data}
      codec={vendorFilterCodec}
      active={hasActiveVendorFilters(data.filters)}
      layout="sidebar"
      heading="Suppliers"
      noun="vendors"
      renderItem={(vendor) => {
        const state = saveStateOf(saves, vendor.id);
        return (
          <VendorCard
            vendor={vendor}
            save={
              state ? (
                <SaveVendor vendor={vendor} state={state} formClassName={CARD_SAVE_CLASS} />
              ) : null
            }
          />
        );
      }}
      listClassName="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
      emptyTitle="No Vendors Found"
      notice={<DidYouMean suggestion={suggestion} />}
    >
      <VendorFilterPanel filters={data.filters} />
      {facets ? <VendorFacetList facets={facets} filters={data.filters} /> : null}
    </FilteredDirectory>
  );
}
