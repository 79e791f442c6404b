import { evaluate, type Criterion, type Evaluation, type EvaluationInput } from "./evaluation";

// Lots (issue 41, Build 2; docs/decisions/390): a tender may be split into lots, numbered from 1,
// each with its own items; a supplier bids on some or all of them, up to the tender's optional
// limit of lots per supplier; the price formula and the ranking are computed within each lot.
// A tender without lots is one undivided whole (lot `null`). Pure, for the forms, the pages and
// the tests alike.

export const LOT_LIMITS = {
  /** Lots on one tender. */
  lotsMax: 10,
  /** Lot rows the tender form shows without JavaScript. */
  lotRows: 3,
  titleMax: 160,
  descriptionMax: 2000,
} as const;

export interface Lot {
  /** 1, 2, ...: the lot's number within its tender (its OCDS id as text). */
  number: number;
  title: string;
  description: string;
}

/** What is wrong with a tender's lots and the lots its items name, or null. */
export function lotsProblem(
  lots: readonly Pick<Lot, "number" | "title">[],
  itemLots: readonly (number | null)[],
  maxLotsPerSupplier: number | null,
): { field: "lots" | "items" | "maxLots"; message: string } | null {
  if (lots.length === 0) {
    if (itemLots.some((l) => l !== null))
      return {
        field: "items",
        message: "Items can belong to a lot only when the tender has lots.",
      };
    if (maxLotsPerSupplier !== null)
      return { field: "maxLots", message: "A limit of lots per supplier needs lots." };
    return null;
  }
  if (lots.length > LOT_LIMITS.lotsMax)
    return { field: "lots", message: `A tender has at most ${LOT_LIMITS.lotsMax} lots.` };
  if (lots.some((l) => l.title.trim() === ""))
    return { field: "lots", message: "Please give each lot a title." };
  const numbers = new Set(lots.map((l) => l.number));
  if (itemLots.some((l) => l === null || !numbers.has(l)))
    return { field: "items", message: "Please choose the lot of each item." };
  const empty = lots.find((l) => !itemLots.includes(l.number));
  if (empty) return { field: "lots", message: `Lot ${empty.number} has no items.` };
  if (maxLotsPerSupplier !== null && (maxLotsPerSupplier < 1 || maxLotsPerSupplier > lots.length))
    return {
      field: "maxLots",
      message: `The limit of lots per supplier is a whole number from 1 to ${lots.length}.`,
    };
  return null;
}

/** Why a bid on these lots is refused, or null (an undivided tender takes no lots). */
export function bidLotsProblem(
  chosen: readonly number[],
  lots: readonly Pick<Lot, "number">[],
  maxLotsPerSupplier: number | null,
): string | null {
  if (lots.length === 0) return null;
  const known = new Set(lots.map((l) => l.number));
  if (chosen.length === 0 || chosen.some((n) => !known.has(n)))
    return "Please choose at least one lot to bid on.";
  if (maxLotsPerSupplier !== null && new Set(chosen).size > maxLotsPerSupplier)
    return `You may bid on at most ${maxLotsPerSupplier} ${maxLotsPerSupplier === 1 ? "lot" : "lots"} of this tender.`;
  return null;
}

/** The items a bid on these lots prices: every item of an undivided tender. */
export const itemsOfLots = <T extends { lot: number | null }>(
  items: readonly T[],
  lots: readonly number[] | null,
): T[] =>
  lots === null ? [...items] : items.filter((i) => i.lot !== null && lots.includes(i.lot));

/** A bid's total for one lot (or the whole tender, `null`): cents, unit price times quantity. */
export function lotTotal(
  items: readonly { id: string; lot: number | null; quantity: number }[],
  prices: ReadonlyMap<string, number>,
  lot: number | null,
): number {
  return items
    .filter((i) => lot === null || i.lot === lot)
    .reduce((sum, i) => sum + (prices.get(i.id) ?? 0) * i.quantity, 0);
}

