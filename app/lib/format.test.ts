import { describe, expect, it } from "vitest";
import { formatCompactUsd, formatSalaryRange, formatUsd } from "./format";

describe("formatCompactUsd", () => {
  it("shows budgets in compact en-US dollars", () => {
    expect(formatCompactUsd(750000)).toBe("$750K");
    expect(formatCompactUsd(1200000)).toBe("$1.2M");
    expect(formatCompactUsd(15000000)).toBe("$15M");
  });
});

describe("formatUsd", () => {
  it("shows whole dollars with thousands separators", () => {
    expect(formatUsd(85000)).toBe("$85,000");
  });
});

describe("formatSalaryRange", () => {
  it("shows a yearly range", () => {
    expect(formatSalaryRange(85000, 110000)).toBe("$85,000 - $110,000 / year");
  });
});
