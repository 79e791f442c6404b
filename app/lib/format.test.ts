import { describe, expect, it } from "vitest";
import {
  formatCompactUsd,
  formatSalaryRange,
  formatUsd,
  formatUsdCents,
  groupThousands,
} from "./format";

const intlCompact = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const intlWhole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** A fixed pseudo-random sequence (mulberry32), so a failure names a reproducible value. */
function randomIntegers(count: number, seed: number): number[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Spread over every magnitude from units to hundreds of trillions.
  return Array.from({ length: count }, () => Math.floor(10 ** (next() * 15)));
}

const EDGES = [
  0, 1, 9, 10, 999, 1000, 1049, 1050, 1099, 9999, 99_949, 99_950, 999_949, 999_950, 999_999,
  1_000_000, 1_150_000, 1_250_000, 999_950_000, 1e9, 1.05e9, 999_950_000_000, 1e12, 2.5e14,
  999_999_999_999_999,
];

describe("formatCompactUsd", () => {
  it("shows budgets in compact en-US dollars", () => {
    expect(formatCompactUsd(750000)).toBe("$750K");
    expect(formatCompactUsd(1200000)).toBe("$1.2M");
    expect(formatCompactUsd(15000000)).toBe("$15M");
  });

  it("rounds half up on the decimal digits, and moves to the next unit when it rounds to 1000", () => {
    expect(formatCompactUsd(1_150_000)).toBe("$1.2M");
    expect(formatCompactUsd(999_950)).toBe("$1M");
    expect(formatCompactUsd(999_949)).toBe("$999.9K");
  });

  it("writes exactly what Intl writes, for edge cases and 5,000 amounts of every size", () => {
    for (const value of [...EDGES, ...randomIntegers(5000, 7)]) {
      expect(formatCompactUsd(value), String(value)).toBe(intlCompact.format(value));
    }
  });

  it("leaves fractions, negatives and huge amounts to Intl", () => {
    for (const value of [12.34, -1500, -0, 1e15, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCompactUsd(value), String(value)).toBe(intlCompact.format(value));
    }
  });
});

describe("formatUsd", () => {
  it("shows whole dollars with thousands separators", () => {
    expect(formatUsd(85000)).toBe("$85,000");
  });

  it("writes exactly what Intl writes, for edge cases, 5,000 amounts and the rest", () => {
    const values = [...EDGES, ...randomIntegers(5000, 11), 12.5, -3.5, -0, 1e21, Number.NaN];
    for (const value of values) {
      expect(formatUsd(value), String(value)).toBe(intlWhole.format(value));
    }
  });
});

const intlCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe("formatUsdCents", () => {
  it("shows dollars and cents, rounding half away from zero on the shortest decimal form", () => {
    expect(formatUsdCents(1234.5)).toBe("$1,234.50");
    expect(formatUsdCents(1.005)).toBe("$1.01");
    expect(formatUsdCents(-3.456)).toBe("-$3.46");
    expect(formatUsdCents(999.995)).toBe("$1,000.00");
  });

  it("writes exactly what Intl writes, for 20,000 amounts of every size and sign", () => {
    const sizes = randomIntegers(20_000, 23);
    const values = sizes.map((n, i) => {
      const cents = (n % 100_000) / 1000; // three decimals, so that half-cents occur
      const value = i % 3 === 0 ? n / 7 : n + cents;
      return i % 5 === 0 ? -value : value;
    });
    const edges = [
      0,
      -0,
      0.004,
      0.005,
      -0.005,
      0.015,
      1.005,
      2.675,
      9.995,
      99.995,
      1e-7,
      1e14 + 0.5,
    ];
    for (const value of [...edges, ...values]) {
      expect(formatUsdCents(value), String(value)).toBe(intlCents.format(value));
    }
  });

  it("leaves huge, tiny-exponent and non-finite values to Intl", () => {
    for (const value of [1e15, 1e21, 5e-7, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(formatUsdCents(value), String(value)).toBe(intlCents.format(value));
    }
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
