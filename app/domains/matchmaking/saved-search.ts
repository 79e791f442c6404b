import { PROJECT_REGIONS, type ProjectRegion } from "~/data/vocabularies";
import { tidyPrefix, underPrefix } from "./cpv-match";

// Saved searches for tenders (issue 43 item 6, docs/decisions/482): a CPV prefix, keywords, a
// region and a value range, any of them left out. One rule says whether a newly published tender
// matches, read by the job that tells the searches' owners.

export interface SearchCriteria {
  /** Significant digits of a CPV code (`45`, `4523314`). */
  cpvPrefix: string | null;
  q: string | null;
  region: ProjectRegion | null;
  minValue: number | null;
  maxValue: number | null;
}

export interface SavedSearch extends SearchCriteria {
  id: string;
  createdAt: string;
}

/** A published tender as the saved searches read it. */
export interface SearchedTender {
  title: string;
  description: string;
  region: string;
  /** Its budget when the buyer shows it; a hidden budget matches no value range. */
  value: number | null;
  items: { item: string; cpvCode: string | null }[];
}

export const MAX_SAVED_SEARCHES = 20;
export const SEARCH_Q_MAX = 100;

export const SEARCH_MESSAGES = {
  empty: "Choose at least one of a CPV code, keywords, a region or a value.",
  prefix: "Type the first digits of a CPV code (2 to 8 digits), such as 45 or 4523.",
  range: "The lowest value must not be above the highest.",
  value: "Type a value in whole units, such as 50000.",
  tooMany: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one first.`,
} as const;

const words = (text: string) =>
  text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a tender matches a search: every criterion given holds (each keyword in its text). */
export function searchMatches(search: SearchCriteria, tender: SearchedTender): boolean {
  const prefix = search.cpvPrefix;
  if (prefix && !tender.items.some((i) => i.cpvCode && underPrefix(prefix, i.cpvCode)))
    return false;
  if (search.region && tender.region !== search.region) return false;
  if (search.minValue !== null || search.maxValue !== null) {
    if (tender.value === null) return false;
    if (search.minValue !== null && tender.value < search.minValue) return false;
    if (search.maxValue !== null && tender.value > search.maxValue) return false;
  }
  if (search.q) {
    const text = new Set(
      words([tender.title, tender.description, ...tender.items.map((i) => i.item)].join(" ")),
    );
    const wanted = words(search.q);
    const all = [...text];
    if (!wanted.every((w) => text.has(w) || all.some((t) => t.startsWith(w)))) return false;
  }
  return true;
}

type Read = { ok: true; criteria: SearchCriteria } | { ok: false; error: string; field: string };

const wholeNumber = (text: string): number | null | undefined => {
  const t = text.replace(/[\s,]/g, "");
  if (!t) return null;
  return /^\d{1,15}$/.test(t) ? Number(t) : undefined;
};

/** A search from a form's (or /projects' URL's) fields: `cpv`, `q`, `region`, `min`, `max`. */
export function readSearch(get: (name: string) => string): Read {
  const typed = get("cpv").trim();
  const cpvPrefix = typed ? tidyPrefix(typed) : null;
  if (typed && !cpvPrefix) return { ok: false, error: SEARCH_MESSAGES.prefix, field: "cpv" };
  const q = get("q").trim().slice(0, SEARCH_Q_MAX) || null;
  const region = PROJECT_REGIONS.find((r) => r === get("region")) ?? null;
  const minValue = wholeNumber(get("min"));
  const maxValue = wholeNumber(get("max"));
  if (minValue === undefined) return { ok: false, error: SEARCH_MESSAGES.value, field: "min" };
  if (maxValue === undefined) return { ok: false, error: SEARCH_MESSAGES.value, field: "max" };
  if (minValue !== null && maxValue !== null && minValue > maxValue)
    return { ok: false, error: SEARCH_MESSAGES.range, field: "min" };
  const criteria = { cpvPrefix, q, region, minValue, maxValue };
  if (!cpvPrefix && !q && !region && minValue === null && maxValue === null)
    return { ok: false, error: SEARCH_MESSAGES.empty, field: "cpv" };
  return { ok: true, criteria };
}

/** A search in words: "CPV 45…, “roads”, Europe, 10,000 to 500,000". */
export function searchLabel(s: SearchCriteria, locale = "en"): string {
  const n = new Intl.NumberFormat(locale);
  const value =
    s.minValue !== null && s.maxValue !== null
      ? `${n.format(s.minValue)} to ${n.format(s.maxValue)}`
      : s.minValue !== null
        ? `at least ${n.format(s.minValue)}`
        : s.maxValue !== null
          ? `at most ${n.format(s.maxValue)}`
          : null;
  return [s.cpvPrefix ? `CPV ${s.cpvPrefix}…` : null, s.q ? `“${s.q}”` : null, s.region, value]
    .filter((p): p is string => !!p)
    .join(", ");
}
