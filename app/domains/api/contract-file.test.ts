import { describe, expect, it } from "vitest";
import { contractFileView } from "./contract-file";

// The contract record's money in the API: the page's hundredths, given in the currency's units.

const line = (unitPrice: number) => ({ id: "l1", name: "Forklift", quantity: 2, unitPrice });

describe("the contract record as the API gives it", () => {
  it("gives every amount in the currency's units and leaves the rest as the page reads it", () => {
    const file = {
      id: "c1",
      currency: "EUR",
      value: 4_123_450,
      items: [line(2_061_725)],
      amendments: [
        {
          id: "a1",
          changes: [
            { field: "value", before: "4000000", after: "4123450" },
            { field: "periodEnd", before: "2031-01-01", after: "2031-06-30" },
          ],
        },
      ],
      orders: [{ id: "o1", total: 4_123_450, lines: [{ ...line(2_061_725), received: 1 }] }],
      invoices: [
        {
          id: "i1",
          netTotal: 2_061_725,
          lines: [{ ...line(2_061_725), orderLineId: "l1" }],
          payments: [{ id: "p1", amount: 1_000_001, reference: "TX-1" }],
        },
      ],
    };
    const view = contractFileView(file);
    expect(view.value).toBe(41_234.5);
    expect(view.items[0]!.unitPrice).toBe(20_617.25);
    expect(view.amendments[0]!.changes).toEqual([
      { field: "value", before: "40000", after: "41234.5" },
      { field: "periodEnd", before: "2031-01-01", after: "2031-06-30" },
    ]);
    expect(view.orders[0]).toMatchObject({ total: 41_234.5, lines: [{ unitPrice: 20_617.25 }] });
    expect(view.orders[0]!.lines[0]!.received).toBe(1);
    expect(view.invoices[0]).toMatchObject({
      netTotal: 20_617.25,
      lines: [{ unitPrice: 20_617.25, orderLineId: "l1" }],
      payments: [{ amount: 10_000.01, reference: "TX-1" }],
    });
    // The page's own record is left as it was.
    expect(file.value).toBe(4_123_450);
    expect([view.id, view.currency]).toEqual(["c1", "EUR"]);
  });
});
