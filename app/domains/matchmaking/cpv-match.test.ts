import { describe, expect, it } from "vitest";
import { codesMatch, codeRanges, significantDigits, tidyPrefix, underPrefix } from "./cpv-match";

describe("significant digits of a CPV code", () => {
  it("drops the check digit and the trailing zeros", () => {
    expect(significantDigits("45233140-2")).toBe("4523314");
    expect(significantDigits("45000000-7")).toBe("45");
    expect(significantDigits("45200000-9")).toBe("452");
  });

  it("keeps the two digits of a division that ends in zero", () => {
    expect(significantDigits("30000000-9")).toBe("30");
    expect(significantDigits("03000000-1")).toBe("03");
  });

  it("refuses what is not a code", () => {
    expect(significantDigits("AA01-1")).toBeNull();
    expect(significantDigits("roads")).toBeNull();
  });
});

describe("codes matching by prefix", () => {
  it("matches a capability with an item beneath it, and an item coded at its division", () => {
    expect(codesMatch("45000000-7", "45233140-2")).toBe(true);
    expect(codesMatch("45233140-2", "45000000-7")).toBe(true);
    expect(codesMatch("45233140-2", "45233140-2")).toBe(true);
  });

  it("does not match across branches, nor a division ending in zero with its neighbours", () => {
    expect(codesMatch("45000000-7", "71311000-1")).toBe(false);
    expect(codesMatch("45230000-8", "45210000-2")).toBe(false);
    expect(codesMatch("30000000-9", "31000000-6")).toBe(false);
  });

  it("finds items under a saved search's prefix only", () => {
    expect(underPrefix("45", "45233140-2")).toBe(true);
    expect(underPrefix("45", "71311000-1")).toBe(false);
    expect(underPrefix("4523", "45000000-7")).toBe(false);
  });

  it("gives the database ranges of the codes beneath and of the broader codes", () => {
    expect(codeRanges(["45233140-2"])).toEqual([
      { from: "45000000", to: "45000001" },
      { from: "45200000", to: "45200001" },
      { from: "45230000", to: "45230001" },
      { from: "45233000", to: "45233001" },
      { from: "45233100", to: "45233101" },
      { from: "45233140", to: "45233150" },
    ]);
    expect(codeRanges(["45000000-7"])).toEqual([{ from: "45000000", to: "46000000" }]);
    expect(codeRanges(["03119000-4"])).toEqual([
      { from: "03000000", to: "03000001" },
      { from: "03100000", to: "03100001" },
      { from: "03110000", to: "03110001" },
      { from: "03119000", to: "03120000" },
    ]);
  });

  it("merges overlapping ranges and leaves the last division open-ended", () => {
    expect(codeRanges(["45000000-7", "45233140-2", "71311000-1"])).toEqual([
      { from: "45000000", to: "46000000" },
      { from: "71000000", to: "71000001" },
      { from: "71300000", to: "71300001" },
      { from: "71310000", to: "71310001" },
      { from: "71311000", to: "71312000" },
    ]);
    expect(codeRanges(["99"])).toEqual([{ from: "99000000", to: null }]);
    expect(codeRanges(["roads"])).toEqual([]);
  });

  it("ranges hold exactly the codes that match", () => {
    const codes = ["45000000-7", "45233140-2", "45233141-9", "45234000-9", "45300000-0"];
    const codes2 = [...codes, "71311000-1", "44000000-0", "03119000-4", "03100000-2"];
    for (const item of codes2) {
      const ranges = codeRanges([item]);
      for (const capability of codes2) {
        const inside = ranges.some(
          (r) => capability >= r.from && (r.to === null || capability < r.to),
        );
        expect(inside, `${item} ~ ${capability}`).toBe(codesMatch(item, capability));
      }
    }
  });

  it("tidies a typed prefix, or refuses it", () => {
    expect(tidyPrefix(" 45 ")).toBe("45");
    expect(tidyPrefix("45233140-2")).toBe("4523314");
    expect(tidyPrefix("4")).toBeNull();
    expect(tidyPrefix("roads")).toBeNull();
  });
});
