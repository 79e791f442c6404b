import { describe, expect, it } from "vitest";
import type { Vendor } from "~/data/types";
import { vendors } from "~/data/vendors";
import {
  filterVendors,
  hasActiveVendorFilters,
  parseVendorFilters,
  serialiseVendorFilters,
  vendorFilterCodec,
  vendorFilterFields,
} from "./vendor-filters";
import { canonicalQuery } from "~/lib/search-params";

const params = (query: string) => new URLSearchParams(query);
const parse = (query: string) => parseVendorFilters(new URLSearchParams(query));
const ids = (list: readonly Vendor[]) => list.map((vendor) => vendor.id);

describe("parseVendorFilters", () => {
  it("reads every filter from the query string", () => {
    expect(parse("q=cloud&category=Technology&location=austin&rating=4.5")).toEqual({
      q: "cloud",
      category: "Technology",
      location: "austin",
      rating: 4.5,
    });
  });

  it("reads an empty query string as no filter", () => {
    expect(hasActiveVendorFilters(parse(""))).toBe(false);
  });

  it("treats an unknown category as no category filter", () => {
    expect(parse("category=Aerospace").category).toBeUndefined();
  });

  it("keep a CPV division of two digits and a group of three, and drop any other value", () => {
    expect(parse("division=45&group=452")).toMatchObject({ division: "45", group: "452" });
    for (const junk of ["4", "450", "ab", "45%25", "<x>", "4 5"]) {
      expect(parse(`division=${junk}&group=${junk}0`)).toMatchObject({
        division: undefined,
        group: undefined,
      });
    }
    expect(hasActiveVendorFilters(parse("group=452"))).toBe(true);
    expect(serialiseVendorFilters(parse("division=45&group=junk")).toString()).toBe("division=45");
  });

  it("treats a non-numeric rating as no rating filter", () => {
    expect(parse("rating=abc").rating).toBeUndefined();
  });

  it("clamps the rating to the slider's range of 0 to 5", () => {
    expect(parse("rating=99").rating).toBe(5);
    expect(parse("rating=-1").rating).toBeUndefined();
  });

  it("rounds the rating to the slider's step of 0.1", () => {
    expect(parse("rating=4.66").rating).toBe(4.7);
  });

  it("treats a rating of 0 as Any, that is no filter", () => {
    expect(parse("rating=0").rating).toBeUndefined();
  });

  it("cuts a 5,000-character search to a usable length", () => {
    expect(parse(`q=${"x".repeat(5000)}`).q?.length).toBe(100);
  });

  it("keeps markup as plain text", () => {
    expect(parse("q=%3Cscript%3Ealert(1)%3C%2Fscript%3E").q).toBe("<script>alert(1)</script>");
  });
});

describe("serialiseVendorFilters", () => {
  it("writes only the active filters", () => {
    expect(serialiseVendorFilters({ category: "Finance", rating: 4.2 }).toString()).toBe(
      "category=Finance&rating=4.2",
    );
  });

  it("leaves out a rating of 0 and empty text", () => {
    expect(serialiseVendorFilters({ q: "", rating: 0 }).toString()).toBe("");
  });

  it("round-trips through the query string", () => {
    const filters = {
      q: "freight",
      category: "Logistics",
      location: "rotter",
      rating: 4.6,
    } as const;
    expect(parseVendorFilters(serialiseVendorFilters(filters))).toEqual(filters);
  });
});

describe("filterVendors", () => {
  it("returns every vendor without filters", () => {
    expect(filterVendors(vendors, {})).toHaveLength(vendors.length);
  });

  it("matches the search text against the name, case-insensitively", () => {
    expect(ids(filterVendors(vendors, { q: "KESTREL" }))).toEqual(["v2"]);
  });

  it("matches the search text against any service, case-insensitively", () => {
    expect(ids(filterVendors(vendors, { q: "Penetration TESTING" }))).toEqual(["v9"]);
    expect(ids(filterVendors(vendors, { q: "warehous" }))).toEqual(["v1", "v2", "v4", "v10"]);
  });

  it("does not match the search text against tags or the blurb", () => {
    expect(filterVendors(vendors, { q: "cybersecurity" })).toEqual([]);
  });

  it("ignores spaces around the search text", () => {
    expect(ids(filterVendors(vendors, { q: "  kestrel " }))).toEqual(["v2"]);
  });

  it("keeps only vendors of the chosen category", () => {
    expect(ids(filterVendors(vendors, { category: "Technology" }))).toEqual(["v1", "v9"]);
  });

  it("matches part of the location, case-insensitively", () => {
    expect(ids(filterVendors(vendors, { location: "NETHER" }))).toEqual(["v2"]);
    expect(ids(filterVendors(vendors, { location: "uk" }))).toEqual([]);
    expect(ids(filterVendors(vendors, { location: "united" }))).toEqual(["v3", "v4"]);
  });

  it("treats the rating as a minimum, keeping vendors rated exactly at it", () => {
    expect(ids(filterVendors(vendors, { rating: 4.8 }))).toEqual(["v1", "v5", "v7"]);
    expect(ids(filterVendors(vendors, { rating: 4.9 }))).toEqual(["v5"]);
    expect(filterVendors(vendors, { rating: 5 })).toEqual([]);
  });

  it("matches no minimum for a vendor without a rating", () => {
    const unrated = { ...vendors[0]!, id: "new", rating: null };
    expect(ids(filterVendors([unrated, ...vendors], { rating: 0.1 }))).not.toContain("new");
    expect(ids(filterVendors([unrated], {}))).toEqual(["new"]);
  });

  it("combines filters so that a vendor must pass all of them", () => {
    expect(ids(filterVendors(vendors, { category: "Logistics", rating: 4.6 }))).toEqual(["v2"]);
    expect(filterVendors(vendors, { category: "Logistics", location: "Austin" })).toEqual([]);
  });
});

