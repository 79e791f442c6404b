// Number and currency display (spec section 9: USD in compact notation, en-US).
//
// Whole non-negative amounts, every amount in the sample data, are written here digit by digit:
// the first Intl formatter a page builds costs about 10 ms of ICU start-up, paid in the middle of
// hydration on every page that shows a budget or a salary. The unit tests hold this output equal
// to Intl's for such amounts; anything else (fractions, negatives, huge values) goes to Intl.
import { lazyValue } from "./lazy-value";

const compactUsd = lazyValue(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      notation: "compact",
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

const wholeUsd = lazyValue(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      maximumFractionDigits: 0,
    }),
);

const centsUsd = lazyValue(
  () =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Amounts below this (1,000T) are written by hand; en-US compact has no unit above T. */
const HAND_LIMIT = 1e15;
const COMPACT_UNITS = ["", "K", "M", "B", "T"] as const;

function isHandFormattable(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value < HAND_LIMIT && !Object.is(value, -0);
}

/** 1234567 -> "1,234,567" (a non-negative integer). */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** 750000 -> "$750K", 1200000 -> "$1.2M", 15000000 -> "$15M". */
export function formatCompactUsd(value: number): string {
  if (!isHandFormattable(value)) return compactUsd().format(value);
  let unit = 0;
  while (unit < COMPACT_UNITS.length - 1 && value >= 1000 ** (unit + 1)) unit++;
  // Round half up to one decimal in tenths of the unit; integers keep this exact.
  const tenth = 1000 ** unit / 10;
  let tenths = unit === 0 ? value * 10 : Math.floor((value + tenth / 2) / tenth);
  if (tenths >= 10_000 && unit < COMPACT_UNITS.length - 1) {
    // 999,950 rounds to 1000K: written as the next unit, 1M.
    unit++;
    tenths = Math.round(tenths / 1000);
  }
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `$${whole}${decimal ? `.${decimal}` : ""}${COMPACT_UNITS[unit]}`;
}

/** 85000 -> "$85,000". */
export function formatUsd(value: number): string {
  return isHandFormattable(value) ? `$${groupThousands(value)}` : wholeUsd().format(value);
}

/** "$85,000 - $110,000 / year" */
export function formatSalaryRange(min: number, max: number): string {
  return `${formatUsd(min)} - ${formatUsd(max)} / year`;
}

/** "1299" -> "1300": one added to a string of decimal digits. */
function incrementDigits(digits: string): string {
  const chars = [...digits];
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
    chars[i] = "0";
  }
  return `1${chars.join("")}`;
}

/**
 * 1234.5 -> "$1,234.50", -3.456 -> "-$3.46". Rounds half away from zero on the number's shortest
 * decimal form, as Intl does (1.005 -> "$1.01"), digit by digit for amounts below 1,000T;
 * anything else (exponent forms, non-finite values) goes to Intl.
 */
export function formatUsdCents(value: number): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= HAND_LIMIT || text.includes("e")) {
    return centsUsd().format(value);
  }
  const [whole = "0", fraction = ""] = text.split(".");
  let digits = whole + fraction.slice(0, 2).padEnd(2, "0");
  if ((fraction[2] ?? "0") >= "5") digits = incrementDigits(digits);
  const integer = digits.slice(0, -2) || "0";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}$${groupThousands(Number(integer))}.${digits.slice(-2)}`;
}
