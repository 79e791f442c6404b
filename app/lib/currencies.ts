import { currencyDigits } from "./format";

// The currencies members choose amounts in (ISO 4217): a tender's budget and bids (issue 41,
// decision 311) and a job's salary (issue 44, decision 464). Amounts are stored in at most
// hundredths of the unit, so currencies with three decimals (KWD, BHD, ...) are not offered.

export const DEFAULT_CURRENCY = "USD";

/** The currencies the tender and job forms offer, most used first. */
export const COMMON_CURRENCIES = [
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

/** Whether `code` may be chosen: an ISO 4217 code Intl knows, of at most two decimals. */
export function isOfferedCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const list = platformCurrencies();
  if (list && !list.has(code)) return false;
  try {
    return currencyDigits(code) <= 2;
  } catch {
    return false;
  }
}
