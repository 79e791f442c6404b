import { describe, expect, it } from "vitest";
import { amountText, isTenderCurrency, parseAmount, TENDER_CURRENCIES } from "./currency";

describe("isTenderCurrency", () => {
  it("takes ISO 4217 codes the platform knows", () => {
    expect(isTenderCurrency("USD")).toBe(true);
    expect(isTenderCurrency("EUR")).toBe(true);
    expect(isTenderCurrency("JPY")).toBe(true);
  });

  it("refuses unknown codes, lower case, and currencies of three decimals", () => {
    expect(isTenderCurrency("XYZ")).toBe(false);
    expect(isTenderCurrency("usd")).toBe(false);
    expect(isTenderCurrency("KWD")).toBe(false);
    expect(isTenderCurrency("")).toBe(false);
  });

  it("offers only currencies it takes", () => {
    for (const c of TENDER_CURRENCIES) expect(isTenderCurrency(c.code), c.code).toBe(true);
  });
});

describe("parseAmount", () => {
  it("reads prices in hundredths of the unit", () => {
    expect(parseAmount("1,250.5", "EUR")).toBe(125050);
    expect(parseAmount("1250", "JPY")).toBe(125000);
    expect(parseAmount("1250.00", "JPY")).toBe(125000);
  });

  it("refuses decimals a currency does not have", () => {
    expect(parseAmount("1250.5", "JPY")).toBeNull();
    expect(parseAmount("cheap", "USD")).toBeNull();
  });
});

describe("amountText", () => {
  it("writes a stored price back as the form shows it", () => {
    expect(amountText(125050, "EUR")).toBe("1250.50");
    expect(amountText(125000, "JPY")).toBe("1250");
  });
});
