import { describe, expect, it } from "vitest";
import {
  codesMatch,
  matchingCodeTerms,
  significantDigits,
  tidyPrefix,
  underPrefix,
} from "./cpv-match";

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

  it("gives the database the codes beneath and the broader codes", () => {
    expect(matchingCodeTerms("45233140-2")).toEqual({
      like: "4523314%",
      broader: ["45000000", "45200000", "45230000", "45233000", "45233100"],
    });
    expect(matchingCodeTerms("45000000-7")).toEqual({ like: "45%", broader: [] });
  });

  it("tidies a typed prefix, or refuses it", () => {
    expect(tidyPrefix(" 45 ")).toBe("45");
    expect(tidyPrefix("45233140-2")).toBe("4523314");
    expect(tidyPrefix("4")).toBeNull();
    expect(tidyPrefix("roads")).toBeNull();
  });
});
