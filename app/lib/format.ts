// Number and currency display (spec section 9: USD in compact notation, en-US), by Intl. Each
// formatter is built once, on first use, and kept. Tenders carry a currency of their own and are
// shown in the viewer's locale (`formatMoney`, decision 311); the rest of the site is en-US USD.

const formatters = new Map<string, Intl.NumberFormat>();

function usd(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

let grouped: Intl.NumberFormat | undefined;

/** 1234567 -> "1,234,567". */
export function groupThousands(value: number): string {
  grouped ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  return grouped.format(value);
}

/** 750000 -> "$750K", 1200000 -> "$1.2M", 15000000 -> "$15M". */
export function formatCompactUsd(value: number): string {
  return usd({ notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** 85000 -> "$85,000". */
export function formatUsd(value: number): string {
  return usd({ maximumFractionDigits: 0 }).format(value);
}

/** 1234.5 -> "$1,234.50", -3.456 -> "-$3.46". */
export function formatUsdCents(value: number): string {
  return usd({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

export interface MoneyStyle {
  /** An ISO 4217 code ("EUR"). */
  currency: string;
  /** A BCP 47 locale ("de-DE"): the viewer's. */
  locale: string;
}

function money(style: MoneyStyle, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${style.locale}|${style.currency}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(style.locale, {
      style: "currency",
      currency: style.currency,
      ...options,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount in the currency's own units, with the decimals the currency uses: 1234.5 EUR in
 * de-DE -> "1.234,50 €", 125000 JPY in en-US -> "¥125,000". `whole` drops the decimals (budgets).
 */
export function formatMoney(value: number, style: MoneyStyle, whole = false): string {
  return money(style, whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}).format(
    value,
  );
}

/** Hundredths of the currency's unit (how tenders store prices) -> `formatMoney`. */
export const formatMoneyCents = (cents: number, style: MoneyStyle): string =>
  formatMoney(cents / 100, style);

/** 750000 EUR -> "€750K": a budget on a card, compact. */
export function formatCompactMoney(value: number, style: MoneyStyle): string {
  return money(style, {
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(value);
}

/** How many decimals a currency's amounts have (USD 2, JPY 0), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return money({ currency, locale: "en-US" }, {}).resolvedOptions().maximumFractionDigits ?? 2;
}
