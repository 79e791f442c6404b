import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FilterFields, type FilterField } from "~/components/shared/filter-fields";
import type { CpvEntry } from "~/domains/classification";
import { PROJECT_REGIONS, PROJECT_SECTORS } from "~/data/vocabularies";
import { BUDGET_OPTIONS, DEADLINE_OPTIONS } from "./rules";
import { formatCompactUsd } from "~/lib/format";
import { tabSlug } from "~/lib/tabs";
import type { ProjectsFilters } from "./project-listing.server";

// The /projects filters: a GET form (the URL is the state), which works without JavaScript. The
// CPV division is chosen among the list's 45 divisions (the server hands their titles), the
// group is typed as three digits, as on the supplier directory (decision 520).

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
];

const SORT_FIELD: FilterField = {
  name: "sort",
  label: "Sort by",
  allLabel: null,
  options: [
    { value: "newest", label: "Newest" },
    { value: "closing", label: "Closing soon" },
  ],
};

/** The CPV fields: the divisions as a select (code and title), the group typed. */
const cpvFields = (divisions: readonly CpvEntry[]): FilterField[] => [
  {
    name: "division",
    label: "CPV division",
    allLabel: "Any division",
    options: divisions.map((d) => ({
      value: d.code.slice(0, 2),
      label: `${d.code.slice(0, 2)} ${d.title}`,
    })),
  },
  { name: "group", label: "CPV group", placeholder: "Three digits, such as 452" },
];

const valuesOf = (filters: ProjectsFilters): Record<string, string> => ({
  region: filters.region ?? "",
  sector: filters.sector ?? "",
  budget: filters.budget === undefined ? "" : String(filters.budget),
  deadline: filters.deadline === undefined ? "" : String(filters.deadline),
  division: filters.division ?? "",
  group: filters.group ?? "",
  sort: filters.sort,
});

export function ProjectFiltersForm({
  filters,
  filtered,
  divisions,
}: {
  filters: ProjectsFilters;
  filtered: boolean;
  /** The CPV divisions to choose from. */
  divisions: readonly CpvEntry[];
}) {
  const status = filters.status === "Active Tender" ? "" : tabSlug(filters.status);
  return (
    <Form
      method="get"
      aria-label="Filter projects"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <FilterFields
        idPrefix="filter"
        fields={[...PROJECT_FILTER_FIELDS, ...cpvFields(divisions), SORT_FIELD]}
        values={valuesOf(filters)}
      />
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