export interface LotBid {
  id: string;
  /** The lots the bid is on; null on an undivided tender. */
  lots: readonly number[] | null;
  /** Cents, by lot number (the whole tender's under 0). */
  totals: ReadonlyMap<number, number>;
}

/**
 * Each lot's evaluation: only the bids on that lot, each at its total for the lot, so the price
 * formula's lowest price is the lot's. The panel's scores are the bid's, for every lot it is on.
 * An undivided tender is the one lot `null`.
 */
export function evaluateLots(
  lots: readonly Pick<Lot, "number">[],
  criteria: readonly Criterion[],
  bids: readonly LotBid[],
  rest: Pick<EvaluationInput, "evaluators" | "scores">,
): { lot: number | null; evaluation: Evaluation }[] {
  const numbers: (number | null)[] = lots.length === 0 ? [null] : lots.map((l) => l.number);
  return numbers.map((lot) => ({
    lot,
    evaluation: evaluate({
      criteria,
      bids: bids
        .filter((b) => lot === null || (b.lots ?? []).includes(lot))
        .map((b) => ({ id: b.id, total: b.totals.get(lot ?? 0) ?? 0 })),
      ...rest,
    }),
  }));
}

/**
 * A comparison's input narrowed to one lot: the lot's items, the bids on it, each bid's prices
 * and total for the lot's items only, so the price formula and the ranking are the lot's own.
 */
export function lotComparisonInput<
  I extends { id: string; quantity: number },
  B extends { id: string; total: number; prices: Record<string, number> },
  T extends { items: I[]; bids: B[] },
>(
  input: T,
  lot: number,
  itemLots: ReadonlyMap<string, number | null>,
  bidLots: ReadonlyMap<string, readonly number[] | null>,
): T {
  const items = input.items.filter((i) => itemLots.get(i.id) === lot);
  const bids = input.bids
    .filter((b) => (bidLots.get(b.id) ?? []).includes(lot))
    .map((b) => {
      const prices = Object.fromEntries(
        items.flatMap((i) => (i.id in b.prices ? [[i.id, b.prices[i.id]!]] : [])),
      );
      const total = items.reduce((sum, i) => sum + (prices[i.id] ?? 0) * i.quantity, 0);
      return { ...b, prices, total };
    });
  return { ...input, items, bids };
}

/** What came of a bid in one lot it is on ("My bids", decision 455). */
export type LotOutcome =
  "pending" | "intended" | "not-chosen" | "awarded" | "not-awarded" | "cancelled";

/**
 * A bid's outcome in each lot it is on, from the lots' awards (decision 450): its own lot award,
 * final or in standstill (`until`), another bid's (or none) in that lot, or no decision yet.
 */
export function lotOutcomes(
  bidId: string,
  bidLots: readonly number[],
  awards: readonly { lot: number; bidId: string | null; until: string | null }[],
  cancelled: boolean,
): { lot: number; outcome: LotOutcome; until: string | null }[] {
  return [...new Set(bidLots)]
    .sort((a, b) => a - b)
    .map((lot) => {
      const award = awards.find((a) => a.lot === lot);
      if (!award) return { lot, outcome: cancelled ? "cancelled" : "pending", until: null };
      const won = award.bidId === bidId;
      if (award.until) return { lot, outcome: won ? "intended" : "not-chosen", until: award.until };
      return { lot, outcome: won ? "awarded" : "not-awarded", until: null };
    });
}

const OUTCOME_ORDER: readonly LotOutcome[] = [
  "awarded",
  "intended",
  "cancelled",
  "pending",
  "not-chosen",
  "not-awarded",
];

/** One outcome for a bid on lots (the API's): its best lot's, an award first. */
export const bestLotOutcome = (lots: readonly { outcome: LotOutcome }[]): LotOutcome =>
  OUTCOME_ORDER.find((o) => lots.some((l) => l.outcome === o)) ?? "pending";
