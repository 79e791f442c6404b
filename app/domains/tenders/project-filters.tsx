import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterFields, type FilterField } from "~/components/shared/filter-fields";
import { PROJECT_REGIONS, PROJECT_SECTORS } from "~/data/vocabularies";
import { BUDGET_OPTIONS, DEADLINE_OPTIONS } from "./rules";
import { formatCompactUsd } from "~/lib/format";
import { tabSlug } from "~/lib/tabs";
import type { ProjectsFilters } from "./project-listing.server";

// The /projects filters: a GET form (the URL is the state), which works without JavaScript.

const PROJECT_FILTER_FIELDS: readonly FilterField[] = [
  { name: "region", label: "Region", allLabel: "Any region", options: PROJECT_REGIONS },
  { name: "sector", label: "Sector", allLabel: "Any sector", options: PROJECT_SECTORS },
  {
    name: "budget",
    label: "Budget",
    allLabel: "Any budget",
    options: BUDGET_OPTIONS.map((b) => ({
      value: String(b),
      label: `Up to ${formatCompactUsd(b)}`,
    })),
  },
  {
    name: "deadline",
    label: "Deadline",
    allLabel: "Any deadline",
    options: DEADLINE_OPTIONS.map((d) => ({ value: String(d), label: `Closing within ${d} days` })),
  },
  {
    name: "sort",
    label: "Sort by",
    allLabel: null,
    options: [
      { value: "newest", label: "Newest" },
      { value: "closing", label: "Closing soon" },
    ],
  },
];

const valuesOf = (filters: ProjectsFilters): Record<string, string> => ({
  region: filters.region ?? "",
  sector: filters.sector ?? "",
  budget: filters.budget === undefined ? "" : String(filters.budget),
  deadline: filters.deadline === undefined ? "" : String(filters.deadline),
  sort: filters.sort,
});

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
      <FilterFields idPrefix="filter" fields={PROJECT_FILTER_FIELDS} values={valuesOf(filters)} />
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
