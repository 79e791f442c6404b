import { CPV_CODE } from "~/domains/classification";

// How CPV codes match (issue 43 item 5, docs/decisions/480). A code's significant digits are its
// eight digits without the check digit and without trailing zeros, never fewer than the two of
// its division: `45000000-7` → `45`, `45233140-2` → `4523314`, `30000000-9` → `30`. Two codes
// match when the significant digits of one begin the other's: a capability `45000000` covers an
// item `45233140`, and an item coded only at its division (`45000000`) is open to every supplier
// under that division. A saved search's prefix (`45`, `4523`) matches the items under it.

/** The significant digits of a CPV code (or of typed digits), or null when it is not one. */
export function significantDigits(code: string): string | null {
  const digits = code.trim().slice(0, 8);
  if (!CPV_CODE.test(code.trim()) && !/^\d{2,8}$/.test(code.trim())) return null;
  const stripped = digits.replace(/0+$/, "");
  return stripped.length >= 2 ? stripped : digits.slice(0, 2);
}

/** Whether two codes lie on one branch of the list: one's significant digits begin the other's. */
export function codesMatch(a: string, b: string): boolean {
  const x = significantDigits(a);
  const y = significantDigits(b);
  if (!x || !y) return false;
  return x.startsWith(y) || y.startsWith(x);
}

/** Whether an item's code lies under a saved search's prefix (digits, or a code). */
export function underPrefix(prefix: string, code: string): boolean {
  const p = significantDigits(prefix);
  const c = significantDigits(code);
  return !!p && !!c && c.startsWith(p);
}

/**
 * What the database compares to find the codes matching `code`: the codes starting with its
 * significant digits (`like`), and its broader codes, as eight digits (`broader`).
 */
export function matchingCodeTerms(code: string): { like: string; broader: string[] } | null {
  const sig = significantDigits(code);
  if (!sig) return null;
  const broader: string[] = [];
  for (let n = 2; n < sig.length; n++) broader.push(sig.slice(0, n).padEnd(8, "0"));
  return { like: `${sig}%`, broader };
}

/** A saved search's prefix as typed, tidied to its significant digits, or null when not one. */
export function tidyPrefix(typed: string): string | null {
  const t = typed.replace(/\s+/g, "");
  if (!t) return null;
  return /^\d{2,8}(-\d)?$/.test(t) ? significantDigits(t) : null;
}
