// A query's words, as both backends' indexes see them, and the spellings one edit away.

/** Words too common to narrow a search; PostgreSQL's English configuration drops them too. */
const STOP_WORDS = new Set(
  (
    "a about after all an and any are as at be been but by can do for from had has have he her " +
    "his how i if in into is it its me my no not of on or our out so than that the their them " +
    "then there these they this to up was we were what when where which who will with you your"
  ).split(" "),
);

/** At most this many words of a query are searched. */
const MAX_WORDS = 8;
/** Words of this length or more may be one edit off. */
export const TYPO_MIN_LENGTH = 5;

/** Lower case, accents off (as the indexes' tokenizers fold them). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
}

/** The words of a query, in order, without stop words or repeats. */
export function queryWords(q: string): string[] {
  const words = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Every string one edit from `word`: a letter dropped, added, changed, or two neighbours
 * swapped ("frieght" -> "freight"). Looked up in an index's vocabulary, these are its typos'
 * corrections, found exactly on both backends.
 */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      out.add(head + c + tail);
      if (tail) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(word);
  return [...out];
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two words (shared trigrams over all), for ordering corrections. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}
