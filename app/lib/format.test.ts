import { describe, expect, it } from "vitest";
import {
  currencyDigits,
  formatCompactMoney,
  formatCompactUsd,
  formatMoney,
  formatMoneyCents,
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

describe("formatMoney", () => {
  // ICU writes a no-break space between number and symbol in some locales.
  const spaced = (text: string) => text.replace(/\s/g, " ");

  it("shows an amount in the tender's currency, in the viewer's locale", () => {
    expect(formatMoney(1234.5, { currency: "USD", locale: "en-US" })).toBe("$1,234.50");
    expect(spaced(formatMoney(1234.5, { currency: "EUR", locale: "de-DE" }))).toBe("1.234,50 €");
    expect(formatMoney(1234.5, { currency: "GBP", locale: "en-GB" })).toBe("£1,234.50");
  });

  it("uses the currency's own decimals, and none for a budget", () => {
    expect(formatMoney(125000, { currency: "JPY", locale: "en-US" })).toBe("¥125,000");
    expect(formatMoney(50000, { currency: "EUR", locale: "en-IE" }, true)).toBe("€50,000");
    expect(formatMoneyCents(1_480_000, { currency: "USD", locale: "en-US" })).toBe("$14,800.00");
  });

  it("shows budgets compact", () => {
    expect(formatCompactMoney(1_200_000, { currency: "EUR", locale: "en-US" })).toBe("€1.2M");
  });

  it("knows how many decimals a currency has", () => {
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
  });
});
