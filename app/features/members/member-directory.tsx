import { UsersIcon } from "lucide-react";
import { DirectoryResults } from "~/components/shared/directory-results";
import { FilterForm } from "~/components/shared/filter-form";
import { optionsOf, SelectFilter, TextFilter } from "~/components/shared/filter-fields";
import type { Member } from "~/data/types";
import { MEMBER_REGIONS, MEMBER_ROLES } from "~/data/vocabularies";
import type { ListPageData } from "~/lib/incremental";
import { MemberCard } from "./member-card";
import {
  hasActiveMemberFilters,
  memberFilterCodec,
  memberFilterFields,
  type MemberFilters,
} from "~/domain/member-filters";

const FILTERS_HEADING_ID = "member-filters-heading";

export function MemberDirectory({
  data: { filters, page, nextPageHref },
}: {
  data: ListPageData<MemberFilters, Member>;
}) {
  const fields = memberFilterFields(filters);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <FilterForm
        codec={memberFilterCodec}
        filters={filters}
        headingId={FILTERS_HEADING_ID}
        title="Find members"
        active={hasActiveMemberFilters(filters)}
      >
        <div className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 md:col-span-1">
            <TextFilter
              id="member-search"
              name="q"
              label="Search by name"
              placeholder="Member name"
              defaultValue={fields.q}
            />
          </div>
          <SelectFilter
            id="member-role"
            name="role"
            label="Role"
            allLabel="All Roles"
            options={optionsOf(MEMBER_ROLES)}
            defaultValue={fields.role}
          />
          <SelectFilter
            id="member-region"
            name="region"
            label="Region"
            allLabel="All Regions"
            options={optionsOf(MEMBER_REGIONS)}
            defaultValue={fields.region}
          />
        </div>
      </FilterForm>

      <DirectoryResults
        id="member-results-heading"
        heading="Members"
        noun="members"
        page={page}
        nextPageHref={nextPageHref}
        getKey={(member) => member.id}
        renderItem={(member) => <MemberCard member={member} />}
        listClassName="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        emptyIcon={UsersIcon}
        emptyTitle="No Members Found"
        emptyMessage="Try adjusting your search or filters."
        filtersHeadingId={FILTERS_HEADING_ID}
        className="mt-8"
      />
    </div>
  );
}
