import { describe, expect, it } from "vitest";
import { jobFilterCodec } from "~/features/jobs/job-filters";
import { memberFilterCodec } from "~/features/members/member-filters";
import { vendorFilterCodec } from "~/features/vendors/vendor-filters";
import type { FilterCodec } from "./use-url-filters";

const codecs: [string, FilterCodec<object>][] = [
  ["vendors", vendorFilterCodec as FilterCodec<object>],
  ["jobs", jobFilterCodec as FilterCodec<object>],
  ["members", memberFilterCodec as FilterCodec<object>],
];

// A page opened without a query hydrates with the filters read from its empty query string
// (useUrlFilters), so each directory's empty query must read as exactly its prerendered filters.
describe.each(codecs)("the %s filter codec", (_, codec) => {
  it("reads an empty query string as the empty filters", () => {
    expect(codec.parse(new URLSearchParams())).toEqual(codec.empty);
  });

  it("writes the empty filters as an empty query string", () => {
    expect(codec.serialise(codec.empty).toString()).toBe("");
  });
});
