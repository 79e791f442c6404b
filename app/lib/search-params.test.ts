import { describe, expect, it } from "vitest";
import {
  MAX_TEXT_FILTER_LENGTH,
  includesText,
  readClampedNumber,
  readNumberOption,
  readOption,
  readText,
  roundToStep,
  toSearchParams,
} from "./search-params";

const params = (query: string) => new URLSearchParams(query);

describe("readText", () => {
  it("keeps text as typed, spaces included", () => {
    expect(readText(params("q=cloud%20"), "q")).toBe("cloud ");
  });

  it("treats a missing or blank value as no filter", () => {
    expect(readText(params(""), "q")).toBeUndefined();
    expect(readText(params("q=%20%20"), "q")).toBeUndefined();
  });

  it("cuts very long text to the maximum length", () => {
    const long = "a".repeat(5000);
    expect(readText(params(`q=${long}`), "q")).toHaveLength(MAX_TEXT_FILTER_LENGTH);
  });
});

describe("readOption", () => {
  const allowed = ["Technology", "Professional Services"] as const;

  it("accepts a known value in any case", () => {
    expect(readOption(params("c=technology"), "c", allowed)).toBe("Technology");
    expect(readOption(params("c=Professional+Services"), "c", allowed)).toBe(
      "Professional Services",
    );
  });

  it("treats an unknown value as no filter", () => {
    expect(readOption(params("c=Aerospace"), "c", allowed)).toBeUndefined();
    expect(readOption(params("c=<b>x</b>"), "c", allowed)).toBeUndefined();
  });
});

describe("readNumberOption", () => {
  const allowed = [90000, 120000] as const;

  it("accepts one of the allowed numbers", () => {
    expect(readNumberOption(params("b=120000"), "b", allowed)).toBe(120000);
  });

  it("treats other numbers and junk as no filter", () => {
    expect(readNumberOption(params("b=-1"), "b", allowed)).toBeUndefined();
    expect(readNumberOption(params("b=100000"), "b", allowed)).toBeUndefined();
    expect(readNumberOption(params("b=abc"), "b", allowed)).toBeUndefined();
  });
});

describe("readClampedNumber", () => {
  const range = { min: 0, max: 5, step: 0.1 };

  it("reads a number in range, rounded to the step", () => {
    expect(readClampedNumber(params("r=4.5"), "r", range)).toBe(4.5);
    expect(readClampedNumber(params("r=4.56"), "r", range)).toBe(4.6);
  });

  it("clamps numbers outside the range", () => {
    expect(readClampedNumber(params("r=99"), "r", range)).toBe(5);
    expect(readClampedNumber(params("r=-2"), "r", range)).toBe(0);
    expect(readClampedNumber(params("r=Infinity"), "r", range)).toBe(5);
  });

  it("treats junk as no filter", () => {
    expect(readClampedNumber(params("r=abc"), "r", range)).toBeUndefined();
    expect(readClampedNumber(params("r="), "r", range)).toBeUndefined();
  });
});

describe("roundToStep", () => {
  it("leaves no floating-point tail", () => {
    expect(roundToStep(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(roundToStep(4.6000000000000005, 0.1)).toBe(4.6);
  });
});

describe("toSearchParams", () => {
  it("writes only the entries that hold a value", () => {
    expect(toSearchParams({ q: "acme", category: undefined, rating: 4.5, x: "" }).toString()).toBe(
      "q=acme&rating=4.5",
    );
  });
});

describe("includesText", () => {
  it("matches part of the text regardless of case and surrounding spaces", () => {
    expect(includesText("Rotterdam, Netherlands", "  rotter ")).toBe(true);
    expect(includesText("Rotterdam, Netherlands", "paris")).toBe(false);
  });
});
