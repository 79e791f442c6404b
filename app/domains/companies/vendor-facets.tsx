import { Link } from "react-router";
import { cn } from "~/lib/utils";
import {
  serialiseVendorFilters,
  type FacetCount,
  type VendorFacets,
  type VendorFilters,
} from "./vendor-filters";

// The directory's facets: how many of the current matches each category, region and rating band
// keeps. Each option is a link (a GET of the same filters with that option set), so they work
// without JavaScript; an option that would keep nothing is shown, disabled.

function FacetGroup<T extends string | number>({
  title,
  options,
  label,
  hrefOf,
  selected,
}: {
  title: string;
  options: FacetCount<T>[];
  label: (value: T) => string;
  hrefOf: (value: T | undefined) => string;
  selected: T | undefined;
}) {
  if (options.length === 0) return null;
  const id = `facet-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-1">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="flex flex-col text-sm">
        {options.map((option) => {
          const isSelected = option.value === selected;
          const text = (
            <>
              <span>{label(option.value)}</span>
              <span className="tabular-nums">{option.count}</span>
            </>
          );
          const row = "flex justify-between gap-3 rounded px-2 py-1";
          return (
            <li key={String(option.value)}>
              {option.count === 0 && !isSelected ? (
                <span aria-disabled="true" className={cn(row, "text-slate-500")}>
                  {text}
                </span>
              ) : (
                <Link
                  to={hrefOf(isSelected ? undefined : option.value)}
                  aria-current={isSelected ? "true" : undefined}
                  className={cn(
                    row,
                    "text-slate-800 hover:bg-brand-50",
                    isSelected && "bg-brand-50 font-semibold text-brand-800",
                  )}
                >
                  {text}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function VendorFacetList({
  facets,
  filters,
}: {
  facets: VendorFacets;
  filters: VendorFilters;
}) {
  const href = (change: Partial<VendorFilters>) =>
    `/vendors?${serialiseVendorFilters({ ...filters, ...change }).toString()}`;
  return (
    <section aria-label="Refine by" className="flex flex-col gap-4" data-testid="vendor-facets">
      <FacetGroup
        title="Categories"
        options={facets.categories}
        label={(v) => v}
        selected={filters.category}
        hrefOf={(category) => href({ category })}
      />
      <FacetGroup
        title="Regions"
        options={facets.regions}
        label={(v) => v}
        selected={filters.location}
        hrefOf={(location) => href({ location })}
      />
      <FacetGroup
        title="Rating"
        options={facets.ratings}
        label={(v) => `${v.toFixed(1)}+`}
        selected={filters.rating}
        hrefOf={(rating) => href({ rating })}
      />
    </section>
  );
}
