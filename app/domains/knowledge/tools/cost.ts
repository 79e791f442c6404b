// The Cost Calculator's formulas (spec section 9) and how it reads what was typed (section 5).
import { formatUsdCents } from "~/lib/format";
import { toNumber } from "./units";

export interface CostInputs {
  unitCost: string;
  quantity: string;
  shipping: string;
  taxRate: string;
}

export interface CostSummary {
  subtotal: number;
  tax: number;
  shipping: number;
  total: number;
}

/** Quantity is a whole number: "2.7" counts as 2. Junk counts as 0. */
export function toWholeNumber(input: string): number {
  return Math.trunc(toNumber(input));
}

export function calculateCost(inputs: CostInputs): CostSummary {
  const unitCost = toNumber(inputs.unitCost);
  const quantity = toWholeNumber(inputs.quantity);
  const shipping = toNumber(inputs.shipping);
  const rate = toNumber(inputs.taxRate);
  const subtotal = unitCost * quantity;
  const tax = (subtotal * rate) / 100;
  return { subtotal, tax, shipping, total: subtotal + tax + shipping };
}

/** 1234.5 -> "$1,234.50". */
export function formatMoney(value: number): string {
  const text = formatUsdCents(value);
  // A tiny negative amount rounds to "-$0.00": show it as the zero it is.
  return text === "-$0.00" ? "$0.00" : text;
}
