// CPV 2008 codes (Common Procurement Vocabulary, Regulation (EC) 213/2008): eight digits, a dash
// and a check digit. A code's level is read from its trailing zeros: a division (`45000000-7`),
// a group (`452…`), a class (`4523…`), a category (`45233…`) or below. The list itself is in the
// database (cpv.server.ts); this module is what browser and server share.

export const CPV_CODE = /^\d{8}-\d$/;
/** A supplementary code (scheme CPVS), such as `AA01-1`. */
export const CPVS_CODE = /^[A-Z]{2}\d{2}-\d$/;

export type CpvLevel = "division" | "group" | "class" | "category" | "code" | "supplementary";

/** A CPV entry as the pages show it. */
export interface CpvEntry {
  code: string;
  title: string;
}

export function cpvLevel(code: string): CpvLevel {
  if (CPVS_CODE.test(code)) return "supplementary";
  const digits = code.slice(0, 8);
  if (/^\d\d0{6}$/.test(digits)) return "division";
  if (/^\d{3}0{5}$/.test(digits)) return "group";
  if (/^\d{4}0{4}$/.test(digits)) return "class";
  if (/^\d{5}0{3}$/.test(digits)) return "category";
  return "code";
}

/** The two digits of a code's division. */
export const divisionOf = (code: string) => code.slice(0, 2);
/** The three digits of a code's group. */
export const groupOf = (code: string) => code.slice(0, 3);

/** A division filter's value: two digits. */
export const DIVISION_PARAM = /^\d{2}$/;
/** A group filter's value: three digits. */
export const GROUP_PARAM = /^\d{3}$/;

/** The most codes one company (or later one tender item) carries. */
export const MAX_CPV_CODES = 50;

/** What a member typed as a code, tidied: spaces gone, letters upper case. */
export const tidyCode = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

export const CPV_MESSAGES = {
  unknown: (codes: readonly string[]) =>
    `${codes.length === 1 ? "This code is" : "These codes are"} not in the CPV 2008 list: ${codes.join(", ")}.`,
  tooMany: `Choose at most ${MAX_CPV_CODES} codes.`,
} as const;

/**
 * The codes a picker sent: the ticked ones and those typed (comma or space separated), tidied,
 * once each, in order. Whether each is in the list is the server's check (cpv.server.ts).
 */
export function pickedCodes(ticked: readonly string[], typed = ""): string[] {
  const typedCodes = typed
    .split(/[,;\s]+/)
    .map(tidyCode)
    .filter(Boolean);
  return [...new Set([...ticked.map(tidyCode), ...typedCodes])].filter(Boolean);
}
