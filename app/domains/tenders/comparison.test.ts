import { describe, expect, it } from "vitest";
import { compareBids, comparisonTable, toCsv } from "./comparison";

const vendor = (name: string, reviewAverage: number | null = null) => ({
  slug: name.toLowerCase(),
  name,
  reviewCount: reviewAverage === null ? 0 : 3,
  reviewAverage,
});
const input = {
  items: [
    { id: "desk", item: "Desk", quantity: 2, unit: "piece" },
    { id: "chair", item: "Chair", quantity: 4, unit: "piece" },
  ],
  criteria: [
    { name: "Price", weight: 70 },
    { name: "Delivery", weight: 30 },
  ],
  bids: [
    {
      id: "a",
      vendor: vendor("Alpha", 4.5),
      total: 2 * 10000 + 4 * 3000,
      deliveryDays: 30,
      validUntil: "2027-01-31",
      message: "",
      prices: { desk: 10000, chair: 3000 },
      documents: [],
    },
    {
      id: "b",
      vendor: vendor("Beta"),
      total: 2 * 9000 + 4 * 4000,
      deliveryDays: 10,
      validUntil: "2027-02-28",
      message: "",
      prices: { desk: 9000, chair: 4000 },
      documents: [],
    },
  ],
};

describe("compareBids", () => {
  it("puts suppliers in columns by total, marks each row's lowest price and scores by weight", () => {
    const c = compareBids(input, "total");
    expect(c.columns.map((col) => [col.vendorName, col.total, col.lowestTotal])).toEqual([
      ["Alpha", 32000, true],
      ["Beta", 34000, false],
    ]);
    expect(c.rows.map((r) => r.cells.map((cell) => cell.lowest))).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(c.rows[1]!.cells[0]!.lineTotal).toBe(12000);
    expect(c.scored).toBe(true);
    // Beta: 70 * 32000/34000 + 30 * 1 = 95.9; Alpha: 70 + 30 * 10/30 = 80.
    expect(compareBids(input, "score").columns.map((col) => [col.vendorName, col.score])).toEqual([
      ["Beta", 95.9],
      ["Alpha", 80],
    ]);
  });

  it("exports the same numbers in dollars, with formulas neutralised in the CSV", () => {
    const rows = comparisonTable(compareBids(input, "total"));
    expect(rows[0]).toEqual([
      "Item",
      "Quantity",
      "Unit",
      "Alpha unit price (USD)",
      "Alpha line total (USD)",
      "Beta unit price (USD)",
      "Beta line total (USD)",
    ]);
    expect(rows.find((r) => r[0] === "Total (USD)")).toEqual([
      "Total (USD)",
      null,
      null,
      null,
      320,
      null,
      340,
    ]);
    expect(toCsv([["=SUM(A1)", "a,b", 'say "hi"', 1.5, null]])).toBe(
      `'=SUM(A1),"a,b","say ""hi""",1.5,\r\n`,
    );
  });
});
