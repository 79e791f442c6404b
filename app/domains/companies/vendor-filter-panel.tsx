import { SlidersHorizontalIcon } from "lucide-react";
import { useState } from "react";
import { FilterFields, type FilterField } from "~/components/shared/filter-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import { useDraft } from "~/hooks/use-draft";
import { cn } from "~/lib/utils";
import {
  RATING_SLIDER,
  VENDOR_SORTS,
  vendorFilterFields,
  type VendorFilters,
} from "./vendor-filters";

const SEARCH: FilterField = { name: "q", label: "Search", placeholder: "Name or service" };
const CATEGORY_AND_LOCATION: FilterField[] = [
  { name: "category", label: "Category", allLabel: "All Categories", options: VENDOR_CATEGORIES },
  { name: "location", label: "Location", placeholder: "City or country" },
  { name: "division", label: "CPV division", placeholder: "Two digits, such as 45" },
  { name: "group", label: "CPV group", placeholder: "Three digits, such as 452" },
];
const SORT: FilterField = {
  name: "sort",
  label: "Sort by",
  allLabel: "Featured",
  options: VENDOR_SORTS,
};

export function ratingLabel(rating: number): string {
  return rating === 0 ? "Any" : `${rating.toFixed(1)}+`;
}

/**
 * The directory's filter controls. On a phone the search field stays in view and the other
 * filters fold behind a disclosure button, so the list is not pushed off-screen; from lg up, the
 * panel is a sidebar with everything open. Without JavaScript nothing folds.
 */
export function VendorFilterPanel({ filters }: { filters: VendorFilters }) {
  const [open, setOpen] = useState(false);
  const values = vendorFilterFields(filters);
  const [rating, setRating] = useDraft(filters.rating ?? 0);
  const moreCount = [
    filters.category,
    filters.location?.trim(),
    filters.rating,
    filters.sort,
    filters.division,
    filters.group,
  ].filter(Boolean).length;
  const show = (controls: readonly FilterField[]) => (
    <FilterFields idPrefix="vendor" fields={controls} values={values} />
  );

  return (
    <>
      {show([SEARCH])}
      <Button
        variant="outline"
        className="lg:hidden noscript:hidden"
        aria-expanded={open}
        aria-controls="vendor-more-filters"
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        {open ? "Hide filters" : "More filters"}
        {moreCount > 0 ? (
          <Badge>
            {moreCount}
            <span className="sr-only"> active</span>
          </Badge>
        ) : null}
      </Button>
      <div
        id="vendor-more-filters"
        className={cn("flex-col gap-5 lg:flex noscript:flex", open ? "flex" : "hidden")}
      >
        {show(CATEGORY_AND_LOCATION)}
        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <Label htmlFor="vendor-rating">Minimum Rating</Label>
            <span data-testid="rating-value" className="text-sm font-semibold text-brand-800">
              {ratingLabel(rating)}
            </span>
          </div>
          <input
            id="vendor-rating"
            name="rating"
            type="range"
            min={RATING_SLIDER.min}
            max={RATING_SLIDER.max}
            step={RATING_SLIDER.step}
            defaultValue={values.rating}
            onChange={(event) => setRating(Number(event.target.value))}
            className="h-5 w-full cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>Any</span>
            <span>5.0</span>
          </div>
        </div>
        {show([SORT])}
      </div>
    </>
  );
}
