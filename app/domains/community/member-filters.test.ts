import { describe, expect, it } from "vitest";
import { members } from "~/data/members";
import type { Member } from "~/data/types";
import {
  filterMembers,
  hasActiveMemberFilters,
  memberFilterCodec,
  memberFilterFields,
  parseMemberFilters,
  serialiseMemberFilters,
} from "./member-filters";
import { canonicalQuery } from "~/lib/search-params";

const parse = (query: string) => parseMemberFilters(new URLSearchParams(query));
const ids = (list: readonly Member[]) => list.map((member) => member.id);

describe("parseMemberFilters", () => {
  it("reads q, role and region", () => {
    expect(parse("q=ana&role=Founder&region=Europe")).toEqual({
      q: "ana",
      role: "Founder",
      region: "Europe",
    });
  });

  it("treats unknown roles and regions as no filter", () => {
    expect(parse("role=CEO&region=Mars")).toEqual({
      q: undefined,
      role: undefined,
      region: undefined,
    });
  });

  it("cuts a very long search", () => {
    expect(parse(`q=${"m".repeat(5000)}`).q).toHaveLength(100);
  });
});

describe("serialiseMemberFilters", () => {
  it("round-trips through the query string", () => {
    const filters = { q: "van", role: "HR Specialist", region: "Europe" } as const;
    expect(serialiseMemberFilters(filters).toString()).toBe(
      "q=van&role=HR+Specialist&region=Europe",
    );
    expect(parseMemberFilters(serialiseMemberFilters(filters))).toEqual(filters);
  });
});

describe("filterMembers", () => {
  it("returns every member without filters", () => {
    expect(filterMembers(members, {})).toHaveLength(12);
    expect(hasActiveMemberFilters({ q: " " })).toBe(false);
  });

  it("searches names case-insensitively", () => {
    expect(ids(filterMembers(members, { q: "CAMI" }))).toEqual(["m11"]);
    expect(ids(filterMembers(members, { q: "van der" }))).toEqual(["m10"]);
  });

  it("does not search roles or regions", () => {
    expect(filterMembers(members, { q: "Founder" })).toEqual([]);
  });

  it("keeps only members of the chosen role and region", () => {
    expect(ids(filterMembers(members, { role: "Procurement Manager" }))).toEqual(["m1", "m11"]);
    expect(ids(filterMembers(members, { region: "Asia-Pacific" }))).toEqual(["m3", "m6", "m9"]);
    expect(
      ids(filterMembers(members, { role: "Procurement Manager", region: "South America" })),
    ).toEqual(["m11"]);
  });

  it("returns nothing when no member passes every filter", () => {
    expect(filterMembers(members, { role: "Founder", region: "Europe" })).toEqual([]);
  });
});

describe("the filter form's fields", () => {
  it("give each control its value and submit back to the same filters", () => {
    const filters = parseMemberFilters(new URLSearchParams("q=Cam&region=South+America"));
    expect(memberFilterFields(filters)).toEqual({ q: "Cam", role: "", region: "South America" });
    expect(
      canonicalQuery(memberFilterCodec, new URLSearchParams(memberFilterFields(filters))),
    ).toBe("q=Cam&region=South+America");
  });

  it("read a form submitted without JavaScript with empty fields as no filter", () => {
    expect(canonicalQuery(memberFilterCodec, new URLSearchParams("q=&role=&region="))).toBe("");
  });
});
