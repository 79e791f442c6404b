import { SlidersHorizontalIcon } from "lucide-react";
import { useState } from "react";
import { FilterSelect, optionsOf } from "~/components/shared/filter-select";
import { SearchField } from "~/components/shared/search-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Slider } from "~/components/ui/slider";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import { useDraft } from "~/hooks/use-draft";
import { cn } from "~/lib/utils";
import { RATING_SLIDER, type VendorFilters } from "./vendor-filters";

const categoryOptions = optionsOf(VENDOR_CATEGORIES);
export const VENDOR_FILTERS_HEADING_ID = "vendor-filters-heading";

export function ratingLabel(rating: number): string {
  return rating === 0 ? "Any" : `${rating.toFixed(1)}+`;
}

/**
 * The directory's filters. On a phone the search field stays in view and the other filters fold
 * behind a disclosure button, so the list is not pushed off-screen; from lg up, the panel is a
 * sidebar with everything open.
 */
export function VendorFilterPanel({
  filters,
  active,
  onChange,
  onReset,
}: {
  filters: VendorFilters;
  active: boolean;
  onChange: (patch: Partial<VendorFilters>) => void;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useDraft(filters.rating ?? 0);
  const moreCount = [filters.category, filters.location?.trim(), filters.rating].filter(
    Boolean,
  ).length;

  return (
    <aside
      aria-labelledby={VENDOR_FILTERS_HEADING_ID}
      className="lg:sticky lg:top-24 lg:self-start"
    >
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex min-h-9 items-center justify-between gap-3">
          <h2
            id={VENDOR_FILTERS_HEADING_ID}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 outline-none"
          >
            Filters
          </h2>
          {active ? (
            <Button variant="link" size="sm" onClick={onReset}>
              Reset Filters
            </Button>
          ) : null}
        </div>
        <div className="mt-4 flex flex-col gap-5">
          <SearchField
            id="vendor-search"
            label="Search"
            placeholder="Name or service"
            value={filters.q ?? ""}
            onChange={(q) => onChange({ q })}
          />
          <Button
            variant="outline"
            className="lg:hidden"
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
            className={cn("flex-col gap-5 lg:flex", open ? "flex" : "hidden")}
          >
            <FilterSelect
              id="vendor-category"
              label="Category"
              allLabel="All Categories"
              options={categoryOptions}
              value={filters.category}
              onChange={(category) => onChange({ category })}
            />
            <SearchField
              id="vendor-location"
              label="Location"
              placeholder="City or country"
              value={filters.location ?? ""}
              onChange={(location) => onChange({ location })}
            />
            <div className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-3">
                <Label asChild>
                  <span>Minimum Rating</span>
                </Label>
                <span data-testid="rating-value" className="text-sm font-semibold text-brand-800">
                  {ratingLabel(rating)}
                </span>
              </div>
              <Slider
                thumbLabel="Minimum rating"
                min={RATING_SLIDER.min}
                max={RATING_SLIDER.max}
                step={RATING_SLIDER.step}
                value={[rating]}
                onValueChange={([next = 0]) => {
                  setRating(next);
                  onChange({ rating: next });
                }}
              />
              <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
                <span>Any</span>
                <span>5.0</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </aside>
  );
}
