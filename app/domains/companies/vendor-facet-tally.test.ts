import { describe, expect, it } from "vitest";
import { vendors as sampleVendors } from "~/data/vendors";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import { countMatches, regionsOf, tallyFacets, type FacetGroup } from "./vendor-facet-tally";
import { filterVendors, RATING_BANDS, regionOf, type VendorFilters } from "./vendor-filters";

// The facets tallied from a summary agree with the spec's rules applied to the vendors
// themselves (vendor-filters.ts), each facet counted with the other filters only.

/** The sample vendors' summary, as the database groups them. */
function summaryOf(vendors = sampleVendors): FacetGroup[] {
  const groups = new Map<string, FacetGroup>();
  for (const v of vendors) {
    const rating = v.rating ?? -1;
    const key = `${v.category}|${v.location}|${rating}`;
    const group = groups.get(key) ?? { category: v.category, location: v.location, rating, n: 0 };
    group.n += 1;
    groups.set(key, group);
  }
  return [...groups.values()];
}

const kept = (filters: VendorFilters) => filterVendors(sampleVendors, filters).length;

describe("tallying the directory's facets from a summary", () => {
  const groups = summaryOf();
  const regions = regionsOf(groups);

  it("lists every listed vendor's region once, in order", () => {
    const expected = [...new Set(sampleVendors.map((v) => regionOf(v.location)))].sort();
    expect(regions).toEqual(expected);
    expect(regions.length).toBeGreaterThan(2);
  });

  it.each<[string, VendorFilters]>([
    ["no filter", {}],
    ["a category", { category: "Logistics" }],
    ["part of a location, in another case", { location: " USA " }],
    ["a minimum rating", { rating: 4.7 }],
    ["all three", { category: "Technology", location: "us", rating: 4.5 }],
  ])("counts what the spec's rules keep for %s", (_, filters) => {
    expect(countMatches(groups, filters)).toBe(kept(filters));
    const facets = tallyFacets(groups, filters, regions);
    expect(facets.categories.map((c) => c.value)).toEqual([...VENDOR_CATEGORIES]);
    for (const c of facets.categories)
      expect(c.count, c.value).toBe(kept({ ...filters, category: c.value }));
    for (const r of facets.regions)
      expect(r.count, r.value).toBe(kept({ ...filters, location: r.value }));
    expect(facets.ratings.map((r) => r.value)).toEqual([...RATING_BANDS]);
    for (const r of facets.ratings)
      expect(r.count, String(r.value)).toBe(kept({ ...filters, rating: r.value }));
    expect(facets.categories.reduce((n, c) => n + c.count, 0)).toBe(
      kept({ ...filters, category: undefined }),
    );
  });

  it("never counts an unrated vendor under a minimum", () => {
    const unrated = [{ category: "Energy", location: "Oslo, Norway", rating: -1, n: 7 }];
    expect(countMatches(unrated, {})).toBe(7);
    expect(countMatches(unrated, { rating: 0.1 })).toBe(0);
    expect(tallyFacets(unrated, {}, ["Norway"]).ratings.every((r) => r.count === 0)).toBe(true);
  });
});
