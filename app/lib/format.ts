// Number and currency display (spec section 9: USD in compact notation, en-US).

import { lazyValue } from "./lazy-value";

// Made on first use: building an Intl formatter costs milliseconds, which every page would
// otherwise pay while its scripts start, used or not.
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

/** 750000 -> "$750K", 1200000 -> "$1.2M", 15000000 -> "$15M". */
export function formatCompactUsd(value: number): string {
  return compactUsd().format(value);
}

/** 85000 -> "$85,000". */
export function formatUsd(value: number): string {
  return wholeUsd().format(value);
}

/** "$85,000 - $110,000 / year" */
export function formatSalaryRange(min: number, max: number): string {
  return `${formatUsd(min)} - ${formatUsd(max)} / year`;
}
