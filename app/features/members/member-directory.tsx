import { UsersIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import { FilterPanel } from "~/components/shared/filter-panel";
import { FilterSelect, optionsOf } from "~/components/shared/filter-select";
import { SearchField } from "~/components/shared/search-field";
import type { Member } from "~/data/types";
import { MEMBER_REGIONS, MEMBER_ROLES } from "~/data/vocabularies";
import { useUrlFilters } from "~/hooks/use-url-filters";
import { MemberCard } from "./member-card";
import { filterMembers, hasActiveMemberFilters, memberFilterCodec } from "./member-filters";

const FILTERS_HEADING_ID = "member-filters-heading";

export function MemberDirectory({ members }: { members: readonly Member[] }) {
  const { filters, updateFilters, resetFilters } = useUrlFilters(memberFilterCodec);
  const shown = filterMembers(members, filters);
  const reset = () => {
    resetFilters();
    document.getElementById(FILTERS_HEADING_ID)?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <FilterPanel
        headingId={FILTERS_HEADING_ID}
        title="Find members"
        active={hasActiveMemberFilters(filters)}
        onReset={reset}
      >
        <div className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 md:col-span-1">
            <SearchField
              id="member-search"
              label="Search by name"
              placeholder="Member name"
              value={filters.q ?? ""}
              onChange={(q) => updateFilters({ q })}
            />
          </div>
          <FilterSelect
            id="member-role"
            label="Role"
            allLabel="All Roles"
            options={optionsOf(MEMBER_ROLES)}
            value={filters.role}
            onChange={(role) => updateFilters({ role })}
          />
          <FilterSelect
            id="member-region"
            label="Region"
            allLabel="All Regions"
            options={optionsOf(MEMBER_REGIONS)}
            value={filters.region}
            onChange={(region) => updateFilters({ region })}
          />
        </div>
      </FilterPanel>

      <DirectoryResults
        id="member-results-heading"
        heading="Members"
        noun="members"
        items={shown}
        total={members.length}
        listKey={JSON.stringify(filters)}
        getKey={(member) => member.id}
        renderItem={(member) => <MemberCard member={member} />}
        listClassName="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        emptyIcon={UsersIcon}
        emptyTitle="No Members Found"
        emptyMessage="Try adjusting your search or filters."
        onReset={reset}
        className="mt-8"
      />
    </div>
  );
}
