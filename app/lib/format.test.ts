import { describe, expect, it } from "vitest";
import {
  formatCompactUsd,
  formatSalaryRange,
  formatUsd,
  formatUsdCents,
  groupThousands,
} from "./format";

describe("formatCompactUsd", () => {
  it("shows budgets in compact en-US dollars", () => {
    expect(formatCompactUsd(750000)).toBe("$750K");
    expect(formatCompactUsd(1200000)).toBe("$1.2M");
    expect(formatCompactUsd(15000000)).toBe("$15M");
  });

  it("keeps at most one decimal, and moves to the next unit when it rounds to 1000", () => {
    expect(formatCompactUsd(1_150_000)).toBe("$1.2M");
    expect(formatCompactUsd(999_950)).toBe("$1M");
    expect(formatCompactUsd(999_949)).toBe("$999.9K");
    expect(formatCompactUsd(2_500_000_000)).toBe("$2.5B");
  });
});

describe("formatUsd", () => {
  it("shows whole dollars with thousands separators", () => {
    expect(formatUsd(85000)).toBe("$85,000");
    expect(formatUsd(0)).toBe("$0");
  });
});

describe("formatUsdCents", () => {
  it("shows dollars and cents", () => {
    expect(formatUsdCents(1234.5)).toBe("$1,234.50");
    expect(formatUsdCents(-3.456)).toBe("-$3.46");
    expect(formatUsdCents(999.995)).toBe("$1,000.00");
  });
});

describe("groupThousands", () => {
  it("puts a comma between every three digits from the right", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe("1,000");
    expect(groupThousands(1234567)).toBe("1,234,567");
  });
});

describe("formatSalaryRange", () => {
  it("shows a yearly range", () => {
    expect(formatSalaryRange(85000, 110000)).toBe("$85,000 - $110,000 / year");
  });
});
