import { sql, type RawBuilder } from "kysely";
import { boundedCountOf, COUNT_CAP } from "../../../server/db/bounded-count";
import { isPostgres, type Db } from "../../../server/db/database";
import { INDEXED_KINDS, type SearchKind } from "../../../server/db/search-kinds";
import { oneEditAway, queryWords, trigramSimilarity, TYPO_MIN_LENGTH } from "~/lib/search-words";

// The one query module of the site search (docs/decisions/180): the same contract on SQLite's
// FTS5 and PostgreSQL's tsvector. A query is a list of terms, every one of which must match
// somewhere in the row's indexed text; a term matches any of its spellings (the typed word and,
// when nothing matched, the indexed words one edit from it), stemmed, and the last term also as
// a prefix. Rows come ranked by field weight (names above services above descriptions).

/** One word of a query: any of its spellings matches; the last word also as a prefix. */
export interface Term {
  options: string[];
  prefix: boolean;
}

/** The rows of a kind that match every term, as a subquery to join: lower score ranks higher. */
export interface Matcher {
  source: RawBuilder<unknown>;
  /** The join of the subquery (aliased `m`) to the indexed table aliased `alias`. */
  on(alias: string): RawBuilder<boolean>;
}

/** The typed words as terms: each exactly as typed, the last one a prefix too. */
export function termsOf(words: readonly string[]): Term[] {
  return words.map((w, i) => ({ options: [w], prefix: i === words.length - 1 }));
}

/** A query corrected: its terms with the near spellings, and the spelling to suggest. */
export interface Correction {
  terms: Term[];
  suggestion: string;
}

export interface Ranked {
  ids: string[];
  matches: number;
  /** "Did you mean": set when the typed words matched nothing and their near spellings did. */
  suggestion: string | null;
  /** The words searched for (with corrections), to highlight. */
  words: string[];
}

/** `countCap`: the matches are counted up to one more than it (decision 515). */
export function createSearchEngine(db: Db, { countCap = COUNT_CAP }: { countCap?: number } = {}) {
  const postgres = isPostgres(db);

  function matcher(kind: SearchKind, terms: readonly Term[]): Matcher {
    const { key } = INDEXED_KINDS[kind];
    if (postgres) {
      const tsquery = terms
        .map((t) => `(${t.options.map((o) => (t.prefix ? `${o}:*` : o)).join(" | ")})`)
        .join(" & ");
      return {
        source: sql`(select key as ref, -ts_rank('{0.1, 0.2, 0.5, 1.0}', doc, q) as score
          from search_index, to_tsquery('english', ${tsquery}) q
          where kind = ${kind} and doc @@ q)`,
        on: (alias) => sql<boolean>`m.ref = ${sql.ref(`${alias}.${key}`)}`,
      };
    }
    const fts = sql.table(`search_${kind}`);
    const match = terms
      .map((t) => `(${t.options.map((o) => `"${o}"${t.prefix ? "*" : ""}`).join(" OR ")})`)
      .join(" AND ");
    // `limit -1` (no limit) keeps SQLite from flattening the subquery into the join, where it
    // would run the full-text match once per row of the outer table (seconds at 10,000
    // vendors); instead the matches are found once and joined through an automatic index.
    return {
      source: sql`(select rowid as ref, bm25(${fts}, 10.0, 5.0, 2.0, 1.0) as score
        from ${fts} where ${fts} match ${match} limit -1)`,
      on: (alias) => sql<boolean>`m.ref = ${sql.ref(`${alias}.rowid`)}`,
    };
  }

  /** The indexed words among `candidates`. */
  async function known(kind: SearchKind, candidates: string[]): Promise<string[]> {
    if (candidates.length === 0) return [];
    if (postgres) {
      const { rows } = await sql<{ word: string }>`select word from search_terms
        where kind = ${kind} and word = any(${candidates})`.execute(db);
      return rows.map((r) => r.word);
    }
    const vocab = sql.table(`search_${kind}_vocab`);
    const found: string[] = [];
    // fts5vocab answers `term = ?` from the index; a few hundred lookups take a millisecond.
    for (let i = 0; i < candidates.length; i += 200) {
      const chunk = candidates.slice(i, i + 200);
      const { rows } = await sql<{ term: string }>`select term from ${vocab}
        where term in (${sql.join(chunk)})`.execute(db);
      found.push(...rows.map((r) => r.term));
    }
    return found;
  }

  /**
   * The typed words with their indexed spellings one edit away (words of five letters or more
   * that are not themselves indexed), or null when no word has one.
   */
  async function correct(kind: SearchKind, words: readonly string[]): Promise<Correction | null> {
    let changed = false;
    const terms: Term[] = [];
    const suggested: string[] = [];
    for (const [i, word] of words.entries()) {
      const prefix = i === words.length - 1;
      let near: string[] = [];
      if (word.length >= TYPO_MIN_LENGTH && (await known(kind, [word])).length === 0) {
        near = (await known(kind, oneEditAway(word))).sort(
          (a, b) => trigramSimilarity(word, b) - trigramSimilarity(word, a) || (a < b ? -1 : 1),
        );
      }
      if (near.length > 0) changed = true;
      terms.push({ options: [word, ...near], prefix });
      suggested.push(near[0] ?? word);
    }
    return changed ? { terms, suggestion: suggested.join(" ") } : null;
  }

  /**
   * The visible rows of a kind that match `q`, best first, the first `limit` of their ids; with
   * the near spellings when the typed words match nothing.
   */
  async function rank(
    kind: SearchKind,
    q: string,
    { limit, visible, order }: { limit: number; visible?: RawBuilder<boolean>; order?: string },
  ): Promise<Ranked> {
    const words = queryWords(q);
    if (words.length === 0) return { ids: [], matches: 0, suggestion: null, words };
    const run = async (terms: Term[]) => {
      const { table, key } = INDEXED_KINDS[kind];
      const m = matcher(kind, terms);
      const where = sql`from ${sql.table(table)} t join ${m.source} m on ${m.on("t")}
        where ${visible ?? sql`1 = 1`}`;
      const [rows, count] = await Promise.all([
        sql<{ id: string }>`select ${sql.ref(`t.${key}`)} as id ${where}
          order by m.score, ${sql.ref(`t.${order ?? key}`)} limit ${limit}`.execute(db),
        boundedCountOf(db, where, countCap),
      ]);
      return { ids: rows.rows.map((r) => r.id), matches: count };
    };
    const exact = await run(termsOf(words));
    if (exact.matches > 0) return { ...exact, suggestion: null, words };
    const correction = await correct(kind, words);
    if (!correction) return { ...exact, suggestion: null, words };
    const near = await run(correction.terms);
    return near.matches > 0
      ? {
          ...near,
          suggestion: correction.suggestion,
          words: correction.terms.flatMap((t) => t.options),
        }
      : { ...exact, suggestion: null, words };
  }

  return { matcher, correct, rank, termsOf, countCap };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
