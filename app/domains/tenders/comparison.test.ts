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
    { name: "Price", weight: 70, method: "price" as const },
    { name: "Delivery", weight: 30, method: "scored" as const },
  ],
  evaluators: [
    { id: "e1", name: "Eva", submitted: true },
    { id: "e2", name: "Ian", submitted: true },
  ],
  scores: [
    { evaluatorId: "e1", bidId: "a", criterion: 1, score: 4, comment: "Slow" },
    { evaluatorId: "e2", bidId: "a", criterion: 1, score: 2, comment: "" },
    { evaluatorId: "e1", bidId: "b", criterion: 1, score: 10, comment: "" },
    { evaluatorId: "e2", bidId: "b", criterion: 1, score: 10, comment: "Fast" },
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
    // Beta: 70 * 32000/34000 + 30 * 10/10 = 95.88; Alpha: 70 + 30 * 3/10 = 79.
    expect(
      compareBids(input, "score").columns.map((col) => [col.vendorName, col.score, col.rank]),
    ).toEqual([
      ["Beta", 95.88, 1],
      ["Alpha", 79, 2],
    ]);
    expect(c.byEvaluator?.map((e) => [e.name, e.scores.length])).toEqual([
      ["Eva", 2],
      ["Ian", 2],
    ]);
  });

  it("says who scored what only once every evaluator has submitted", () => {
    const partial = compareBids(
      {
        ...input,
        evaluators: [input.evaluators[0]!, { ...input.evaluators[1]!, submitted: false }],
        scores: input.scores.filter((s) => s.evaluatorId === "e1"),
      },
      "total",
    );
    expect(partial.byEvaluator).toBeNull();
    expect(partial.panel).toMatchObject({ size: 2, submitted: 1, complete: false });
    expect(partial.columns.find((col) => col.bidId === "a")!.parts[1]!.average).toBe(4);
  });

  it("leaves out the panel's scores, totals and ranking for an evaluator who has not submitted", () => {
    const blind = compareBids({ ...input, blind: true }, "score");
    expect(blind.columns.map((col) => [col.score, col.rank, col.parts[1]!.average])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    expect(blind.byEvaluator).toBeNull();
    expect(comparisonTable(blind).some((r) => r[0] === "Weighted score")).toBe(false);
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
    expect(rows.find((r) => r[0] === "Rank")).toEqual(["Rank", null, null, null, 2, null, 1]);
    expect(rows.find((r) => r[0] === "Eva: Delivery (0-10)")).toEqual([
      "Eva: Delivery (0-10)",
      null,
      null,
      null,
      4,
      null,
      10,
    ]);
    expect(toCsv([["=SUM(A1)", "a,b", 'say "hi"', 1.5, null]])).toBe(
      `'=SUM(A1),"a,b","say ""hi""",1.5,\r\n`,
    );
  });
});
