// Number and currency display (spec section 9: USD in compact notation, en-US), by Intl. Each
// formatter is built once, on first use, and kept.

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

/** "$85,000 - $110,000 / year" */
export function formatSalaryRange(min: number, max: number): string {
  return `${formatUsd(min)} - ${formatUsd(max)} / year`;
}

/** 1234.5 -> "$1,234.50", -3.456 -> "-$3.46". */
export function formatUsdCents(value: number): string {
  return usd({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
