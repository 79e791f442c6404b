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
 * One range of codes, as the database compares them: `from <= code < to` (no upper bound when
 * `to` is null). Codes begin with their eight digits, so a prefix's codes lie in one range.
 */
export interface CodeRange {
  from: string;
  to: string | null;
}

/** The codes beginning with `digits`: from them padded with zeros to the next such prefix. */
function prefixRange(digits: string): CodeRange {
  const next = (BigInt(digits) + 1n).toString().padStart(digits.length, "0");
  return {
    from: digits.padEnd(8, "0"),
    to: next.length > digits.length ? null : next.padEnd(8, "0"),
  };
}

/**
 * The ranges of codes matching any of `codes` (decision 546), sorted and merged: the codes under
 * each one's significant digits, and each broader code above it (its eight digits, whatever the
 * check digit). What `codesMatch` accepts, written so that an index on the code is read from
 * the matching codes only, in its order.
 */
export function codeRanges(codes: readonly string[]): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const code of codes) {
    const sig = significantDigits(code);
    if (!sig) continue;
    ranges.push(prefixRange(sig));
    for (let n = 2; n < sig.length; n++) ranges.push(prefixRange(sig.slice(0, n).padEnd(8, "0")));
  }
  ranges.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: CodeRange[] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && (last.to === null || r.from <= last.to)) {
      if (last.to !== null && (r.to === null || r.to > last.to)) last.to = r.to;
    } else merged.push({ ...r });
  }
  return merged;
}

/** A saved search's prefix as typed, tidied to its significant digits, or null when not one. */
export function tidyPrefix(typed: string): string | null {
  const t = typed.replace(/\s+/g, "");
  if (!t) return null;
  return /^\d{2,8}(-\d)?$/.test(t) ? significantDigits(t) : null;
}
