import { describe, expect, it } from "vitest";
import { VENDOR_CATEGORIES } from "~/data/vocabularies";
import cpv2008 from "./data/cpv-2008.json" with { type: "json" };
import { CATEGORY_DIVISIONS, categoriesOfDivision } from "./category-divisions";

const divisions = new Set(
  Object.keys(cpv2008)
    .filter((c) => /^\d\d0{6}-\d$/.test(c))
    .map((c) => c.slice(0, 2)),
);

describe("the directory's categories as CPV divisions", () => {
  it("maps every category to divisions of the CPV 2008 list", () => {
    for (const category of VENDOR_CATEGORIES) {
      expect(CATEGORY_DIVISIONS[category].length).toBeGreaterThan(0);
      for (const division of CATEGORY_DIVISIONS[category]) expect(divisions).toContain(division);
    }
  });

  it("finds the categories of a division", () => {
    expect(categoriesOfDivision("45")).toEqual(["Construction"]);
    expect(categoriesOfDivision("79")).toEqual(["Marketing", "Professional Services"]);
    expect(categoriesOfDivision("03")).toEqual([]);
  });
});
