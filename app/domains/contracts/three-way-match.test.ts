import { describe, expect, it } from "vitest";
import { flagText, threeWayMatch, type OrderedLine } from "./three-way-match";

const order: OrderedLine[] = [
  { id: "a", name: "Forklift", quantity: 2, unitPrice: 100_00, received: 1 },
  { id: "b", name: "Training", quantity: 1, unitPrice: 50_00, received: 1 },
];

describe("threeWayMatch", () => {
  it("finds nothing in an invoice for what was ordered and received, at the order's price", () => {
    expect(
      threeWayMatch(order, [
        { orderLineId: "a", quantity: 1, unitPrice: 100_00 },
        { orderLineId: "b", quantity: 1, unitPrice: 50_00 },
      ]),
    ).toEqual([]);
  });

  it("flags an invoice for more than was received, though not more than ordered", () => {
    expect(threeWayMatch(order, [{ orderLineId: "a", quantity: 2, unitPrice: 100_00 }])).toEqual([
      { orderLineId: "a", kind: "more-than-received" },
    ]);
  });

  it("flags more than was ordered, and a higher price", () => {
    expect(threeWayMatch(order, [{ orderLineId: "b", quantity: 2, unitPrice: 60_00 }])).toEqual([
      { orderLineId: "b", kind: "price" },
      { orderLineId: "b", kind: "more-than-ordered" },
      { orderLineId: "b", kind: "more-than-received" },
    ]);
  });

  it("counts what the order's earlier invoices already asked for", () => {
    expect(
      threeWayMatch(order, [{ orderLineId: "a", quantity: 1, unitPrice: 100_00 }], { a: 1 }),
    ).toEqual([{ orderLineId: "a", kind: "more-than-received" }]);
  });

  it("adds up a line invoiced twice in one invoice", () => {
    expect(
      threeWayMatch(order, [
        { orderLineId: "b", quantity: 1, unitPrice: 50_00 },
        { orderLineId: "b", quantity: 1, unitPrice: 50_00 },
      ]).map((f) => f.kind),
    ).toEqual(["more-than-ordered", "more-than-received"]);
  });

  it("flags a line the order does not have", () => {
    expect(threeWayMatch(order, [{ orderLineId: "z", quantity: 1, unitPrice: 1 }])).toEqual([
      { orderLineId: "z", kind: "not-on-order" },
    ]);
    expect(flagText({ orderLineId: "a", kind: "more-than-received" }, "Forklift")).toBe(
      "Forklift: invoiced for more than was received.",
    );
  });
});
