import type { Repository } from "../../../server/db/repository";

type TenderValues = Parameters<Repository["tenders"]["create"]>[1];

// The matchmaking tests' tender (decisions 480-483): ring road resurfacing in Europe, one item
// of roadworks, open for questions for a day and for bids for two, priced alone. The tests code
// its item 45233140-2 (Roadworks) where they need it matched.

const HOUR = 3_600_000;

/** The roadworks tender as of `now`, with any field changed by `over`. */
export function roadworksTender(
  over: Partial<TenderValues> = {},
  now: number = Date.now(),
): TenderValues {
  return {
    title: "Resurfacing of the ring road",
    description: "Asphalt works.",
    kind: "tender",
    region: "Europe",
    sector: "Manufacturing",
    budget: null,
    budgetHidden: false,
    visibility: "public",
    buyerName: "Ada Roads",
    timeZone: "UTC",
    questionDeadline: new Date(now + 24 * HOUR).toISOString(),
    bidDeadline: new Date(now + 48 * HOUR).toISOString(),
    items: [{ item: "Roadworks", quantity: 1, unit: "lot", specification: "" }],
    criteria: [{ name: "Price", weight: 100 }],
    ...over,
  };
}
