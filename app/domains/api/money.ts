// Money in the API (docs/decisions/537): every amount is a decimal number in the currency's
// units, the currency stated beside it. The site stores hundredths of the unit (formatMoneyCents
// reads them the same way); every answer converts here, in one place.

/** Hundredths of the currency's unit (as the site stores amounts) -> the currency's units. */
export const units = (cents: number): number => cents / 100;

/** `units`, keeping an absent amount absent. */
export const unitsOrNull = (cents: number | null): number | null =>
  cents === null ? null : units(cents);
