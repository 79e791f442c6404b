// Reading filter values from a query string without trusting it. Every reader returns a valid
// value or `undefined` ("no filter"), whatever the URL holds: junk must never break a page.

/**
 * How a page reads its state from a query string and writes it back: `serialise(parse(q))` is the
 * canonical form of `q` (junk dropped, defaults left out). `fields` gives each form control's
 * value for the state, so a GET form shows it and can be set back to it.
 */
export interface FilterCodec<F> {
  parse(params: URLSearchParams): F;
  serialise(filters: F): URLSearchParams;
  /** The value of each named control of the filter form for these filters. */
  fields(filters: F): Record<string, string>;
}

/** The canonical query string (without "?") of what a query string holds for a codec. */
export function canonicalQuery<F>(codec: FilterCodec<F>, params: URLSearchParams): string {
  return codec.serialise(codec.parse(params)).toString();
}

/** The text entries of a form's data, as a GET submission would send them. */
export function formSearchParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") params.append(key, value);
  }
  return params;
}

/** Longest free-text filter we keep; longer input is cut, not rejected. */
export const MAX_TEXT_FILTER_LENGTH = 100;

/** Free text, cut to `MAX_TEXT_FILTER_LENGTH`. Kept as typed (spaces included) so a field bound
 * to it does not fight the user; `undefined` when absent or blank. */
export function readText(params: URLSearchParams, key: string): string | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === "") return undefined;
  return raw.slice(0, MAX_TEXT_FILTER_LENGTH);
}

/** One of `allowed`, matched without regard to case and surrounding spaces; otherwise `undefined`. */
export function readOption<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(key)?.trim().toLowerCase();
  if (!raw) return undefined;
  return allowed.find((option) => option.toLowerCase() === raw);
}

/** One of the numeric `allowed` values, written as a plain number; otherwise `undefined`. */
export function readNumberOption<T extends number>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return allowed.find((option) => option === value);
}

/** A number clamped to [min, max] and rounded to `step`; `undefined` when absent or not a number. */
export function readClampedNumber(
  params: URLSearchParams,
  key: string,
  { min, max, step }: { min: number; max: number; step: number },
): number | undefined {
  const raw = params.get(key)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (Number.isNaN(value)) return undefined;
  return roundToStep(Math.min(max, Math.max(min, value)), step);
}

/** Rounds to a multiple of `step` without floating-point tails (4.6000000000000005 -> 4.6). */
export function roundToStep(value: number, step: number): number {
  const decimals = (String(step).split(".")[1] ?? "").length;
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

/** Builds a query string from entries, leaving out those without a value. */
export function toSearchParams(
  entries: Record<string, string | number | undefined>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  return params;
}

/** Case-insensitive "contains", ignoring surrounding spaces in the needle. */
export function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.trim().toLowerCase());
}
