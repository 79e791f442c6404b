import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { PROJECT_REGIONS, PROJECT_SECTORS } from "~/data/vocabularies";
import { BUDGET_OPTIONS, DEADLINE_OPTIONS } from "~/domain/tenders";
import { formatCompactUsd } from "~/lib/format";
import { tabSlug } from "~/lib/tabs";
import type { ProjectsFilters } from "./project-listing.server";

// The /projects filters: a GET form (the URL is the state), which works without JavaScript.

export function ProjectFiltersForm({
  filters,
  filtered,
}: {
  filters: ProjectsFilters;
  filtered: boolean;
}) {
  const status = filters.status === "Active Tender" ? "" : tabSlug(filters.status);
  return (
    <Form
      method="get"
      aria-label="Filter projects"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
    >
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-region" className="text-sm font-medium text-slate-900">
          Region
        </label>
        <NativeSelect
          id="filter-region"
          name="region"
          placeholder="Any region"
          options={PROJECT_REGIONS}
          defaultValue={filters.region ?? ""}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-sector" className="text-sm font-medium text-slate-900">
          Sector
        </label>
        <NativeSelect
          id="filter-sector"
          name="sector"
          placeholder="Any sector"
          options={PROJECT_SECTORS}
          defaultValue={filters.sector ?? ""}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-budget" className="text-sm font-medium text-slate-900">
          Budget
        </label>
        <NativeSelect
          id="filter-budget"
          name="budget"
          placeholder="Any budget"
          options={BUDGET_OPTIONS.map(String)}
          labelOf={(b) => `Up to ${formatCompactUsd(Number(b))}`}
          defaultValue={filters.budget === undefined ? "" : String(filters.budget)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-deadline" className="text-sm font-medium text-slate-900">
          Deadline
        </label>
        <NativeSelect
          id="filter-deadline"
          name="deadline"
          placeholder="Any deadline"
          options={DEADLINE_OPTIONS.map(String)}
          labelOf={(d) => `Closing within ${d} days`}
          defaultValue={filters.deadline === undefined ? "" : String(filters.deadline)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-sort" className="text-sm font-medium text-slate-900">
          Sort by
        </label>
        <select
          id="filter-sort"
          name="sort"
          defaultValue={filters.sort}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
        >
          <option value="newest">Newest</option>
          <option value="closing">Closing soon</option>
        </select>
      </div>
      <div className="flex items-end gap-3">
        <Button type="submit">Apply</Button>
        {filtered ? (
          <Link
            to={status ? `/projects?status=${status}` : "/projects"}
            className="pb-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            Reset Filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
