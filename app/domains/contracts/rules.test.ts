import { describe, expect, it } from "vitest";
import {
  mayMove,
  netTotal,
  parseCountry,
  parseDate,
  parseQuantity,
  parseVatRate,
  termChanges,
  unitCode,
  withinValue,
} from "./rules";

describe("contract rules", () => {
  it("lets only the supplier accept a pending contract, and only the buyer complete an active one", () => {
    expect(mayMove("accept", "supplier", "pending")).toBe(true);
    expect(mayMove("accept", "buyer", "pending")).toBe(false);
    expect(mayMove("accept", "supplier", "active")).toBe(false);
    expect(mayMove("complete", "buyer", "active")).toBe(true);
    expect(mayMove("complete", "supplier", "active")).toBe(false);
    expect(mayMove("terminate", null, "active")).toBe(false);
  });

  it("keeps orders within the contract's value", () => {
    expect(withinValue(1000, 400, 600)).toBe(true);
    expect(withinValue(1000, 400, 601)).toBe(false);
    expect(withinValue(1000, 0, 0)).toBe(false);
    expect(
      netTotal([
        { quantity: 2, unitPrice: 150 },
        { quantity: 1, unitPrice: 5 },
      ]),
    ).toBe(305);
  });

  it("reads the forms' values strictly", () => {
    expect(parseDate("2030-02-28")).toBe("2030-02-28");
    expect(parseDate("2030-02-30")).toBeNull();
    expect(parseCountry(" gb ")).toBe("GB");
    expect(parseCountry("GBR")).toBeNull();
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("1.5")).toBeNull();
    expect(parseQuantity("0", 1)).toBeNull();
    expect(parseVatRate("20%")).toBe(20);
    expect(parseVatRate("120")).toBeNull();
    expect(unitCode("Piece")).toBe("C62");
    expect(unitCode("hours")).toBe("HUR");
    expect(unitCode("barrel")).toBe("C62");
  });

  it("keeps an amendment's values before and after, and only those that changed", () => {
    const before = { value: 1000, periodStart: "2030-01-01", periodEnd: "2030-06-30" };
    expect(termChanges(before, { ...before, value: 1200 })).toEqual([
      { field: "value", before: "1000", after: "1200" },
    ]);
    expect(termChanges(before, before)).toEqual([]);
  });
});
