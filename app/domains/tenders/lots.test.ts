import { describe, expect, it } from "vitest";
import { EVALUATION_EXAMPLE } from "./evaluation.example";
import {
  bestLotOutcome,
  bidLotsProblem,
  evaluateLots,
  itemsOfLots,
  lotOutcomes,
  lotsProblem,
  lotTotal,
} from "./lots";

const lots = [
  { number: 1, title: "Steel" },
  { number: 2, title: "Cables" },
];

describe("lotsProblem", () => {
  it("takes an undivided tender, and lots each with items", () => {
    expect(lotsProblem([], [null, null], null)).toBeNull();
    expect(lotsProblem(lots, [1, 2, 2], 1)).toBeNull();
  });

  it("refuses an item without its lot, a lot without items and a limit out of range", () => {
    expect(lotsProblem(lots, [1, null], null)?.field).toBe("items");
    expect(lotsProblem(lots, [1, 1], null)).toEqual({
      field: "lots",
      message: "Lot 2 has no items.",
    });
    expect(lotsProblem(lots, [1, 2], 3)?.field).toBe("maxLots");
    expect(lotsProblem([], [null], 1)?.field).toBe("maxLots");
    expect(lotsProblem([], [1], null)?.field).toBe("items");
  });
});

describe("bidLotsProblem", () => {
  it("refuses a bid with no lot, and more lots than the limit", () => {
    expect(bidLotsProblem([], lots, null)).toBe("Please choose at least one lot to bid on.");
    expect(bidLotsProblem([3], lots, null)).toBe("Please choose at least one lot to bid on.");
    expect(bidLotsProblem([1, 2], lots, 1)).toBe("You may bid on at most 1 lot of this tender.");
    expect(bidLotsProblem([2], lots, 1)).toBeNull();
    expect(bidLotsProblem([1, 2], lots, null)).toBeNull();
    expect(bidLotsProblem([], [], null)).toBeNull();
  });
});

describe("a bid's lots", () => {
  const items = [
    { id: "a", lot: 1, quantity: 2 },
    { id: "b", lot: 2, quantity: 3 },
  ];
  it("prices the items of its lots, and totals each lot", () => {
    expect(itemsOfLots(items, [2]).map((i) => i.id)).toEqual(["b"]);
    expect(itemsOfLots(items, null)).toHaveLength(2);
    const prices = new Map([
      ["a", 100],
      ["b", 10],
    ]);
    expect(lotTotal(items, prices, 1)).toBe(200);
    expect(lotTotal(items, prices, 2)).toBe(30);
    expect(lotTotal(items, prices, null)).toBe(230);
  });
});

describe("evaluateLots", () => {
  it("ranks the checked-in example's bids within each of its 2 lots", () => {
    const bids = ["alpha", "beta", "gamma"].map((id) => {
      const on = EVALUATION_EXAMPLE.lots.filter((l) => l.bids.some((b) => b.id === id));
      return {
        id,
        lots: on.map((l) => l.lot!),
        totals: new Map(on.map((l) => [l.lot!, l.bids.find((b) => b.id === id)!.total])),
      };
    });
    const result = evaluateLots(
      EVALUATION_EXAMPLE.lots.map((l) => ({ number: l.lot! })),
      EVALUATION_EXAMPLE.criteria,
      bids,
      {
        evaluators: EVALUATION_EXAMPLE.evaluators.map((e) => ({ id: e.id, submitted: true })),
        scores: EVALUATION_EXAMPLE.lots[0]!.scores,
      },
    );
    for (const [i, lot] of EVALUATION_EXAMPLE.lots.entries()) {
      expect(result[i]!.lot).toBe(lot.lot);
      expect(result[i]!.evaluation.bids.map((b) => b.bidId)).toEqual(lot.expected.ranking);
      expect(Object.fromEntries(result[i]!.evaluation.bids.map((b) => [b.bidId, b.total]))).toEqual(
        lot.expected.totals,
      );
    }
  });
});

describe("lotOutcomes", () => {
  const awards = [
    { lot: 1, bidId: "a", until: null },
    { lot: 2, bidId: "b", until: "2026-12-06T10:02:00.000Z" },
    { lot: 3, bidId: null, until: null },
  ];

  it("reads each lot the bid is on from that lot's award, not the first lot's", () => {
    expect(lotOutcomes("b", [3, 1, 2, 4], awards, false)).toEqual([
      { lot: 1, outcome: "not-awarded", until: null },
      { lot: 2, outcome: "intended", until: "2026-12-06T10:02:00.000Z" },
      { lot: 3, outcome: "not-awarded", until: null },
      { lot: 4, outcome: "pending", until: null },
    ]);
    expect(lotOutcomes("a", [1, 2], awards, false).map((l) => l.outcome)).toEqual([
      "awarded",
      "not-chosen",
    ]);
    expect(lotOutcomes("a", [4], awards, true)[0]!.outcome).toBe("cancelled");
  });

  it("sums a bid's lots up with an award first", () => {
    expect(bestLotOutcome(lotOutcomes("b", [1, 2], awards, false))).toBe("intended");
    expect(bestLotOutcome(lotOutcomes("a", [1, 2], awards, false))).toBe("awarded");
    expect(bestLotOutcome(lotOutcomes("c", [1, 3], awards, false))).toBe("not-awarded");
  });
});