describe("the directory's orders", () => {
  const { reviewCount: _, ...sample } = vendors[0]!;
  const rated = (id: string, rating: number | null, reviewCount?: number): Vendor => ({
    ...sample,
    id,
    rating,
    ...(reviewCount ? { reviewCount } : {}),
  });
  const list = [rated("a", 4.5), rated("b", null), rated("c", 4.9, 2), rated("d", 4.5, 7)];

  it("reads the sort from the query string, ignoring unknown ones", () => {
    expect(parse("sort=RATING").sort).toBe("rating");
    expect(parse("sort=reviews").sort).toBe("reviews");
    expect(parse("sort=price").sort).toBeUndefined();
    expect(serialiseVendorFilters({ sort: "reviews" }).toString()).toBe("sort=reviews");
  });

  it("puts the best ranked first (rating-rank.ts), those without reviews last", () => {
    // Seven 4.5s outrank two 4.9s; "a" has a rating but no reviews behind it.
    expect(ids(filterVendors(list, { sort: "rating" }))).toEqual(["d", "c", "a", "b"]);
  });

  it("puts the most reviewed first, then the best rated, keeping directory order", () => {
    expect(ids(filterVendors(list, { sort: "reviews" }))).toEqual(["d", "c", "a", "b"]);
  });

  it("keeps the directory's order without a sort", () => {
    expect(ids(filterVendors(list, {}))).toEqual(["a", "b", "c", "d"]);
  });
});

describe("hasActiveVendorFilters", () => {
  it("is true when any filter is set", () => {
    expect(hasActiveVendorFilters({ q: "a" })).toBe(true);
    expect(hasActiveVendorFilters({ category: "Energy" })).toBe(true);
    expect(hasActiveVendorFilters({ location: "x" })).toBe(true);
    expect(hasActiveVendorFilters({ rating: 0.1 })).toBe(true);
    expect(hasActiveVendorFilters({ sort: "rating" })).toBe(true);
  });

  it("is false for blank text", () => {
    expect(hasActiveVendorFilters({ q: "  ", location: "" })).toBe(false);
  });
});

describe("the filter form's fields", () => {
  const fieldsQuery = (query: string) =>
    canonicalQuery(vendorFilterCodec, new URLSearchParams(vendorFilterCodec.fields(parse(query))));

  it("give each control its value, with Any (0) for no minimum rating", () => {
    expect(vendorFilterFields(parse("q=cloud&category=Technology&rating=4.5"))).toEqual({
      q: "cloud",
      category: "Technology",
      location: "",
      rating: "4.5",
      sort: "",
      division: "",
      group: "",
    });
    expect(vendorFilterFields(parse("")).rating).toBe("0");
  });

  it("submit back to the same filters, so a form shown from a URL asks for nothing new", () => {
    for (const query of [
      "",
      "q=FREIGHT&category=Logistics&location=rotter&rating=4.5",
      "rating=99",
      "sort=reviews&rating=4",
      "division=45&group=452",
    ]) {
      expect(fieldsQuery(query), query).toBe(canonicalQuery(vendorFilterCodec, params(query)));
    }
  });

  it("read a form submitted without JavaScript, empty fields and Any included, as no filter", () => {
    expect(canonicalQuery(vendorFilterCodec, params("q=&category=&location=&rating=0"))).toBe("");
    expect(canonicalQuery(vendorFilterCodec, params("q=cloud&category=&location=&rating=0"))).toBe(
      "q=cloud",
    );
  });
});
