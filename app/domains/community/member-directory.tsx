import { UsersIcon } from "lucide-react";
import type { FilterField } from "~/components/shared/filter-fields";
import { FilteredDirectory } from "~/components/shared/filtered-directory";
import type { Member } from "~/data/types";
import { MEMBER_REGIONS, MEMBER_ROLES } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import { MemberCard } from "./member-card";
import { hasActiveMemberFilters, memberFilterCodec, type MemberFilters } from "./member-filters";

const FILTER_FIELDS: FilterField[] = [
  {
    name: "q",
    label: "Search by name",
    placeholder: "Member name",
    className: "col-span-2 md:col-span-1",
  },
  { name: "role", label: "Role", allLabel: "All Roles", options: MEMBER_ROLES },
  { name: "region", label: "Region", allLabel: "All Regions", options: MEMBER_REGIONS },
];

export function MemberDirectory({ data }: { data: ListPageData<MemberFilters, Member> }) {
  return (
    <FilteredDirectory
      name="member"
      data={data}
      codec={memberFilterCodec}
      title="Find members"
      active={hasActiveMemberFilters(data.filters)}
      fields={FILTER_FIELDS}
      controlsClassName="grid-cols-2 md:grid-cols-[2fr_1fr_1fr]"
      heading="Members"
      noun="members"
      renderItem={(member) => <MemberCard member={member} />}
      listClassName="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      emptyIcon={UsersIcon}
      emptyTitle="No Members Found"
      emptyMessage="Try adjusting your search or filters."
    />
  );
}
