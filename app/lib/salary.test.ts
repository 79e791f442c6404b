import { describe, expect, it } from "vitest";
import { formatSalaryRange } from "./salary";

describe("formatSalaryRange", () => {
  it("shows a yearly range", () => {
    expect(formatSalaryRange(85000, 110000)).toBe("$85,000 - $110,000 / year");
  });
  it("shows it in the employer's currency", () => {
    expect(formatSalaryRange(85000, 110000, "EUR")).toBe("€85,000 - €110,000 / year");
    expect(formatSalaryRange(6000000, 8000000, "JPY")).toBe("¥6,000,000 - ¥8,000,000 / year");
  });
});
