import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import type { Vendor } from "~/data/types";
import { REDUCED_MOTION, useMediaQuery } from "~/hooks/use-media-query";
import { SaveForm } from "~/components/shared/save-form";
import {
  SAVE_VENDOR_ACTION,
  saveStateOf,
  vendorSaveText,
  type VendorSaves,
} from "~/lib/save-notice";
import { CARD_SAVE_CLASS, VendorCard } from "~/domains/companies";
import { SectionHeading, SeeAllLink } from "./section-heading";

export function FeaturedSuppliers({
  vendors,
  saves,
}: {
  vendors: readonly Vendor[];
  /** The member's saved suppliers, for the cards' Save buttons. */
  saves?: VendorSaves;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const behavior = reducedMotion ? "auto" : "smooth";
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior });
  };
  return (
    <section
      aria-labelledby="featured-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="featured-heading"
          title="Featured Suppliers"
          text="Trusted partners across industries."
          align="left"
        />
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            onClick={() => scrollBy(-1)}
            aria-label="Scroll suppliers left"
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={() => scrollBy(1)}
            aria-label="Scroll suppliers right"
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul
        ref={scroller}
        tabIndex={0}
        aria-label="Featured suppliers, scrollable"
        data-testid="featured-suppliers"
        className="relative -mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-5 overflow-x-auto scroll-smooth px-4 pb-4 motion-reduce:scroll-auto"
      >
        {vendors.map((vendor) => {
          const state = saveStateOf(saves, vendor.id);
          // A plain form post here: the home page keeps within its script budget.
          const save = state ? (
            <SaveForm
              action={SAVE_VENDOR_ACTION}
              field="vendorId"
              target={vendor.id}
              state={state}
              text={vendorSaveText(vendor.name)}
              formClassName={CARD_SAVE_CLASS}
            />
          ) : null;
          return (
            <li key={vendor.id} className="w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[31.5%]">
              <VendorCard vendor={vendor} save={save} />
            </li>
          );
        })}
      </ul>
      <SeeAllLink to="/vendors">Browse all suppliers</SeeAllLink>
    </section>
  );
}
