import { formatMoney, formatUsd } from "./format";

// A job's salary as the board shows it. Apart from ./format, which every page loads up front
// (the shared chunk, decision 032): only the job pages need it.

/**
 * "$85,000 - $110,000 / year"; in the currency its employer chose (decision 464):
 * "€85,000 - €110,000 / year", en-US like the rest of the board.
 */
export function formatSalaryRange(min: number, max: number, currency = "USD"): string {
  if (currency === "USD") return `${formatUsd(min)} - ${formatUsd(max)} / year`;
  const style = { currency, locale: "en-US" };
  return `${formatMoney(min, style, true)} - ${formatMoney(max, style, true)} / year`;
}
