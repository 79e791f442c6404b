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

/** The tsquery (PostgreSQL) or MATCH expression (FTS5) of the terms. */
function matchOf(postgres: boolean, terms: readonly Term[]): string {
  if (postgres)
    return terms
      .map((t) => `(${t.options.map((o) => (t.prefix ? `${o}:*` : o)).join(" | ")})`)
      .join(" & ");
  return terms
    .map((t) => `(${t.options.map((o) => `"${o}"${t.prefix ? "*" : ""}`).join(" OR ")})`)
    .join(" AND ");
}

/**
 * The rows of `alias` (the kind's table) that match every term, as a condition: their keys are
 * read from the index once, without ranking them.
 */
function matchedRows(
  postgres: boolean,
  kind: SearchKind,
  terms: readonly Term[],
  alias: string,
): RawBuilder<boolean> {
  const { key } = INDEXED_KINDS[kind];
  const match = matchOf(postgres, terms);
  if (postgres)
    return sql<boolean>`${sql.ref(`${alias}.${key}`)} in (select key from search_index
      where kind = ${kind} and doc @@ to_tsquery('english', ${match}))`;
  const fts = sql.table(`search_${kind}`);
  return sql<boolean>`${sql.ref(`${alias}.rowid`)} in (select rowid from ${fts}
    where ${fts} match ${match})`;
}

/**
 * The index of a kind joined to a query of its table (`alias`), for a bounded ranking
 * (decision 545) in a query builder: `join` with `on`, the rows kept by `where`, ranked by
 * `score` (lower ranks higher). The join is read in the index's order, so a LIMIT stops
 * reading it.
 */
function rankingJoin(postgres: boolean, kind: SearchKind, terms: readonly Term[], alias: string) {
  const { key } = INDEXED_KINDS[kind];
  const match = matchOf(postgres, terms);
  if (postgres)
    return {
      join: sql`search_index`.as("s"),
      on: sql<boolean>`s.key = ${sql.ref(`${alias}.${key}`)} and s.kind = ${kind}`,
      where: sql<boolean>`s.doc @@ to_tsquery('english', ${match})`,
      score: sql<number>`-ts_rank('{0.1, 0.2, 0.5, 1.0}', s.doc, to_tsquery('english', ${match}))`,
    };
  // FTS5's auxiliary functions need the table under its own name.
  const name = `search_${kind}`;
  const fts = sql.table(name);
  return {
    join: sql`${fts}`.as(name),
    on: sql<boolean>`${fts}.rowid = ${sql.ref(`${alias}.rowid`)}`,
    where: sql<boolean>`${fts} match ${match}`,
    score: sql<number>`bm25(${fts}, 10.0, 5.0, 2.0, 1.0)`,
  };
}

/**
 * How many matches of a query are ranked, per kind: the first this many in the index's order
 * (decision 545). Every match is ranked when fewer match.
 */
export const RANK_CANDIDATES = 1_000;

/**
 * `countCap`: the matches are counted up to one more than it (decision 515); `candidates`: how
 * many of them are ranked (decision 545).
 */
export function createSearchEngine(
  db: Db,
  {
    countCap = COUNT_CAP,
    candidates = RANK_CANDIDATES,
  }: { countCap?: number; candidates?: number } = {},
) {
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
   * The visible matches of the terms as a `from ... where ...` clause, read from the index in its
   * own order (PostgreSQL: the heap's, SQLite: rowid's) and each joined to its row by key, so
   * that a LIMIT stops reading the index (decision 545). `t` is the kind's table; PostgreSQL's
   * index is `s`, SQLite's is named `search_<kind>`.
   */
  function matching(kind: SearchKind, terms: readonly Term[], visible?: RawBuilder<boolean>) {
    const { table, key } = INDEXED_KINDS[kind];
    const shown = visible ?? sql<boolean>`1 = 1`;
    const match = matchOf(postgres, terms);
    if (postgres)
      return sql`from search_index s join ${sql.table(table)} t on ${sql.ref(`t.${key}`)} = s.key
        where s.kind = ${kind} and s.doc @@ to_tsquery('english', ${match}) and ${shown}`;
    // CROSS JOIN keeps SQLite's order: the full-text match first, each match's row by rowid.
    const fts = sql.table(`search_${kind}`);
    return sql`from ${fts} cross join ${sql.table(table)} t on t.rowid = ${fts}.rowid
      where ${fts} match ${match} and ${shown}`;
  }

  /**
   * The visible rows of a kind that match `q`, best first among the first `candidates` matches
   * in the index's order, the first `limit` of their ids; with the near spellings when the typed
   * words match nothing. The rank is computed for those candidates only and the count stops at
   * the cap, so a word that a tenth of a million rows carry costs what a rare one does
   * (decision 545); below `candidates` matches the order is the exact rank of every match.
   */
  async function rank(
    kind: SearchKind,
    q: string,
    { limit, visible, order }: { limit: number; visible?: RawBuilder<boolean>; order?: string },
  ): Promise<Ranked> {
    const words = queryWords(q);
    if (words.length === 0) return { ids: [], matches: 0, suggestion: null, words };
    const { key } = INDEXED_KINDS[kind];
    const tie = sql.ref(`t.${order ?? key}`);
    const run = async (terms: Term[]) => {
      const where = matching(kind, terms, visible);
      const score = postgres
        ? sql`-ts_rank('{0.1, 0.2, 0.5, 1.0}', s.doc, to_tsquery('english', ${matchOf(postgres, terms)}))`
        : sql`bm25(${sql.table(`search_${kind}`)}, 10.0, 5.0, 2.0, 1.0)`;
      const [rows, count] = await Promise.all([
        sql<{ id: string }>`select c.id from (select ${sql.ref(`t.${key}`)} as id,
            ${score} as score, ${tie} as tie ${where} limit ${candidates}) c
          order by c.score, c.tie limit ${limit}`.execute(db),
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

  const matched = (kind: SearchKind, terms: readonly Term[], alias: string) =>
    matchedRows(postgres, kind, terms, alias);
  const ranking = (kind: SearchKind, terms: readonly Term[], alias: string) =>
    rankingJoin(postgres, kind, terms, alias);
  return { matcher, matched, ranking, correct, rank, termsOf, countCap, candidates };
}

export type SearchEngine = ReturnType<typeof createSearchEngine>;
