import type { ReactNode } from "react";
import type { ListPageData } from "~/lib/incremental";
import type { FilterCodec } from "~/lib/search-params";
import { DirectoryResults, type DirectoryResultsProps } from "./directory-results";
import { FilterForm } from "./filter-form";

/**
 * A directory with its filters above its results (jobs, members): the filter form, whose
 * controls are `children`, then the count line and the page of results or the empty state.
 */
export function FilteredDirectory<F, T extends { id: string }>({
  name,
  data: { filters, page, nextPageHref },
  codec,
  title,
  active,
  controlsClassName,
  children,
  ...results
}: {
  /** Singular name, for the ids of the two headings ("job": `job-filters-heading`...). */
  name: string;
  /** What the page's loader returned. */
  data: ListPageData<F, T>;
  codec: FilterCodec<F>;
  /** The filter form's heading. */
  title: string;
  /** Whether any filter is set: Reset Filters shows only then. */
  active: boolean;
  /** The grid of the filter controls. */
  controlsClassName: string;
  children: ReactNode;
} & Omit<
  DirectoryResultsProps<T>,
  "id" | "page" | "nextPageHref" | "filtersHeadingId" | "className"
>) {
  const filtersHeadingId = `${name}-filters-heading`;
  return (
    <>
      <FilterForm
        codec={codec}
        filters={filters}
        headingId={filtersHeadingId}
        title={title}
        active={active}
      >
        <div className={`mt-3 grid gap-4 ${controlsClassName}`}>{children}</div>
      </FilterForm>
      <DirectoryResults
        {...results}
        id={`${name}-results-heading`}
        page={page}
        nextPageHref={nextPageHref}
        filtersHeadingId={filtersHeadingId}
        className="mt-8"
      />
    </>
  );
}
