import { describe, expect, it } from "vitest";
import { calculateCost, formatMoney, toWholeNumber } from "./cost";

const inputs = (unitCost: string, quantity: string, shipping: string, taxRate: string) => ({
  unitCost,
  quantity,
  shipping,
  taxRate,
});

describe("calculateCost", () => {
  it("computes subtotal, tax on the subtotal, shipping and the total", () => {
    expect(calculateCost(inputs("12.50", "4", "15", "8"))).toEqual({
      subtotal: 50,
      tax: 4,
      shipping: 15,
      total: 69,
    });
  });

  it("does not tax the shipping", () => {
    const { tax, total } = calculateCost(inputs("100", "1", "50", "10"));
    expect(tax).toBe(10);
    expect(total).toBe(160);
  });

  it("reads the quantity as a whole number", () => {
    expect(calculateCost(inputs("10", "2.7", "0", "0")).subtotal).toBe(20);
    expect(toWholeNumber("2.7")).toBe(2);
    expect(toWholeNumber("0.99")).toBe(0);
    expect(toWholeNumber("-2.7")).toBe(-2);
    expect(toWholeNumber("1e3")).toBe(1000);
  });

  it("reads the other inputs as decimals", () => {
    expect(calculateCost(inputs("2.5", "3", "1.25", "7.5"))).toEqual({
      subtotal: 7.5,
      tax: 0.5625,
      shipping: 1.25,
      total: 9.3125,
    });
  });

  it("counts empty and non-numeric values as 0", () => {
    expect(calculateCost(inputs("", "", "", ""))).toEqual({
      subtotal: 0,
      tax: 0,
      shipping: 0,
      total: 0,
    });
    expect(calculateCost(inputs("abc", "3", "x", "%"))).toEqual({
      subtotal: 0,
      tax: 0,
      shipping: 0,
      total: 0,
    });
    expect(calculateCost(inputs("10", "junk", "5", "")).total).toBe(5);
    expect(calculateCost(inputs("10", "2", "", "abc"))).toEqual({
      subtotal: 20,
      tax: 0,
      shipping: 0,
      total: 20,
    });
  });
});

describe("formatMoney", () => {
  it("shows dollars with thousands separators and 2 decimals", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(69)).toBe("$69.00");
    expect(formatMoney(9.3125)).toBe("$9.31");
    expect(formatMoney(1234567.891)).toBe("$1,234,567.89");
    expect(formatMoney(-12.5)).toBe("-$12.50");
  });

  it("never shows a negative zero", () => {
    expect(formatMoney(-0)).toBe("$0.00");
    expect(formatMoney(-0.001)).toBe("$0.00");
  });
});
