import type { ReactNode } from "react";
import type { ListPageData } from "~/lib/incremental";
import type { FilterCodec } from "~/lib/search-params";
import { cn } from "~/lib/utils";
import { DirectoryResults, type DirectoryResultsProps } from "./directory-results";
import { FilterFields, type FilterField } from "./filter-fields";
import { FilterForm } from "./filter-form";

// Where the filters stand: above the results (jobs, members), or in a sidebar beside them from
// lg up (vendors, reviews).
const LAYOUTS = {
  stacked: {
    form: undefined,
    apply: undefined,
    controls: "mt-3 grid gap-4",
    results: "mt-8",
  },
  sidebar: {
    form: "lg:sticky lg:top-24 lg:self-start",
    apply: "[&>button]:w-full",
    controls: "mt-4 flex flex-col gap-5",
    results: undefined,
  },
} as const;

/**
 * A directory: its filter form, then the count line and the page of results or the empty state.
 * The form shows `fields` (declared as data), then `children` for controls of its own.
 */
export function FilteredDirectory<F, T extends { id: string }>({
  name,
  data: { filters, page, nextPageHref },
  codec,
  title = "Filters",
  active,
  layout = "stacked",
  fields = [],
  controlsClassName,
  children,
  ...results
}: {
  /** Singular name, for the ids ("job": `job-filters-heading`, `job-category`...). */
  name: string;
  /** What the page's loader returned. */
  data: ListPageData<F, T>;
  codec: FilterCodec<F>;
  /** The filter form's heading. */
  title?: string;
  /** Whether any filter is set: Reset Filters shows only then. */
  active: boolean;
  layout?: keyof typeof LAYOUTS;
  fields?: readonly FilterField[];
  /** The grid of the filter controls. */
  controlsClassName?: string;
  children?: ReactNode;
} & Omit<
  DirectoryResultsProps<T>,
  "id" | "page" | "nextPageHref" | "filtersHeadingId" | "className"
>) {
  const filtersHeadingId = `${name}-filters-heading`;
  const styles = LAYOUTS[layout];
  const directory = (
    <>
      <FilterForm
        codec={codec}
        filters={filters}
        headingId={filtersHeadingId}
        title={title}
        active={active}
        className={styles.form}
        applyClassName={styles.apply}
      >
        <div className={cn(styles.controls, controlsClassName)}>
          <FilterFields idPrefix={name} fields={fields} values={codec.fields(filters)} />
          {children}
        </div>
      </FilterForm>
      <DirectoryResults
        {...results}
        id={`${name}-results-heading`}
        page={page}
        nextPageHref={nextPageHref}
        filtersHeadingId={filtersHeadingId}
        className={styles.results}
      />
    </>
  );
  return layout === "sidebar" ? (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">{directory}</div>
  ) : (
    directory
  );
}
