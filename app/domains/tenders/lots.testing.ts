import type { BidValues, TenderValues } from "./schema";

// The lot tests' tender (decisions 390, 450, 455, 456): "Depot materials" in two lots, steel and
// cables, one item each, scored on price alone, and a bid on it.

/** The two-lot tender with its deadlines (and any field changed by `over`). */
export function twoLotTender(
  deadlines: Pick<TenderValues, "questionDeadline" | "bidDeadline">,
  over: Partial<TenderValues> = {},
): TenderValues {
  return {
    title: "Depot materials",
    description: "Steel and cables for the new depot.",
    kind: "tender",
    region: "Europe",
    sector: "Manufacturing",
    budget: null,
    budgetHidden: false,
    visibility: "public",
    buyerName: "Ada Trading",
    timeZone: "UTC",
    ...deadlines,
    lots: [
      { number: 1, title: "Steel", description: "" },
      { number: 2, title: "Cables", description: "" },
    ],
    items: [
      { item: "Beam", quantity: 10, unit: "piece", specification: "", lot: 1 },
      { item: "Cable", quantity: 100, unit: "metre", specification: "", lot: 2 },
    ],
    criteria: [{ name: "Price", weight: 100, method: "price" as const }],
    ...over,
  };
}

/** A bid pricing the beam and the cable, on `lots` (both by default). */
export const lotBid = (beam: number, cable: number, lots: number[] = [1, 2]): BidValues => ({
  prices: [beam, cable],
  deliveryDays: 14,
  validUntil: "2027-01-31",
  message: "",
  lots,
});
