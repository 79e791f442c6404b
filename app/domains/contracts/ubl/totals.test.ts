import { describe, expect, test } from "vitest";
import { exampleInvoice } from "./documents.example";
import { decimalText, invoiceTotals, lineNetAmount, money, parseMoney, vatAmount } from "./totals";

const line = { vatCategory: "S", vatRate: 20, id: "1", name: "x", unitCode: "C62" };

describe("invoice totals (EN 16931, in hundredths)", () => {
  test("a line's net amount is quantity × price rounded half away from zero", () => {
    expect(lineNetAmount({ quantity: 2.5, unitPrice: 4533 })).toBe(11333); // 113.325
    expect(lineNetAmount({ quantity: -2.5, unitPrice: 4533 })).toBe(-11333);
    expect(lineNetAmount({ quantity: 0.333, unitPrice: 1000 })).toBe(333);
    expect(lineNetAmount({ quantity: 1e-7, unitPrice: 100 })).toBe(0);
  });

  test("VAT is rounded to the cent, exactly at decimal rates", () => {
    expect(vatAmount(18323, 6)).toBe(1099); // the 6 % breakdown of ubl-tc434-example1
    expect(vatAmount(4637, 21)).toBe(974);
    expect(vatAmount(2331, 5.5)).toBe(128); // 128.205
    expect(vatAmount(50, 5)).toBe(3); // 2.5, half away from zero
    expect(vatAmount(-50, 5)).toBe(-3);
    expect(vatAmount(1001, 19.6)).toBe(196); // 196.196
  });

  test("sums VAT once per category and rate, never per line (BR-CO-17)", () => {
    const lines = [
      { ...line, id: "1", quantity: 1, unitPrice: 5 },
      { ...line, id: "2", quantity: 1, unitPrice: 5 },
    ].map((l) => ({ ...l, vatRate: 10 }));
    // Per line 0.005 would round to 0.01 each: per rate the 0.10 taxable gives 0.01.
    expect(invoiceTotals({ lines })).toEqual({
      lineTotal: 10,
      vatTotal: 1,
      payable: 11,
      vatBreakdown: [{ category: "S", rate: 10, taxable: 10, tax: 1 }],
    });
  });

  test("the example invoice: two standard rates and a zero rate", () => {
    expect(invoiceTotals(exampleInvoice)).toEqual({
      lineTotal: 22161,
      vatTotal: 3594,
      payable: 25755,
      vatBreakdown: [
        { category: "S", rate: 20, taxable: 17330, tax: 3466 },
        { category: "S", rate: 5.5, taxable: 2331, tax: 128 },
        { category: "Z", rate: 0, taxable: 2500, tax: 0 },
      ],
    });
  });

  test("categories without VAT count at a rate of 0 whatever the line says", () => {
    const totals = invoiceTotals({
      lines: [{ ...line, vatCategory: "AE", quantity: 1, unitPrice: 1000 }],
    });
    expect(totals.vatBreakdown).toEqual([{ category: "AE", rate: 0, taxable: 1000, tax: 0 }]);
  });

  test("amounts as UBL writes them and reads them", () => {
    expect([money(22960), money(5), money(-5), money(0), money(-12345)]).toEqual([
      "229.60",
      "0.05",
      "-0.05",
      "0.00",
      "-123.45",
    ]);
    expect([
      parseMoney("229.6"),
      parseMoney(" 10 "),
      parseMoney("-0.05"),
      parseMoney("1.234"),
    ]).toEqual([22960, 1000, -5, null]);
    expect([parseMoney("1e3"), parseMoney(""), parseMoney("12,50")]).toEqual([null, null, null]);
    expect([decimalText(2.5), decimalText(1e-7), decimalText(-0.5), decimalText(20)]).toEqual([
      "2.5",
      "0.0000001",
      "-0.5",
      "20",
    ]);
  });
});
