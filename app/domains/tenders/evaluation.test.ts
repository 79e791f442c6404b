import { describe, expect, it } from "vitest";
import { EVALUATION_EXAMPLE } from "./evaluation.example";
import { criteriaProblem, evaluate, methodByName, parseScore } from "./evaluation";

describe("the checked-in example", () => {
  it.each(EVALUATION_EXAMPLE.lots)("gives exactly the expected ranking (lot $lot)", (lot) => {
    const result = evaluate({
      criteria: EVALUATION_EXAMPLE.criteria,
      bids: lot.bids,
      evaluators: EVALUATION_EXAMPLE.evaluators.map((e) => ({ id: e.id, submitted: true })),
      scores: lot.scores,
    });
    expect(result.bids.map((b) => b.bidId)).toEqual(lot.expected.ranking);
    expect(Object.fromEntries(result.bids.map((b) => [b.bidId, b.total]))).toEqual(
      lot.expected.totals,
    );
    expect(result.bids.map((b) => b.rank)).toEqual(lot.expected.ranking.map((_, i) => i + 1));
    expect(result.complete).toBe(true);
  });

  it("has 2 lots, 4 criteria, 2 evaluators and 3 bids", () => {
    expect(EVALUATION_EXAMPLE.lots).toHaveLength(2);
    expect(EVALUATION_EXAMPLE.criteria).toHaveLength(4);
    expect(EVALUATION_EXAMPLE.evaluators).toHaveLength(2);
    const bids = new Set(EVALUATION_EXAMPLE.lots.flatMap((l) => l.bids.map((b) => b.id)));
    expect(bids.size).toBe(3);
    expect(criteriaProblem(EVALUATION_EXAMPLE.criteria)).toBeNull();
  });
});

describe("evaluate", () => {
  const criteria = [
    { name: "Price", weight: 60, method: "price" as const },
    { name: "Technical", weight: 40, method: "scored" as const },
  ];
  const bids = [
    { id: "a", total: 1000 },
    { id: "b", total: 2000 },
  ];

  it("counts only submitted evaluators' scores, and says when the panel is complete", () => {
    const result = evaluate({
      criteria,
      bids,
      evaluators: [
        { id: "e1", submitted: true },
        { id: "e2", submitted: false },
      ],
      scores: [
        { evaluatorId: "e1", bidId: "a", criterion: 1, score: 5 },
        { evaluatorId: "e2", bidId: "a", criterion: 1, score: 0 },
        { evaluatorId: "e1", bidId: "b", criterion: 1, score: 10 },
      ],
    });
    expect(result.complete).toBe(false);
    expect(result.submitted).toBe(1);
    const a = result.bids.find((b) => b.bidId === "a")!;
    expect(a.parts).toEqual([
      { criterion: 0, average: null, points: 60 },
      { criterion: 1, average: 5, points: 20 },
    ]);
    expect(a.total).toBe(80);
    expect(result.bids.find((b) => b.bidId === "b")!.total).toBe(70);
  });

  it("leaves a scored criterion without points while nobody has submitted", () => {
    const result = evaluate({
      criteria,
      bids,
      evaluators: [{ id: "e1", submitted: false }],
      scores: [],
    });
    expect(result.bids[0]!.parts[1]).toEqual({ criterion: 1, average: null, points: null });
    expect(result.bids.map((b) => b.bidId)).toEqual(["a", "b"]);
  });

  it("gives equal totals the same rank, the lower price first", () => {
    const result = evaluate({
      criteria: [{ name: "Quality", weight: 100, method: "scored" }],
      bids: [
        { id: "dear", total: 3000 },
        { id: "cheap", total: 1000 },
        { id: "worse", total: 500 },
      ],
      evaluators: [{ id: "e", submitted: true }],
      scores: [
        { evaluatorId: "e", bidId: "dear", criterion: 0, score: 8 },
        { evaluatorId: "e", bidId: "cheap", criterion: 0, score: 8 },
        { evaluatorId: "e", bidId: "worse", criterion: 0, score: 2 },
      ],
    });
    expect(result.bids.map((b) => [b.bidId, b.rank])).toEqual([
      ["cheap", 1],
      ["dear", 1],
      ["worse", 3],
    ]);
  });

  it("scales older tenders' weights that do not add up to 100", () => {
    const result = evaluate({
      criteria: [{ name: "Price", weight: 50, method: "price" }],
      bids: [{ id: "a", total: 100 }],
      evaluators: [],
      scores: [],
    });
    expect(result.bids[0]!.total).toBe(100);
    expect(result.complete).toBe(true);
  });
});

describe("criteriaProblem", () => {
  it("refuses weights that do not add up to 100", () => {
    expect(
      criteriaProblem([
        { weight: 60, method: "price" },
        { weight: 30, method: "scored" },
      ]),
    ).toBe("The weights add up to 90: they must add up to 100.");
    expect(criteriaProblem([{ weight: 100, method: "scored" }])).toBeNull();
    expect(criteriaProblem([])).toBeNull();
  });

  it("refuses a second price criterion", () => {
    expect(
      criteriaProblem([
        { weight: 50, method: "price" },
        { weight: 50, method: "price" },
      ]),
    ).toBe("Only one criterion can be scored by price.");
  });
});

describe("parseScore and methodByName", () => {
  it("reads whole scores from 0 to 10", () => {
    expect(parseScore(" 7 ")).toBe(7);
    expect(parseScore("0")).toBe(0);
    expect(parseScore("")).toBe("");
    expect(parseScore("11")).toBeNull();
    expect(parseScore("7.5")).toBeNull();
    expect(parseScore("-1")).toBeNull();
  });

  it("scores price-like names by formula, the others by the panel", () => {
    expect(methodByName("Price")).toBe("price");
    expect(methodByName("Total cost")).toBe("price");
    expect(methodByName("Delivery")).toBe("scored");
    expect(methodByName("Rating")).toBe("scored");
  });
});
