import { currencyDigits } from "~/lib/format";
import { parsePrice } from "./rules";

// A tender's currency (issue 41, decision 311): chosen when it is created, ISO 4217; its budget,
// its bids and every amount shown or exported about it are in it. Amounts are stored as before:
// budgets in whole units, prices in hundredths of the unit, so currencies with three decimals
// (KWD, BHD, ...) are not offered.

export const DEFAULT_CURRENCY = "USD";

/** The currencies the tender form offers, most used first. */
export const TENDER_CURRENCIES = [
  { code: "USD", name: "US dollar" },
  { code: "EUR", name: "Euro" },
  { code: "GBP", name: "Pound sterling" },
  { code: "JPY", name: "Japanese yen" },
  { code: "CNY", name: "Chinese yuan" },
  { code: "INR", name: "Indian rupee" },
  { code: "CAD", name: "Canadian dollar" },
  { code: "AUD", name: "Australian dollar" },
  { code: "NZD", name: "New Zealand dollar" },
  { code: "CHF", name: "Swiss franc" },
  { code: "SEK", name: "Swedish krona" },
  { code: "NOK", name: "Norwegian krone" },
  { code: "DKK", name: "Danish krone" },
  { code: "PLN", name: "Polish złoty" },
  { code: "CZK", name: "Czech koruna" },
  { code: "SGD", name: "Singapore dollar" },
  { code: "HKD", name: "Hong Kong dollar" },
  { code: "KRW", name: "South Korean won" },
  { code: "AED", name: "UAE dirham" },
  { code: "SAR", name: "Saudi riyal" },
  { code: "QAR", name: "Qatari riyal" },
  { code: "ZAR", name: "South African rand" },
  { code: "NGN", name: "Nigerian naira" },
  { code: "KES", name: "Kenyan shilling" },
  { code: "BRL", name: "Brazilian real" },
  { code: "MXN", name: "Mexican peso" },
] as const;

let known: Set<string> | null | undefined;

/** The platform's ISO 4217 list, where it can give one. */
function platformCurrencies(): Set<string> | null {
  if (known === undefined)
    known =
      typeof Intl.supportedValuesOf === "function"
        ? new Set(Intl.supportedValuesOf("currency"))
        : null;
  return known;
}

/** Whether a tender may be in `code`: an ISO 4217 code Intl knows, of at most two decimals. */
export function isTenderCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const list = platformCurrencies();
  if (list && !list.has(code)) return false;
  try {
    return currencyDigits(code) <= 2;
  } catch {
    return false;
  }
}

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
