import { BriefcaseIcon } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import type { FilterField } from "~/components/shared/filter-fields";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
import { buttonVariants } from "~/components/ui/button";
import { JOB_CATEGORIES } from "~/data/vocabularies";
import {
  BUDGET_TYPE_LABELS,
  BUDGET_TYPES,
  freelanceFilterCodec,
  hasActiveFreelanceFilters,
  type FreelanceFilters,
  type FreelancePostView,
} from "./rules";
import type { ListPageData } from "~/lib/incremental";
import { FreelanceCard } from "./freelance-card";

// Freelance Opportunities (/jobs/freelance): the open posts as cards, filtered by category and
// budget type with a plain GET form (the directories' own machinery), or, while none is posted,
// an invitation to post the first.

const FILTER_FIELDS: FilterField[] = [
  { name: "category", label: "Category", allLabel: "All Categories", options: JOB_CATEGORIES },
  {
    name: "budget",
    label: "Budget type",
    allLabel: "Fixed or hourly",
    options: BUDGET_TYPES.map((value) => ({ value, label: BUDGET_TYPE_LABELS[value] })),
  },
];

export const POST_WORK_PATH = "/account/freelance/new";

export function FreelanceListing({
  data,
}: {
  data: ListPageData<FreelanceFilters, FreelancePostView>;
}) {
  if (data.page.total === 0) {
    return (
      <EmptyState
        icon={BriefcaseIcon}
        title="No freelance work is open right now"
        message="Companies on the network post contract work here, with a fixed or hourly budget. Post yours and compare the proposals freelancers send."
      >
        <Link to={POST_WORK_PATH} className={buttonVariants()}>
          Post freelance work
        </Link>
      </EmptyState>
    );
  }
  return (
    <FilteredDirectory
      name="freelance"
      data={data}
      codec={freelanceFilterCodec}
      title="Filter freelance work"
      active={hasActiveFreelanceFilters(data.filters)}
      fields={FILTER_FIELDS}
      controlsClassName="sm:grid-cols-2"
      heading="Freelance work"
      noun="posts"
      renderItem={(post) => <FreelanceCard post={post} />}
      listClassName="mt-4 grid gap-6 lg:grid-cols-2"
      emptyTitle="No Freelance Work Found"
    />
  );
}
