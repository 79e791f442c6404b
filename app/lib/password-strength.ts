import type { Score } from "@zxcvbn-ts/core";

// How guessable a new password is, by @zxcvbn-ts/core with its common-language dictionary and
// the site's own words (docs/decisions/150, 370). The estimator and its dictionary are large, so this module is only ever
// imported dynamically: by the server when a password is set, and by the pages that set one
// (for the strength meter), never in the site's main bundle.

/** The lowest estimator score (0-4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;

// The estimator's warnings, in our words.
const WARNINGS: Record<string, string> = {
  straightRow: "Rows of keys on the keyboard are easy to guess.",
  keyPattern: "Short keyboard patterns are easy to guess.",
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "6543" are easy to guess.',
  recentYears: "Recent years are easy to guess.",
  dates: "Dates are easy to guess.",
  topTen: "This is one of the most used passwords.",
  topHundred: "This is a very often used password.",
  common: "This is a commonly used password.",
  similarToCommon: "This is too similar to a commonly used password.",
  wordByItself: "Single words are easy to guess.",
  namesByThemselves: "Names or surnames on their own are easy to guess.",
  commonNames: "Common names and surnames are easy to guess.",
  userInputs: "It should not contain your name or e-mail address.",
  pwned: "This password has appeared in a data breach.",
};

export interface Strength {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: Score;
  /** Why it is weak, in a sentence; null when the estimator gives no reason. */
  warning: string | null;
  /** Whether it is one of the hundred passwords most often used. */
  common: boolean;
}

const COMMON_WARNINGS = new Set(["topTen", "topHundred"]);

type Check = (password: string, userInputs: string[]) => Strength;

/**
 * The site's own words, which anyone guessing a member's password tries first: counted as
 * easy to guess like the member's name and e-mail (so "procureconnect1" is weak).
 */
export const SITE_WORDS = [
  "procureconnect",
  "procure",
  "connect",
  "procurement",
  "tender",
  "tenders",
  "supplier",
  "suppliers",
  "vendor",
  "vendors",
  "buyer",
  "bid",
  "bids",
  "contract",
  "sourcing",
  "purchasing",
  "marketplace",
] as const;

let loading: Promise<Check> | null = null;

async function loadCheck(): Promise<Check> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  const factory = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, site: [...SITE_WORDS] },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs) => {
    // Only the first 100 characters are estimated: the estimator slows down on long input,
    // and a password that long is strong by its length alone.
    const result = factory.check(password.slice(0, 100), userInputs);
    const key = result.feedback.warning;
    return {
      score: result.score,
      warning: key ? (WARNINGS[key] ?? null) : null,
      common: COMMON_WARNINGS.has(key ?? ""),
    };
  };
}

/** The password's strength, with the member's name and e-mail counted as easy to guess. */
export async function estimateStrength(
  password: string,
  userInputs: string[] = [],
): Promise<Strength> {
  loading ??= loadCheck();
  const check = await loading;
  const inputs = userInputs
    .flatMap((input) => {
      const lower = input.toLowerCase();
      const parts = lower.split(/[^\p{L}\p{N}]+/u);
      return [lower, parts.join(""), ...parts];
    })
    .filter((part) => part.length >= 3);
  return check(password, inputs);
}

/**
 * The message saying why a new password is refused, or null when it is strong enough;
 * `onlyCommon`: null too unless it is one of the most used passwords.
 */
export async function weakPasswordMessage(
  password: string,
  userInputs: string[] = [],
  { onlyCommon = false } = {},
): Promise<string | null> {
  const { score, warning, common } = await estimateStrength(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE || (onlyCommon && !common)) return null;
  return warning
    ? `This password is too easy to guess. ${warning} Try a few unrelated words together.`
    : "This password is too easy to guess. Try a few unrelated words together.";
}
