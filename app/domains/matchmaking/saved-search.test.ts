import { describe, expect, it } from "vitest";
import { readSearch, searchLabel, searchMatches, type SearchCriteria } from "./saved-search";

const none: SearchCriteria = {
  cpvPrefix: null,
  q: null,
  region: null,
  minValue: null,
  maxValue: null,
};
const tender = (cpvCode: string, over: Partial<Parameters<typeof searchMatches>[1]> = {}) => ({
  title: "Resurfacing of the ring road",
  description: "Asphalt works on 12 km.",
  region: "Europe",
  value: 400_000,
  items: [{ item: "Roadworks", cpvCode }],
  ...over,
});

describe("a saved search matching a tender", () => {
  it("on prefix 45 matches an item coded 45233140-2 and not one coded 71311000-1", () => {
    const s = { ...none, cpvPrefix: "45" };
    expect(searchMatches(s, tender("45233140-2"))).toBe(true);
    expect(searchMatches(s, tender("71311000-1"))).toBe(false);
  });

  it("needs every keyword, the region and the value range", () => {
    expect(searchMatches({ ...none, q: "ring asphalt" }, tender("45233140-2"))).toBe(true);
    expect(searchMatches({ ...none, q: "bridge" }, tender("45233140-2"))).toBe(false);
    expect(searchMatches({ ...none, region: "GCC" }, tender("45233140-2"))).toBe(false);
    expect(searchMatches({ ...none, minValue: 500_000 }, tender("45233140-2"))).toBe(false);
    expect(searchMatches({ ...none, maxValue: 500_000 }, tender("45233140-2"))).toBe(true);
  });

  it("keeps a tender whose budget is hidden out of every value range", () => {
    expect(searchMatches({ ...none, minValue: 1 }, tender("45233140-2", { value: null }))).toBe(
      false,
    );
  });
});

describe("reading a saved search's fields", () => {
  const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";

  it("reads a prefix, keywords, a region and a range", () => {
    expect(
      readSearch(form({ cpv: "45", q: " roads ", region: "Europe", min: "1,000", max: "" })),
    ).toEqual({
      ok: true,
      criteria: { cpvPrefix: "45", q: "roads", region: "Europe", minValue: 1000, maxValue: null },
    });
  });

  it("refuses an empty search, a bad prefix and a range upside down", () => {
    expect(readSearch(form({}))).toMatchObject({ ok: false, field: "cpv" });
    expect(readSearch(form({ cpv: "4" }))).toMatchObject({ ok: false, field: "cpv" });
    expect(readSearch(form({ min: "9", max: "1" }))).toMatchObject({ ok: false, field: "min" });
    expect(readSearch(form({ region: "Mars" }))).toMatchObject({ ok: false });
  });

  it("says a search in words", () => {
    expect(searchLabel({ ...none, cpvPrefix: "45", region: "Europe", minValue: 10_000 })).toBe(
      "CPV 45…, Europe, at least 10,000",
    );
  });
});
