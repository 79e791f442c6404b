import { currencyDigits } from "~/lib/format";
import { parsePrice } from "./rules";

// A tender's currency (issue 41, decision 311): chosen when it is created, ISO 4217; its budget,
// its bids and every amount shown or exported about it are in it. Amounts are stored as before:
// budgets in whole units, prices in hundredths of the unit, so currencies with three decimals
// (KWD, BHD, ...) are not offered.

export {
  COMMON_CURRENCIES as TENDER_CURRENCIES,
  DEFAULT_CURRENCY,
  isOfferedCurrency as isTenderCurrency,
} from "~/lib/currencies";

/**
 * A unit price typed in `currency`, in hundredths of its unit ("1,250.5" EUR -> 125050); null
 * when it is not a price, or has more decimals than the currency uses (yen have none).
 */
export function parseAmount(text: string, currency: string): number | null {
  const cents = parsePrice(text);
  if (cents === null) return null;
  const decimals = /\.(\d+)\s*$/.exec(text.trim())?.[1]?.replace(/0+$/, "").length ?? 0;
  return decimals > currencyDigits(currency) ? null : cents;
}

/** A unit price in hundredths as a form field shows it: "1250.50", or "1250" for yen. */
export function amountText(cents: number, currency: string): string {
  return (cents / 100).toFixed(currencyDigits(currency));
}
