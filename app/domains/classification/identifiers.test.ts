import { describe, expect, it } from "vitest";
import schemes from "./data/organization-identifier-schemes.json" with { type: "json" };
import { IDENTIFIER_FORMATS, identifierProblem, tidyIdentifier } from "./identifiers";

describe("identifiers' formats", () => {
  it("are given only for schemes of the list", () => {
    const codes = new Set(schemes.map((s) => s.code));
    for (const scheme of Object.keys(IDENTIFIER_FORMATS)) expect(codes).toContain(scheme);
  });

  it("check a Companies House number: 8 characters", () => {
    expect(identifierProblem("GB-COH", "01234567")).toBeNull();
    expect(identifierProblem("GB-COH", tidyIdentifier("sc 123456"))).toBeNull();
    expect(identifierProblem("GB-COH", "1234567")).toMatch(/GB-COH identifier is 8 characters/);
    expect(identifierProblem("GB-COH", "ABC12345")).not.toBeNull();
  });

  it("check other registers' numbers", () => {
    expect(identifierProblem("NO-BRC", "923609016")).toBeNull();
    expect(identifierProblem("NO-BRC", "92360901")).not.toBeNull();
    expect(identifierProblem("US-EIN", "12-3456789")).toBeNull();
    expect(identifierProblem("FI-PRO", "0112038-9")).toBeNull();
  });

  it("take any tidy identifier of a register without a known format, and refuse junk", () => {
    expect(identifierProblem("XI-IATI", "XM-DAC-41114")).toBeNull();
    expect(identifierProblem("XI-IATI", "")).toBe("Enter the identifier.");
    expect(identifierProblem("XI-IATI", "<script>")).not.toBeNull();
  });
});
