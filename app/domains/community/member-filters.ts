import type { Member } from "~/data/types";
import {
  MEMBER_REGIONS,
  MEMBER_ROLES,
  type MemberRegion,
  type MemberRole,
} from "~/data/vocabularies";
import {
  type FilterCodec,
  includesText,
  readOption,
  readText,
  toSearchParams,
} from "~/lib/search-params";

// The members directory's filters, kept in the query string as q, role and region.

export interface MemberFilters {
  /** Matched against the name. */
  q?: string;
  role?: MemberRole;
  region?: MemberRegion;
}

export function parseMemberFilters(params: URLSearchParams): MemberFilters {
  return {
    q: readText(params, "q"),
    role: readOption(params, "role", MEMBER_ROLES),
    region: readOption(params, "region", MEMBER_REGIONS),
  };
}

export function serialiseMemberFilters(filters: MemberFilters): URLSearchParams {
  return toSearchParams({ q: filters.q, role: filters.role, region: filters.region });
}

export function memberFilterFields(
  filters: MemberFilters,
): Record<"q" | "role" | "region", string> {
  return { q: filters.q ?? "", role: filters.role ?? "", region: filters.region ?? "" };
}

export const memberFilterCodec: FilterCodec<MemberFilters> = {
  parse: parseMemberFilters,
  serialise: serialiseMemberFilters,
  fields: memberFilterFields,
};

export function hasActiveMemberFilters(filters: MemberFilters): boolean {
  return Boolean(filters.q?.trim() || filters.role || filters.region);
}

/** The directory's rules in plain code: the reference the database's search is tested against. */
export function filterMembers(members: readonly Member[], filters: MemberFilters): Member[] {
  const q = filters.q?.trim();
  return members.filter(
    (member) =>
      (!q || includesText(member.name, q)) &&
      (!filters.role || member.role === filters.role) &&
      (!filters.region || member.region === filters.region),
  );
}
